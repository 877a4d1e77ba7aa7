/**
 * What the lead API's browser tests share (started once by sharedWorker.ts):
 * workerd serving the Cloudflare test build, its database read in place
 * (read-only, with node:sqlite), the EmailJS stand-in, and Chromium.
 */
import type { SQLInputValue } from "node:sqlite";
import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";
import { queryLocalD1 } from "../../../scripts/lib/localWorker";
import type { SentEmail } from "./sharedWorker";

export interface BrowserWorker {
  baseUrl: string;
  /** fetch() against `wrangler dev`, each on a connection of its own (see scripts/lib/localWorker.ts). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Rows of a read-only query against the Worker's local D1 database. */
  query<T = Record<string, unknown>>(sql: string, ...values: SQLInputValue[]): T[];
  /** Fires the scheduled handler, as the cron trigger would. */
  scheduled(): Promise<void>;
  /** What the Worker has sent to EmailJS in this run, oldest first. */
  sent(): Promise<SentEmail[]>;
  /** Answers every later send to EmailJS with this status. */
  answerWith(status: number): Promise<void>;
}

export const sharedWorker = (): BrowserWorker => {
  const { baseUrl, state, emailjs } = inject("sharedWorker");
  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Connection: "close" },
    });
  return {
    baseUrl,
    request,
    query: (sql, ...values) => queryLocalD1(state, sql, ...values),
    async scheduled() {
      const response = await request(`/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
      if (!response.ok) throw new Error(`The scheduled run answered ${response.status}`);
    },
    sent: async () => (await (await fetch(`${emailjs}/sent`)).json()) as SentEmail[],
    async answerWith(status) {
      await fetch(`${emailjs}/answer/${status}`, { method: "POST" });
    },
  };
};

/** Joins the run's Chromium; `close` leaves it running for the next file. */
export const joinBrowser = (): Promise<Browser> => chromium.connect(inject("sharedWorker").browser);
