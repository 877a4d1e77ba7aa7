/**
 * On every page: if the quote outbox may hold a request (a localStorage flag;
 * IndexedDB is never opened here), load the sender and let it send. Runs on
 * load, when the browser comes back online and when the tab becomes visible.
 * Kept under 0.5 KB gzipped (tests/build/budget.test.ts); the sender is built
 * standalone (`?worker&url`), so this carries no dynamic-import helper.
 */
import senderUrl from "../lib/outbox/sender.ts?worker&url";

// The names are written out, not imported: a module shared with the form island would be a chunk of its own,
// one more request on every page. The budget test checks they match OUTBOX_FLAG and SENDER_GLOBAL.
const OUTBOX_FLAG = "quote-outbox";
const SENDER_GLOBAL = "__quoteOutboxSend";

const check = () => {
  try {
    if (!localStorage.getItem(OUTBOX_FLAG)) return;
  } catch {
    return;
  }
  void import(/* @vite-ignore */ senderUrl).then(() =>
    (window as unknown as Record<string, () => Promise<void>>)[SENDER_GLOBAL]?.(),
  );
};

check();
addEventListener("online", check);
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") check();
});
