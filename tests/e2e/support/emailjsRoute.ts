/**
 * The EmailJS REST API (POST /api/v1.0/email/send) as the browser tests see
 * it: requests to the origin the test build sends to are intercepted in each
 * browser context (`context.route`), so nothing listens on a fixed port and
 * test files can run side by side. Tests choose its answer, can hold a request
 * open to observe the sending state, cut the connection, and read what was sent.
 */
import type { BrowserContext, Route } from "playwright-core";
import { EmailJsStandIn, emailjsCors as cors, isSendRequest } from "./emailjsStandIn";

export class EmailJsRoute extends EmailJsStandIn {
  constructor(private readonly origin: string) {
    super();
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
    if (!isSendRequest(request.method(), url.pathname)) {
      return route.fulfill({ status: 404, headers: cors, body: "Not found" });
    }
    // The answer chosen when the request came, even if the test changes it while the request is held.
    const { status, text } = this.answer;
    await this.record(url.pathname + url.search, request.headers()["content-type"], request.postData() ?? "");
    // The page may have stopped waiting (its time-out) or closed by now: then there is no one to answer.
    await route
      .fulfill({ status, headers: { ...cors, "Content-Type": "text/plain" }, body: text })
      .catch(() => undefined);
  }
}
