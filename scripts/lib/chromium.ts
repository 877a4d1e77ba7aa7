/**
 * Debian's Chromium, as the browser tests and Lighthouse start it. Without the
 * background-networking flags Chromium keeps dialling hosts this closed
 * network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
