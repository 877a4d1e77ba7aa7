/**
 * Loads the analytics script only when the build enabled analytics (Vercel,
 * or a same-origin endpoint; see config/analytics.ts). On any other host the
 * page requests nothing. The script is built standalone (`?worker&url`), so
 * the layout carries no dynamic-import helper for it.
 *
 * Taps on call, e-mail and WhatsApp links are noticed here, from the first
 * moment, and announced once the analytics script runs: a visitor who calls
 * as soon as the page appears is a lead too.
 */
import { announceLead, leadOfLink } from "../lib/leadEvents";
import analyticsUrl from "./analyticsRun.ts?worker&url";

const { analytics, analyticsEndpoint } = document.body.dataset;
if (analytics === "vercel" || analyticsEndpoint) {
  const running = import(/* @vite-ignore */ analyticsUrl);
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const lead = link && leadOfLink(link.getAttribute("href") ?? "");
    if (lead)
      running.then(
        () => announceLead(lead, { from: window.location.pathname }),
        () => undefined,
      );
  });
}
