import { existsSync } from "node:fs";
import { testConfig } from "./testConfig";

/** Browser tests run against the test build; say how to make it when missing. */
export default function requireBuild(): void {
  if (!existsSync(`${testConfig.outDir}index.html`)) {
    throw new Error("No test build in .test-dist: run `npm test`, which builds it before the tests.");
  }
}
