/**
 * The estimator's choices in a page address, so an estimate can be shared.
 */
// zod's mini build, which the quote form already ships: no second copy of zod.
import * as z from "zod/mini";
import { defaultInput, jobById } from "./estimate";
import type { EstimateInput, EstimatorConfig } from "./estimatorTypes";

// No compiled validators: the site's content security policy forbids `new Function`.
z.config({ jitless: true });

const flag = z.enum(["1", "0"]);

/** The query keys the choices use. */
export const queryKeys = ["job", "size", "finish", "property", "listed", "conservation"] as const;

/** One of the ids, or nothing. */
const oneOf = (ids: readonly string[], value: string | null) => {
  const parsed = z.enum(ids as [string, ...string[]]).safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Choices read from a page address. Each value is checked on its own and
 * anything unknown or malformed falls back to the default, so a crafted
 * address can change nothing but the choices.
 */
export function inputFromQuery(config: EstimatorConfig, query: URLSearchParams): EstimateInput {
  const input = defaultInput(config);
  input.job =
    oneOf(
      config.jobs.map((j) => j.id),
      query.get("job"),
    ) ?? input.job;
  const chosen = jobById(config, input.job);
  input.size = chosen.typicalSize;
  const size = z
    .number()
    .check(z.int(), z.minimum(1), z.maximum(10_000))
    .safeParse(Number(query.get("size") ?? Number.NaN));
  if (size.success) input.size = size.data;
  input.finish =
    oneOf(
      config.finishes.map((f) => f.id),
      query.get("finish"),
    ) ?? input.finish;
  const property = config.properties.find((p) => p.id === query.get("property"));
  if (property) input.property = property.id;
  const listed = flag.safeParse(query.get("listed"));
  if (listed.success) input.listed = listed.data === "1";
  const conservation = flag.safeParse(query.get("conservation"));
  if (conservation.success) input.conservationArea = conservation.data === "1";
  return input;
}

/** The choices as a query string, the inverse of `inputFromQuery`. */
export function queryFromInput(input: EstimateInput): string {
  const query = new URLSearchParams({
    job: input.job,
    size: String(input.size),
    finish: input.finish,
    property: input.property,
  });
  if (input.listed) query.set("listed", "1");
  if (input.conservationArea) query.set("conservation", "1");
  return query.toString();
}
