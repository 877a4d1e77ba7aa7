/**
 * Core Web Vitals: logged, and sent as a `web-vitals` event through the
 * analytics the build enabled (Vercel and/or a same-origin beacon endpoint,
 * see config/analytics.ts). Bundled with the layout script (a
 * dynamic import would cost more in loader code than it saves) and started
 * when the page is idle, so it never competes with rendering.
 */
import { onCLS, onINP, onLCP } from "web-vitals";
import { analyticsSettings } from "../lib/analytics";
import { reportMetric } from "../lib/webVitalsReport";

const start = () => {
  try {
    // The three Core Web Vitals: what search ranking uses.
    const settings = analyticsSettings(document.body.dataset);
    for (const on of [onCLS, onINP, onLCP]) on((metric) => reportMetric(metric, settings));
  } catch (error) {
    console.warn("Web vitals could not be started", error);
  }
};

if ("requestIdleCallback" in window) requestIdleCallback(start);
else setTimeout(start, 1);
