/**
 * Token names are data: every `{token}` the copy uses (a business fact, a
 * figure, a price, a job's weeks or a rule) is named, as a string, in the data
 * file that holds its value, so a search for the name finds the value.
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { estimatorSchema } from "../../src/content/schemas/estimator";
import { unknownTokens } from "../../src/lib/facts";

const contentDir = "src/content";
const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => /\.(md|yaml)$/.test(f));
const used = new Set(
  files.flatMap((f) =>
    [...readFileSync(`${contentDir}/${f}`, "utf8").matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1] ?? ""),
  ),
);
const dataFiles = readdirSync(`${contentDir}/site`).filter((f) => f.endsWith(".json"));
/** Every string a JSON document holds as a value (a field's name does not count: a token is named as a value). */
const values = (data: unknown): string[] =>
  typeof data === "string" ? [data] : typeof data === "object" && data ? Object.values(data).flatMap(values) : [];
const valuesByFile = dataFiles.map(
  (f) => [f, new Set(values(JSON.parse(readFileSync(`${contentDir}/site/${f}`, "utf8"))))] as const,
);
const named = (token: string) => valuesByFile.filter(([, strings]) => strings.has(token)).map(([f]) => f);

describe("token names are data", () => {
  it("finds each token the copy uses named in a data file", () => {
    const facts = [...used].filter((token) => unknownTokens(`{${token}}`).length === 0);
    expect(facts.length).toBeGreaterThan(50);
    for (const token of facts) expect(named(token), token).not.toHaveLength(0);
  });

  it("names a job's weeks tokens only where the job gives its weeks", () => {
    const { jobs, ...rest } = estimatorSchema.parse(
      JSON.parse(readFileSync(`${contentDir}/site/estimator.json`, "utf8")),
    );
    const job = jobs.find((j) => j.weeksTokens?.length);
    if (!job) throw new Error("no job names weeks tokens");
    const withoutWeeks = { ...job, weeks: undefined };
    expect(estimatorSchema.safeParse({ ...rest, jobs: [withoutWeeks] }).success).toBe(false);
    expect(estimatorSchema.safeParse({ ...rest, jobs: [job] }).success).toBe(true);
  });
});
