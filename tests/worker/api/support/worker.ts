/**
 * The Worker as the workerd tests reach it: requests through its own exports
 * (`exports.default.fetch`), or through its handler with changed variables;
 * the cron run through `createScheduledController`; D1 and R2 read in-process;
 * and EmailJS replaced by a stubbed `fetch` that records what was sent.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { vi } from "vitest";
import { site } from "../../../../src/config/site";
import worker from "../../../../worker/index";
import type { WorkerEnv } from "../../../../worker/platform/env";
import { keyedHash } from "../../../../worker/platform/keyedHash";
import type { SiteOrigin } from "../../support/leads";

/** The origin requests are made to: loopback, where INBOX_LOCAL opens the inbox. */
export const baseUrl = "http://127.0.0.1";

/** The Worker behind its own exports, with the variables of vitest.config.ts. */
export const api: SiteOrigin = {
  baseUrl,
  request: (path, init) => exports.default.fetch(new Request(new URL(path, baseUrl), init)),
};

/** Variables to change for one request or run; `undefined` takes one away. */
export type Vars = { [K in keyof WorkerEnv]?: WorkerEnv[K] | undefined };

/** The Worker's handler with some variables changed, waiting for what it left running after its answer. */
export function withVars(vars: Vars): SiteOrigin {
  return {
    baseUrl,
    async request(path, init) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(new URL(path, baseUrl), init), { ...env, ...vars }, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    },
  };
}

/** What a browser sends with a form's post from one of the site's own pages. */
export const ownForm = { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };

/** A form's post from one of the site's own pages, to the Worker's exports; `headers` add to or override it. */
export const postForm = (path: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { ...ownForm, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** Runs the scheduled handler, as the cron trigger would, at `at` (default now): its clock. */
export async function scheduled(at: number = Date.now(), vars: Vars = {}): Promise<void> {
  // The handler awaits all its work itself, so it takes no execution context.
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), {
    ...env,
    ...vars,
  } as WorkerEnv);
}

/** A lead's link in the owner's alerts: its page on the site's configured address, with the `seen` token. */
export const alertLink = (reference: string) =>
  new RegExp(`^${new URL(`/admin/leads/${reference}`, site.url).href.replace(/[.?]/g, "\\$&")}\\?seen=[0-9a-f]{32}$`);

/** A submission id as the leads table keeps it: its keyed hash (worker/api/quote.ts). */
export const storedSubmission = (id: string) => keyedHash(env.RATE_LIMIT_SALT ?? "", "submission", id);

/** Rows of a query against the Worker's D1 database. */
export async function query<T = Record<string, unknown>>(sql: string, ...values: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...values)
      .all<T>()
  ).results;
}

export const leadCount = async () => (await query<{ n: number }>("SELECT count(*) AS n FROM leads"))[0]?.n ?? 0;

/** An R2 object's bytes, or undefined if there is none. */
export async function getObject(key: string): Promise<Uint8Array | undefined> {
  const object = await env.PHOTOS.get(key);
  return object ? new Uint8Array(await object.arrayBuffer()) : undefined;
}

/** How many objects the photo bucket holds. */
export async function objectCount(): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ limit: 1000, ...(cursor ? { cursor } : {}) });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

/** An e-mail the Worker sent to EmailJS, and the status the stand-in answered with (200: delivered). */
export interface SentEmail {
  body: { accessToken: string; service_id: string; template_params: Record<string, string> };
  answered: number;
}

/**
 * Replaces `fetch` for the EmailJS API's origin (the Worker runs in this isolate):
 * records each send and answers with the status chosen. Other origins go to `others`.
 */
export function stubEmailJs(others?: (request: Request) => Promise<Response> | Response) {
  const sent: SentEmail[] = [];
  let status = 200;
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin === env.EMAILJS_API_ORIGIN) {
      sent.push({ body: await request.json<SentEmail["body"]>(), answered: status });
      return new Response(status === 200 ? "OK" : "Error", { status });
    }
    return others ? others(request) : realFetch(request);
  });
  return {
    sent,
    /** Answers every later send with this status. */
    answerWith(next: number) {
      status = next;
    },
    reset() {
      sent.length = 0;
      status = 200;
    },
    /** What was sent for this lead. */
    sentFor: (reference: string) => sent.filter((s) => s.body.template_params["reference"] === reference),
  };
}
