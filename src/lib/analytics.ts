/**
 * Where analytics go, decided when the site is built (see config/analytics.ts)
 * and written on the page's body: Vercel Web Analytics on Vercel, a same-origin
 * endpoint that takes `navigator.sendBeacon` posts, both, or nothing. Nothing
 * is requested from a host that has no analytics.
 */
import { track } from "@vercel/analytics";

export interface AnalyticsSettings {
  vercel: boolean;
  /** Same-origin path that receives events as JSON beacons; empty for none. */
  endpoint: string;
}

/** Settings from the body's `data-analytics` and `data-analytics-endpoint`. */
export function analyticsSettings(dataset: DOMStringMap): AnalyticsSettings {
  const endpoint = dataset.analyticsEndpoint ?? "";
  return { vercel: dataset.analytics === "vercel", endpoint: endpoint.startsWith("/") ? endpoint : "" };
}

/** Sends one event through every analytics in use. */
export function sendEvent(settings: AnalyticsSettings, name: string, data: Record<string, string | number>): void {
  if (settings.vercel) track(name, data);
  if (settings.endpoint) {
    const body = JSON.stringify({ name, data, path: window.location.pathname });
    navigator.sendBeacon(settings.endpoint, new Blob([body], { type: "application/json" }));
  }
}
