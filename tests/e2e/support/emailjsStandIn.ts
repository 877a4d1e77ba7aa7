/**
 * What both EmailJS stand-ins share (the route in a browser context and the
 * server for Node's fetch): the answer tests choose, held and dropped requests,
 * and the record of what was sent to POST /api/v1.0/email/send.
 */
export interface SentEmail {
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
  /** The status the stand-in answered it with: 200 means delivered. */
  answered: number;
}

export const emailjsCors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

/** Whether a request is one the EmailJS send API answers. */
export const isSendRequest = (method: string, path: string) => method === "POST" && path.startsWith("/api/v1.0/email/");

export class EmailJsStandIn {
  readonly sent: SentEmail[] = [];
  protected answer = { status: 200, text: "OK" };
  protected dropping = false;
  private held: (() => void)[] = [];
  private holding = false;

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

  /** Records a send request's body; resolves once a held request is released. */
  protected async record(path: string, contentType: string | undefined, raw: string): Promise<void> {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      body = { raw };
    }
    this.sent.push({ path, contentType, body, answered: this.answer.status });
    if (this.holding) await new Promise<void>((resume) => this.held.push(resume));
  }
}
