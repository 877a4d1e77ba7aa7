/**
 * `npx tsx scripts/add-figure.ts <token> "<label>" "<value>" [--confirmed]`:
 * adds a recurring figure (lead time, duration, guarantee, U-value,
 * threshold) to src/content/site/facts.json, in the form the CMS writes, so
 * copy can print it as `{token}`. Without --confirmed it awaits the owner's
 * confirmation and the launch check lists it; use --confirmed only for a
 * figure taken from a regulation or standard, not for the business's own.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { factsSchema } from "../src/content/schemas/facts";

const [token, label, value] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!token || !label || !value) {
  console.error('Usage: npx tsx scripts/add-figure.ts <token> "<label>" "<value>" [--confirmed]');
  process.exit(2);
}
const file = new URL("../src/content/site/facts.json", import.meta.url);
const data = factsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
if (data.figures.some((f) => f.token === token)) {
  console.error(`{${token}} already exists: ${data.figures.find((f) => f.token === token)?.value}`);
  process.exit(1);
}
data.figures.push({ token, label, value, confirmed: process.argv.includes("--confirmed") });
writeFileSync(file, `${JSON.stringify(factsSchema.parse(data), null, 2)}\n`);
console.log(`{${token}} = ${value}`);
