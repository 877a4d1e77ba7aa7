/**
 * A local stand-in for the EmailJS REST API (POST /api/v1.0/email/send), so
 * browser tests never reach the internet. Tests choose its answer, can hold
 * a request open to observe the sending state, and read what was sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export interface SentEmail {
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
  /** The status the stand-in answered it with: 200 means delivered. */
  answered: number;
}

interface Answer {
  status: number;
  text: string;
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export class EmailJsStub {
  readonly sent: SentEmail[] = [];
  private answer: Answer = { status: 200, text: "OK" };
  private held: (() => void)[] = [];
  private holding = false;
  private dropping = false;
  private server: Server | undefined;

  /** Answers every later request with this status and text. */
  answerWith(status: number, text = status === 200 ? "OK" : "Error"): void {
    this.answer = { status, text };
  }

  /** Keeps requests open until `release()`; with `forever`, never answers. */
  hold(): void {
    this.holding = true;
  }

  /** Cuts the connection of every later request, as a network failure would. */
  dropConnections(): void {
    this.dropping = true;
  }

  release(): void {
    this.holding = false;
    for (const resume of this.held.splice(0)) resume();
  }

  reset(): void {
    this.sent.length = 0;
    this.answer = { status: 200, text: "OK" };
    this.dropping = false;
    this.release();
  }

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
    if (req.method !== "POST" || !req.url?.startsWith("/api/v1.0/email/")) {
      res.writeHead(404, cors).end("Not found");
      return;
    }
    const raw = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      body = { raw };
    }
    this.sent.push({ path: req.url, contentType: req.headers["content-type"], body, answered: this.answer.status });
    if (this.holding) await new Promise<void>((resume) => this.held.push(resume));
    res.writeHead(this.answer.status, { ...cors, "Content-Type": "text/plain" }).end(this.answer.text);
  }

  async stop(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
