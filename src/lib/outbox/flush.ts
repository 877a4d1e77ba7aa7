/**
 * Sends what waits in the outbox, oldest first, under a lock that every page
 * in every tab and the service worker share, so two of them never send the
 * same request: the one that gets the lock sends and removes the entry, and
 * the next finds it gone. (The submission id makes a repeat one lead at the
 * lead API anyway; EmailJS has no such guard, so the lock is what stops a
 * second e-mail there.) Works in a page and in a service worker.
 */
import type { SendRefusal, SendResult } from "../sendResult";
import {
  allEntries,
  isExpired,
  OUTBOX_LOCK,
  putReceipt,
  removeEntry,
  removeReceipt,
  type OutboxEntry,
  type OutboxReceipt,
} from "./store";

export type FlushOutcome =
  | { entry: OutboxEntry; status: "sent"; reference?: string }
  /** Refused for good (a 4xx other than 408 or 429): taken out of the outbox with a receipt saying so; the draft stays. */
  | { entry: OutboxEntry; status: "refused"; delivery: SendRefusal }
  /** Still waiting: no network, no answer in time, or a server error. */
  | { entry: OutboxEntry; status: "kept" }
  /** Older than 30 days: dropped unsent. */
  | { entry: OutboxEntry; status: "expired" };

/** What flushing needs of the store: IndexedDB, or a Map in the unit tests. */
export interface OutboxStore {
  allEntries(): Promise<OutboxEntry[]>;
  removeEntry(submissionId: string): Promise<unknown>;
  putReceipt(receipt: OutboxReceipt): Promise<unknown>;
  removeReceipt(submissionId: string): Promise<unknown>;
}

const indexedDbStore: OutboxStore = { allEntries, removeEntry, putReceipt, removeReceipt };

/** Whether a failed send is worth trying again later: the network, a time-out, a server error or a rate limit. */
export function worthRetrying(delivery: SendRefusal): boolean {
  const { reason, status } = delivery;
  return reason !== "provider" || status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Runs `task` holding the outbox lock (Web Locks: Chromium, Safari 15.4+, Firefox 96+), or just runs it. */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (navigator as Partial<Navigator>).locks;
  // The lock is held until the task's promise settles; the request resolves with its value.
  return locks ? locks.request(OUTBOX_LOCK, task) : task();
}

/**
 * Tries each entry once. A sent or refused request leaves a receipt for the page to show;
 * after one fails for the network, the rest wait too. Entries older than 30
 * days are dropped unsent. Call it holding the lock.
 */
export async function flushEntries(
  deliver: (entry: OutboxEntry) => Promise<SendResult>,
  now: () => number = Date.now,
  store: OutboxStore = indexedDbStore,
): Promise<FlushOutcome[]> {
  const outcomes: FlushOutcome[] = [];
  let offline = false;
  for (const entry of await store.allEntries()) {
    if (isExpired(entry.createdAt, now())) {
      await store.removeEntry(entry.submissionId);
      outcomes.push({ entry, status: "expired" });
      continue;
    }
    if (offline) {
      outcomes.push({ entry, status: "kept" });
      continue;
    }
    const delivery = await deliver(entry);
    if (delivery.ok) {
      // The receipt first: if the page closes between the two, a receipt without its entry is harmless.
      await store.putReceipt({
        submissionId: entry.submissionId,
        formId: entry.formId,
        ...(delivery.reference ? { reference: delivery.reference } : {}),
        ...(delivery.requestPath ? { requestPath: delivery.requestPath } : {}),
        sentAt: now(),
      });
      await store.removeEntry(entry.submissionId);
      outcomes.push({ entry, status: "sent", ...(delivery.reference ? { reference: delivery.reference } : {}) });
    } else if (worthRetrying(delivery)) {
      offline = delivery.reason !== "provider";
      outcomes.push({ entry, status: "kept" });
    } else {
      await store.putReceipt({
        submissionId: entry.submissionId,
        formId: entry.formId,
        sentAt: now(),
        refused: delivery,
      });
      await store.removeEntry(entry.submissionId);
      outcomes.push({ entry, status: "refused", delivery });
    }
  }
  return outcomes;
}
