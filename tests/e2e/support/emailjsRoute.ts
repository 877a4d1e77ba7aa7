/**
 * The EmailJS REST API (POST /api/v1.0/email/send) as the browser tests see
 * it: requests to the origin the test build sends to are intercepted in each
 * browser context (`context.route`), so nothing listens on a fixed port and
 * test files can run side by side. Tests choose its answer, can hold a request
 * open to observe the sending state, cut the connection, and read what was sent.
 */
import type { BrowserContext, Route } from "playwright-core";

export interface SentEmail {
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
  /** The status the stand-in answered it with: 200 means delivered. */
  answered: number;
}

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

export class EmailJsRoute {
  readonly sent: SentEmail[] = [];
  private answer = { status: 200, text: "OK" };
  private held: (() => void)[] = [];
  private holding = false;
  private dropping = false;

  constructor(private readonly origin: string) {}

  /** Answers every later request with this status and text. */
  answerWith(status: number, text = status === 200 ? "OK" : "Error"): void {
    this.answer = { status, text };
  }

  /** Keeps requests open until `release()` (or the end of the test). */
  hold(): void {
    this.holding = true;
  }

  /** Fails every later request as a dropped connection would. */
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

  /** Answers the EmailJS origin in `context` from now on. */
  async attach(context: BrowserContext): Promise<void> {
    await context.route(`${this.origin}/**`, (route) => this.handle(route));
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    if (this.dropping) return route.abort("connectionreset");
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    if (request.method() !== "POST" || !url.pathname.startsWith("/api/v1.0/email/")) {
      return route.fulfill({ status: 404, headers: cors, body: "Not found" });
    }
    const raw = request.postData() ?? "";
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      body = { raw };
    }
    const { status, text } = this.answer;
    this.sent.push({
      path: url.pathname + url.search,
      contentType: request.headers()["content-type"],
      body,
      answered: status,
    });
    if (this.holding) await new Promise<void>((resume) => this.held.push(resume));
    // The page may have stopped waiting (its time-out) or closed by now: then there is no one to answer.
    await route
      .fulfill({ status, headers: { ...cors, "Content-Type": "text/plain" }, body: text })
      .catch(() => undefined);
  }
}
