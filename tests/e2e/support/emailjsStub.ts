/**
 * A local stand-in for the EmailJS REST API (POST /api/v1.0/email/send), so
 * browser tests never reach the internet. Tests choose its answer, can hold
 * a request open to observe the sending state, and read what was sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { EmailJsStandIn, emailjsCors as cors, isSendRequest } from "./emailjsStandIn";

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export class EmailJsStub extends EmailJsStandIn {
  private server: Server | undefined;

  async start(port: number): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once("error", reject);
      this.server?.listen(port, "127.0.0.1", resolve);
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (this.dropping) {
      req.socket.destroy();
      return;
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    const path = req.url ?? "/";
    if (!isSendRequest(req.method ?? "", path)) {
      res.writeHead(404, cors).end("Not found");
      return;
    }
    await this.record(path, req.headers["content-type"], await readBody(req));
    res.writeHead(this.answer.status, { ...cors, "Content-Type": "text/plain" }).end(this.answer.text);
  }

  async stop(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
