/**
 * Analytics, when the build enabled any (the body's data attributes say so):
 * - Vercel Web Analytics adds the host's script and sends one page view with
 *   the route pattern (e.g. /areas/[district]) and the actual path. If the
 *   script cannot load, the library logs a hint (ad blocker in development,
 *   analytics not enabled in production); the page is unaffected.
 * - Leads are counted: a quote sent, a fallback offered (announced by the
 *   form), and taps on call, e-mail and WhatsApp links.
 */
import { inject, pageview } from "@vercel/analytics";
import { analyticsSettings, sendEvent } from "../lib/analytics";
import { LEAD_EVENT, leadOfLink, type LeadEventDetail } from "../lib/leadEvents";

const settings = analyticsSettings(document.body.dataset);

if (settings.vercel) {
  inject({ framework: "astro", disableAutoTrack: true });
  const path = window.location.pathname;
  pageview({ route: document.body.dataset.route ?? path, path });
}

if (settings.vercel || settings.endpoint) {
  document.addEventListener(LEAD_EVENT, (event) => {
    const { name, data } = (event as CustomEvent<LeadEventDetail>).detail;
    sendEvent(settings, name, data);
  });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const lead = link && leadOfLink(link.getAttribute("href") ?? "");
    if (lead) sendEvent(settings, lead, { from: window.location.pathname });
  });
}
