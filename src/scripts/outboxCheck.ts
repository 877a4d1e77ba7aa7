/**
 * On every page: if the quote outbox may hold a request (a localStorage flag;
 * IndexedDB is never opened here) and the browser is online, load the sender
 * and let it send. Runs on load, when the browser comes back online and when
 * the tab is shown or hidden. Bundled with the layout script, where it costs
 * about 0.1 KB gzipped (0.2 KB on its own: at most 0.5 KB, checked by
 * tests/build/budget.test.ts). The sender is built standalone (`?worker&url`),
 * so this carries no dynamic-import helper.
 */
import senderUrl from "../lib/outbox/sender.ts?worker&url";

// The names come from the build (config/outboxNames.ts), not an import: a module shared with the form island
// would be a chunk of its own, one more request on every page.
const check = () => {
  try {
    if (navigator.onLine && localStorage.getItem(__OUTBOX_FLAG__))
      import(/* @vite-ignore */ senderUrl)
        .then(() => (window as unknown as Record<string, () => void>)[__OUTBOX_SENDER_GLOBAL__]?.())
        // The sender could not load (the connection dropped again): the next check tries again.
        .catch(() => undefined);
  } catch {
    // Storage blocked: there is no outbox flag to read.
  }
};

check();
addEventListener("online", check);
document.addEventListener("visibilitychange", check);
