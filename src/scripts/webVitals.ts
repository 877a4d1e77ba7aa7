/**
 * Core Web Vitals: logged, and sent as an analytics event when the analytics
 * script has defined its global function. Loaded after the page is idle so it
 * never competes with rendering; a load failure only warns.
 */
import { reportMetric } from "../lib/webVitalsReport";

const start = () => {
  import("web-vitals")
    .then(({ onCLS, onINP, onLCP }) => {
      // The three Core Web Vitals: what search ranking uses.
      for (const on of [onCLS, onINP, onLCP]) on(reportMetric);
    })
    .catch((error: unknown) => console.warn("Web vitals could not be loaded", error));
};

if ("requestIdleCallback" in window) requestIdleCallback(start);
else setTimeout(start, 1);
