/**
 * The outbox's names, defined once. The modules of the form, the sender and the
 * service worker import them; the every-page check (src/scripts/outboxCheck.ts),
 * which must not share a chunk with them, gets the two it needs as build-time
 * constants (Vite's `define` in astro.config.ts).
 */
export const outboxNames = {
  /** The localStorage key of the flag that the outbox may hold something. */
  flag: "quote-outbox",
  /** The lock every sender (pages in any tab, the service worker) holds while it sends. */
  lock: "quote-outbox",
  /** The Background Sync tag the service worker answers. */
  syncTag: "quote-outbox",
  /** The IndexedDB database of waiting requests and receipts. */
  database: "quote-outbox",
  /** The global the every-page check calls once the sender has loaded. */
  senderGlobal: "__quoteOutboxSend",
  /** The service worker's script, built into the site's root (scripts/lib/standaloneScripts.ts). */
  serviceWorkerPath: "/outbox-sw.js",
} as const;
