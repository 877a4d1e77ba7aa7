/**
 * What the lead API's browser tests share (started once by sharedWorker.ts):
 * workerd serving the Cloudflare test build, its database read in place
 * (read-only, with node:sqlite), the EmailJS stand-in, and Chromium.
 */
import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";
import { localWorkerClient, type LocalWorkerClient } from "../../../scripts/lib/localWorker";
import type { SentEmail } from "./sharedWorker";

export interface BrowserWorker extends LocalWorkerClient {
  /** What the Worker has sent to EmailJS in this run, oldest first. */
  sent(): Promise<SentEmail[]>;
  /** Answers every later send to EmailJS with this status. */
  answerWith(status: number): Promise<void>;
}

export const sharedWorker = (): BrowserWorker => {
  const { baseUrl, state, emailjs } = inject("sharedWorker");
  return {
    ...localWorkerClient(baseUrl, state),
    sent: async () => (await (await fetch(`${emailjs}/sent`)).json()) as SentEmail[],
    async answerWith(status) {
      await fetch(`${emailjs}/answer/${status}`, { method: "POST" });
    },
  };
};

/** Joins the run's Chromium; `close` leaves it running for the next file. */
export const joinBrowser = (): Promise<Browser> => chromium.connect(inject("sharedWorker").browser);
