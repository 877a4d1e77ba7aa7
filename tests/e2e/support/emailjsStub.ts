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

  /** Listens on 127.0.0.1 (on a free port by default) and answers with the stand-in's address. */
  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => {
      void this.handle(req, res);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    const address = server.address();
    return `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
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
    // For tests in another process than the stand-in (the shared Worker's): what was sent, and the next answer.
    if (req.method === "GET" && path === "/sent") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(this.sent));
      return;
    }
    if (req.method === "POST" && path.startsWith("/answer/")) {
      this.answerWith(Number(path.slice("/answer/".length)));
      res.writeHead(204).end();
      return;
    }
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
