/**
 * Core Web Vitals: logged, and announced as a DOM event that the analytics
 * script (loaded only when the build enabled analytics) sends on. Bundled with the layout script (a
 * dynamic import would cost more in loader code than it saves) and started
 * when the page is idle, so it never competes with rendering.
 */
import { onCLS, onINP, onLCP } from "web-vitals";
import { reportMetric } from "../lib/webVitalsReport";

const start = () => {
  try {
    // The three Core Web Vitals: what search ranking uses.
    for (const on of [onCLS, onINP, onLCP]) on(reportMetric);
  } catch (error) {
    console.warn("Web vitals could not be started", error);
  }
};

if ("requestIdleCallback" in window) requestIdleCallback(start);
else setTimeout(start, 1);
