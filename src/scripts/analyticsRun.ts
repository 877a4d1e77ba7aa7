/**
 * Analytics, loaded by analytics.ts only when the build enabled any (the
 * body's data attributes say so):
 * - Vercel Web Analytics adds the host's script and sends one page view with
 *   the route pattern (e.g. /areas/[district]) and the actual path. If the
 *   script cannot load, the library logs a hint (ad blocker in development,
 *   analytics not enabled in production); the page is unaffected.
 * - Leads are counted: a quote sent, a fallback offered (announced by the
 *   form), and taps on call, e-mail and WhatsApp links (announced by
 *   analytics.ts, which notices them before this script has arrived).
 * - Web vitals, measured and logged by webVitals.ts, are sent as events.
 */
import { inject, pageview } from "@vercel/analytics";
import { analyticsSettings, sendEvent } from "../lib/analytics";
import { LEAD_EVENT, type LeadEventDetail } from "../lib/leadEvents";
import { VITALS_EVENT, type VitalsEvent } from "../lib/webVitalsReport";

const settings = analyticsSettings(document.body.dataset);

if (settings.vercel) {
  inject({ framework: "astro", disableAutoTrack: true });
  const path = window.location.pathname;
  pageview({ route: document.body.dataset.route ?? path, path });
}

document.addEventListener(VITALS_EVENT, (event) => {
  sendEvent(settings, "web-vitals", { ...(event as CustomEvent<VitalsEvent>).detail });
});

document.addEventListener(LEAD_EVENT, (event) => {
  const { name, data } = (event as CustomEvent<LeadEventDetail>).detail;
  sendEvent(settings, name, data);
});
