/**
 * Token names are data: every `{token}` the copy uses for a figure, a price, a
 * job's weeks or a rule is named, as a string, in the data file that holds its
 * value, so a search for the name finds the value. Only the business's own
 * facts are named after their fields (business.json, partner.json).
 */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { estimatorSchema } from "../../src/content/siteSchemas";
import { unknownTokens } from "../../src/lib/facts";

const contentDir = "src/content";
const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((f) => /\.(md|yaml)$/.test(f));
const used = new Set(
  files.flatMap((f) =>
    [...readFileSync(`${contentDir}/${f}`, "utf8").matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1] ?? ""),
  ),
);
const dataFiles = readdirSync(`${contentDir}/site`).filter((f) => f.endsWith(".json"));
const named = (token: string) =>
  dataFiles.filter((f) => readFileSync(`${contentDir}/site/${f}`, "utf8").includes(`"${token}"`));

/** The business's facts: named after their fields in business.json and partner.json, not as strings. */
const businessFacts = new Set([
  "company",
  "phone",
  "mobile",
  "emergencyPhone",
  "email",
  "foundedYear",
  "yearsExperience",
  "projectsCompleted",
  "satisfaction",
  "rating",
  "publicLiability",
  "employees",
  "responseHours",
  "siteVisitMiles",
  "quoteAfterVisitHours",
  "hoursWeekdays",
  "hoursSaturday",
  "tilingPartner",
  "controller",
  "enquiryRetention",
  "pricesReviewed",
]);

describe("token names are data", () => {
  it("finds each figure, price, job and rule token the copy uses named in a data file", () => {
    const facts = [...used].filter((token) => unknownTokens(`{${token}}`).length === 0 && !businessFacts.has(token));
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
