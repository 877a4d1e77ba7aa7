import type { Metric } from "web-vitals";
import { sendEvent, type AnalyticsSettings } from "./analytics";

/** The event the spec sends: CLS is scaled by 1000 so every value is a whole number. */
export interface VitalsEvent {
  name: string;
  value: number;
  rating: Metric["rating"];
  delta: number;
}

export function toVitalsEvent(metric: Pick<Metric, "name" | "value" | "rating" | "delta">): VitalsEvent {
  const scale = metric.name === "CLS" ? 1000 : 1;
  return {
    name: metric.name,
    value: Math.round(metric.value * scale),
    rating: metric.rating,
    delta: Math.round(metric.delta * scale),
  };
}

/**
 * Logs a metric and sends it as a `web-vitals` event through the analytics in
 * use: Vercel Web Analytics and/or the same-origin beacon endpoint.
 */
export function reportMetric(metric: Metric, settings: AnalyticsSettings): void {
  const event = toVitalsEvent(metric);
  console.info("[web-vitals]", event.name, event.value, event.rating);
  sendEvent(settings, "web-vitals", { ...event });
}
