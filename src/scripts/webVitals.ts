/**
 * Core Web Vitals: measured by a standalone script (`?worker&url`, webVitalsRun.ts), so the
 * web-vitals library (about 2.5 KB gzipped) is not in the layout script every page loads. It loads
 * once the browser has reported the page's largest paint (or at once where it reports none), when
 * the page is idle: loaded earlier, its request joined what Lighthouse counts as holding up that
 * paint. The library's observers are buffered, so what came before it loaded is still reported.
 */
import webVitalsUrl from "./webVitalsRun.ts?worker&url";

const start = () => void import(/* @vite-ignore */ webVitalsUrl).catch(() => undefined);
const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(start) : setTimeout(start, 1));

if (PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")) {
  const painted = new PerformanceObserver(() => {
    painted.disconnect();
    whenIdle();
  });
  painted.observe({ type: "largest-contentful-paint", buffered: true });
} else whenIdle();
