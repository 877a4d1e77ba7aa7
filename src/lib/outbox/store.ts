/**
 * The outbox: quote requests that could not be sent (no network, or no answer
 * in time), kept on the device in IndexedDB with their photos as Blobs until
 * the page, or the service worker, sends them. No dependencies, so the page's
 * sender, the form and the service worker all share it.
 *
 * A localStorage flag says the outbox may hold something: the check every page
 * runs (src/scripts/outboxCheck.ts) reads only that flag, never IndexedDB. The
 * service worker cannot reach localStorage, so the flag may outlive the
 * entries; the page's sender clears it when it finds the outbox empty.
 */
import { outboxNames } from "../../config/outboxNames";
import type { SendRefusal } from "../sendResult";
import type { LeadSource } from "../leadSource";
import type { QuoteRequest } from "../quoteSchema";

/** One request waiting to go. */
export interface OutboxEntry {
  /** The draft's submission id: the key, and what makes every retry the same lead. */
  submissionId: string;
  /** The form it came from, whose draft is cleared once it is sent. */
  formId: string;
  request: QuoteRequest;
  source: LeadSource;
  /** What the spam trap held. */
  trap: string;
  /** The photos, already scaled and re-encoded by the form. */
  photos: Blob[];
  /** When it was queued (ms since the epoch). */
  createdAt: number;
}

/** How long a request, or a draft, waits on the device before it is dropped: 30 days. */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether something saved at `savedAt` has expired at `now`. */
export const isExpired = (savedAt: number, now: number): boolean => now - savedAt > OUTBOX_MAX_AGE_MS;

/** The outbox's names (names.ts): its localStorage flag, its lock and its Background Sync tag. */
export const { flag: OUTBOX_FLAG, lock: OUTBOX_LOCK, syncTag: OUTBOX_SYNC_TAG } = outboxNames;

/**
 * A request that was answered: what the page needs to tell the visitor, and
 * (when it went) to clear the form's draft. The service worker sends while no
 * page is open, so it leaves these for the next page to pick up.
 */
export interface OutboxReceipt {
  submissionId: string;
  formId: string;
  /** The lead API's reference; the EmailJS build has none. */
  reference?: string;
  /** The path of the request's private page, from the lead API's answer. */
  requestPath?: string;
  /** When it was sent and answered. */
  sentAt: number;
  /** Set when the server refused it for good: the draft stays, and the visitor is told. */
  refused?: SendRefusal;
}

const DB_NAME = outboxNames.database;
const STORE = "requests";
const RECEIPTS = "sent";
type StoreName = typeof STORE | typeof RECEIPTS;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: "submissionId" });
      request.result.createObjectStore(RECEIPTS, { keyPath: "submissionId" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be opened"));
    request.onblocked = () => reject(new Error("IndexedDB is blocked"));
  });
}

/** Runs one request in a transaction and resolves once the transaction has committed. */
async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
  name: StoreName = STORE,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(name, mode);
      const request = action(transaction.objectStore(name));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () =>
        reject(transaction.error ?? request.error ?? new Error("IndexedDB transaction failed"));
    });
  } finally {
    db.close();
  }
}

/** Adds a request, or replaces the one with the same submission id. */
export const putEntry = (entry: OutboxEntry): Promise<IDBValidKey> => run("readwrite", (store) => store.put(entry));

export const removeEntry = (submissionId: string): Promise<undefined> =>
  run("readwrite", (store) => store.delete(submissionId));

/** Every entry, oldest first. */
export async function allEntries(): Promise<OutboxEntry[]> {
  const entries = await run("readonly", (store) => store.getAll() as IDBRequest<OutboxEntry[]>);
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

/** Whether an entry with this submission id is still waiting. */
export const hasEntry = async (submissionId: string): Promise<boolean> =>
  (await run("readonly", (store) => store.count(submissionId))) > 0;

export const putReceipt = (receipt: OutboxReceipt): Promise<IDBValidKey> =>
  run("readwrite", (store) => store.put(receipt), RECEIPTS);

export const allReceipts = (): Promise<OutboxReceipt[]> =>
  run("readonly", (store) => store.getAll() as IDBRequest<OutboxReceipt[]>, RECEIPTS);

export const removeReceipt = (submissionId: string): Promise<undefined> =>
  run("readwrite", (store) => store.delete(submissionId), RECEIPTS);

/** Sets or clears the flag the every-page check reads; storage may be missing (private browsing). */
export function setOutboxFlag(on: boolean): void {
  try {
    if (on) localStorage.setItem(OUTBOX_FLAG, "1");
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // No localStorage (a service worker, or storage blocked): the next page visit sorts it out.
  }
}
