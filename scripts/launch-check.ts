/**
 * `npm run launch-check`: lists every placeholder still in place, each with
 * the file and the CMS field to change, and exits 1 while any remain.
 * `npm run launch-check -- --report` prints the same list and exits 0 (CI).
 * Rules checked, and sources read, more than 12 months ago are printed as
 * warnings and never change the exit code.
 * The star claims are compared with the reviews the live site publishes (its figures at
 * /api/reviews/figures): on the site's own address once it is set, or on `--published-from <origin>`
 * (e.g. http://localhost:8787 under `npm start`), where the sample reviews are also listed only if the live
 * pages still show them; `--report` (CI) reads no site.
 */
import { business } from "../src/config/site";
import {
  claimFindings,
  formatFindings,
  isExampleDomain,
  launchFindings,
  liveSampleReviews,
  readPublishedFigures,
  ruleWarnings,
  sourceWarnings,
  unreadFiguresFinding,
} from "./lib/launchCheck";

const args = process.argv.slice(2);
const report = args.includes("--report");
const given = args.includes("--published-from") ? args[args.indexOf("--published-from") + 1] : undefined;
const origin = given ?? (report || isExampleDomain(business.url) ? undefined : business.url);

let findings = launchFindings();
if (origin) {
  try {
    findings.push(...claimFindings(await readPublishedFigures(origin)));
    // The examples are listed as the live pages show them: on Cloudflare they go once a review is published.
    const shown = new Set(await liveSampleReviews(origin));
    findings = findings.filter((finding) => finding.kind !== "Sample review" || shown.has(finding.detail));
  } catch (error) {
    findings.push(unreadFiguresFinding(error));
  }
}
console.log(formatFindings(findings));
// Rules and sources due for re-checking are warnings: they never change the exit code.
const warnings = [...ruleWarnings(), ...sourceWarnings()];
if (warnings.length) console.log(`\n${formatFindings(warnings, "warning(s), which do not block the launch")}`);
if (findings.length && !report) process.exitCode = 1;
