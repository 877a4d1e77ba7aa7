/**
 * The outbox's service worker (Cloudflare build only): answers Background Sync
 * (`sync`, tag `quote-outbox`) by posting what waits in the outbox to the lead
 * API, JSON or multipart with photos, through the form's own sender
 * (lib/postQuote.ts). It has no fetch handler. astro.config.ts builds
 * it into /outbox-sw.js; its response has a policy of its own
 * (config/security.ts serviceWorkerSecurityHeaders).
 *
 * A send that fails for the network rejects the sync event, so the browser
 * tries again later; sent requests leave receipts for the next page to
 * confirm with the reference, and to clear the draft (no localStorage here).
 */
import { honeypotField } from "../honeypot";
import { postQuote } from "../postQuote";
import type { SendResult } from "../sendResult";
import { flushEntries, withOutboxLock } from "./flush";
import { OUTBOX_SYNC_TAG, type OutboxEntry } from "./store";

interface SyncEvent extends Event {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerScope {
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "install", listener: () => void): void;
  skipWaiting(): Promise<void>;
}

const scope = self as unknown as WorkerScope;

/** Sent as the page sends it (lib/postQuote.ts), waiting as long as the browser lets the sync run. */
const deliver = (entry: OutboxEntry): Promise<SendResult> =>
  postQuote(
    { ...entry.request, submissionId: entry.submissionId, source: entry.source, [honeypotField]: entry.trap },
    { photos: entry.photos, timeoutMs: 0 },
  );

async function sync(): Promise<void> {
  const outcomes = await withOutboxLock(() => flushEntries(deliver));
  if (outcomes.some((outcome) => outcome.status === "kept")) throw new Error("A quote request is still waiting");
}

scope.addEventListener("install", () => void scope.skipWaiting());
scope.addEventListener("sync", (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sync());
});
