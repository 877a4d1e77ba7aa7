/**
 * Core Web Vitals: logged, and announced as a DOM event that the analytics script (loaded only
 * when the build enabled analytics) sends on. Loaded when the page is idle (webVitals.ts).
 */
import { onCLS, onINP, onLCP } from "web-vitals";
import { reportMetric } from "../lib/webVitalsReport";

try {
  // The three Core Web Vitals: what search ranking uses.
  for (const on of [onCLS, onINP, onLCP]) on(reportMetric);
} catch (error) {
  console.warn("Web vitals could not be started", error);
}
