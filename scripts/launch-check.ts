/**
 * `npm run launch-check`: lists every placeholder still in place, each with
 * the file and the CMS field to change, and exits 1 while any remain.
 * `npm run launch-check -- --report` prints the same list and exits 0 (CI).
 * Rules checked, and sources read, more than 12 months ago are printed as
 * warnings and never change the exit code.
 */
import { formatFindings, launchFindings, ruleWarnings, sourceWarnings } from "./lib/launchCheck";

const findings = launchFindings();
console.log(formatFindings(findings));
// Rules and sources due for re-checking are warnings: they never change the exit code.
const warnings = [...ruleWarnings(), ...sourceWarnings()];
if (warnings.length) console.log(`\n${formatFindings(warnings, "warning(s), which do not block the launch")}`);
if (findings.length && !process.argv.includes("--report")) process.exitCode = 1;
