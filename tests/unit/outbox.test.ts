/**
 * The outbox's rules, with an injected clock: requests and drafts expire after
 * 30 days; a sent request leaves a receipt and leaves the outbox; a refusal is
 * dropped with a receipt that says so; a network failure keeps it and everything after it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serviceWorkerPath } from "../../src/config/security";
import { flushEntries, worthRetrying, type OutboxStore } from "../../src/lib/outbox/flush";
import { SERVICE_WORKER_URL } from "../../src/lib/outbox/queue";
import { isExpired, OUTBOX_MAX_AGE_MS, type OutboxEntry, type OutboxReceipt } from "../../src/lib/outbox/store";
import type { SendResult } from "../../src/lib/sendResult";
import { clearDraft, loadDraft, saveDraft } from "../../src/lib/quoteDraft";
import { emptyQuote, type QuoteRequest } from "../../src/lib/quoteSchema";
import { emptySource } from "../../src/lib/leadSource";

const day = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 2, 9);

const request: QuoteRequest = {
  ...emptyQuote,
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.com",
  phone: "07911 123456",
  projectType: "Loft Conversion",
  projectDetails: "Rear dormer on a 1900s terrace.",
};

const entry = (submissionId: string, createdAt = start): OutboxEntry => ({
  submissionId,
  formId: "contact-form",
  request,
  source: emptySource,
  trap: "",
  photos: [],
  createdAt,
});

/** The store as a Map, as IndexedDB holds it. */
function memoryStore(...entries: OutboxEntry[]) {
  const waiting = new Map(entries.map((e) => [e.submissionId, e]));
  const receipts = new Map<string, OutboxReceipt>();
  const store: OutboxStore = {
    allEntries: () => Promise.resolve([...waiting.values()].sort((a, b) => a.createdAt - b.createdAt)),
    removeEntry: (id) => Promise.resolve(waiting.delete(id)),
    putReceipt: (receipt) => Promise.resolve(receipts.set(receipt.submissionId, receipt)),
    removeReceipt: (id) => Promise.resolve(receipts.delete(id)),
  };
  return { store, waiting, receipts };
}

const failure = (reason: "network" | "timeout" | "provider", status = 0): SendResult => ({
  ok: false,
  reason,
  status,
  message: "failed",
});

describe("outbox expiry", () => {
  it("keeps a request for 30 days and drops it after", () => {
    expect(OUTBOX_MAX_AGE_MS).toBe(30 * day);
    expect(isExpired(start, start + 30 * day)).toBe(false);
    expect(isExpired(start, start + 30 * day + 1)).toBe(true);
  });

  it("drops an entry older than 30 days unsent, and sends a younger one", async () => {
    const { store, waiting, receipts } = memoryStore(entry("old", start), entry("new", start + 2 * day));
    const sent: string[] = [];
    const outcomes = await flushEntries(
      (e) => {
        sent.push(e.submissionId);
        return Promise.resolve({ ok: true, reference: "Q-4821" });
      },
      () => start + 31 * day,
      store,
    );
    expect(outcomes.map((o) => [o.entry.submissionId, o.status])).toEqual([
      ["old", "expired"],
      ["new", "sent"],
    ]);
    expect(sent).toEqual(["new"]);
    expect(waiting.size).toBe(0);
    expect(receipts.get("new")).toEqual({
      submissionId: "new",
      formId: "contact-form",
      reference: "Q-4821",
      sentAt: start + 31 * day,
    });
  });
});

describe("sending the outbox", () => {
  it("keeps a request that failed for the network, and the ones after it, untried", async () => {
    const { store, waiting, receipts } = memoryStore(entry("a", start), entry("b", start + 1));
    let tries = 0;
    const outcomes = await flushEntries(
      () => {
        tries++;
        return Promise.resolve(failure("network"));
      },
      () => start,
      store,
    );
    expect(tries).toBe(1);
    expect(outcomes.map((o) => o.status)).toEqual(["kept", "kept"]);
    expect([...waiting.keys()]).toEqual(["a", "b"]);
    expect(receipts.size).toBe(0);
  });

  it("drops a request the server refuses for good with a receipt saying why, and keeps one it could not take now", async () => {
    const { store, waiting, receipts } = memoryStore(entry("refused", start), entry("busy", start + 1));
    const answers: Record<string, SendResult> = { refused: failure("provider", 400), busy: failure("provider", 503) };
    const outcomes = await flushEntries(
      (e) => Promise.resolve(answers[e.submissionId] ?? failure("network")),
      () => start,
      store,
    );
    expect(outcomes.map((o) => o.status)).toEqual(["refused", "kept"]);
    expect([...waiting.keys()]).toEqual(["busy"]);
    // The next page (or this one) tells the visitor from the receipt, even when the service worker was refused.
    expect([...receipts.values()]).toEqual([
      { submissionId: "refused", formId: "contact-form", sentAt: start, refused: answers["refused"] },
    ]);
  });

  it("retries the network, time-outs, server errors and rate limits, not other refusals", () => {
    const retried = (d: SendResult) => !d.ok && worthRetrying(d);
    expect(retried(failure("network"))).toBe(true);
    expect(retried(failure("timeout"))).toBe(true);
    for (const status of [408, 429, 500, 502, 503])
      expect(retried(failure("provider", status)), `${status}`).toBe(true);
    for (const status of [400, 403, 413, 415]) expect(retried(failure("provider", status)), `${status}`).toBe(false);
  });

  it("registers the service worker at the path the build writes and the headers name", () => {
    expect(SERVICE_WORKER_URL).toBe(serviceWorkerPath);
  });
});

describe("draft expiry", () => {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
  const global = globalThis as unknown as Record<string, unknown>;
  beforeEach(() => {
    store.clear();
    global["window"] = { localStorage };
    global["localStorage"] = localStorage;
  });
  afterEach(() => {
    delete global["window"];
    delete global["localStorage"];
  });

  it("saves the draft with the time, and restores it for 30 days", () => {
    saveDraft("contact-form", request, new Date(start));
    expect(JSON.parse(store.get("quote-draft:contact-form") ?? "{}")).toMatchObject({ savedAt: start });
    expect(loadDraft("contact-form", new Date(start + 30 * day))).toMatchObject({ firstName: request.firstName });
  });

  it("deletes a draft last saved more than 30 days ago instead of restoring it", () => {
    saveDraft("contact-form", request, new Date(start));
    store.set("quote-draft-id:contact-form", crypto.randomUUID());
    expect(loadDraft("contact-form", new Date(start + 30 * day + 1))).toBeUndefined();
    expect([...store.keys()]).toEqual([]);
  });

  it("counts from the last change: a draft edited on day 20 is still there on day 45", () => {
    saveDraft("contact-form", request, new Date(start));
    saveDraft("contact-form", { ...request, projectDetails: "Changed" }, new Date(start + 20 * day));
    expect(loadDraft("contact-form", new Date(start + 45 * day))?.projectDetails).toBe("Changed");
    clearDraft("contact-form");
    expect(store.size).toBe(0);
  });
});
