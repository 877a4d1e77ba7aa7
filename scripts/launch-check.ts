/**
 * `npm run launch-check`: lists every placeholder still in place, each with
 * the file and the CMS field to change, and exits 1 while any remain.
 * `npm run launch-check -- --report` prints the same list and exits 0 (CI).
 */
import { formatFindings, launchFindings } from "./lib/launchCheck";

const findings = launchFindings();
console.log(formatFindings(findings));
if (findings.length && !process.argv.includes("--report")) process.exitCode = 1;
