import type { Metric } from "web-vitals";

/** The event the spec sends: CLS is scaled by 1000 so every value is a whole number. */
export interface VitalsEvent {
  name: string;
  value: number;
  rating: Metric["rating"];
  delta: number;
}

function toVitalsEvent(metric: Pick<Metric, "name" | "value" | "rating" | "delta">): VitalsEvent {
  const scale = metric.name === "CLS" ? 1000 : 1;
  return {
    name: metric.name,
    value: Math.round(metric.value * scale),
    rating: metric.rating,
    delta: Math.round(metric.delta * scale),
  };
}

/** The DOM event each measured metric is announced with; the analytics script, when loaded, sends it on. */
export const VITALS_EVENT = "web-vital";

/** Logs a metric and announces it for the analytics script, if the build enabled one. */
export function reportMetric(metric: Metric): void {
  const event = toVitalsEvent(metric);
  console.info("[web-vitals]", event.name, event.value, event.rating);
  document.dispatchEvent(new CustomEvent<VitalsEvent>(VITALS_EVENT, { detail: event }));
}
