import type { Metric } from "web-vitals";

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

type AnalyticsFunction = (kind: "event", payload: { name: string; data: Record<string, string | number> }) => void;

/** Logs a metric and, when the host's analytics function exists, sends it as a web-vitals event. */
export function reportMetric(metric: Metric): void {
  const event = toVitalsEvent(metric);
  console.info("[web-vitals]", event.name, event.value, event.rating);
  const va = (window as unknown as { va?: AnalyticsFunction }).va;
  if (typeof va === "function") va("event", { name: "web-vitals", data: { ...event } });
}
