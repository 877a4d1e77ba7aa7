/**
 * What the Node.js version tests read: package.json's engines.node, .nvmrc's major, and `semver`, which
 * the project does not depend on itself but which is installed at the top of node_modules for Astro's
 * sharp, among others (`npm ls semver`). It ships no types; these are the functions the tests call.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const semver = createRequire(import.meta.url)("semver") as {
  validRange: (range: string) => string | null;
  subset: (sub: string, dom: string) => boolean;
  intersects: (a: string, b: string) => boolean;
  satisfies: (version: string, range: string) => boolean;
  major: (version: string) => number;
};

const root = new URL("../../../", import.meta.url);

/** package.json's engines.node: the one floor, which scripts/ensure-node.sh reads too. */
export const engines = (
  JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { engines: { node: string } }
).engines.node;

/** The Node.js major .nvmrc names: the one ensure-node.sh installs. */
export const nvmrcMajor = Number(readFileSync(new URL(".nvmrc", root), "utf8").trim().replace(/^v/, ""));

/** The project's root folder, as a URL. */
export { root };
