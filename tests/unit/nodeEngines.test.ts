import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { engines, nvmrcMajor, root, semver } from "./support/nodeVersions";

interface Installed {
  name: string;
  version: string;
  node: string;
}

/** Every package at the top of node_modules (scoped ones included) that names an engines.node range. */
const installedPackages = (): Installed[] => {
  const modules = new URL("node_modules/", root);
  const names = readdirSync(modules)
    .filter((name) => !name.startsWith("."))
    .flatMap((name) =>
      name.startsWith("@") ? readdirSync(new URL(`${name}/`, modules)).map((scoped) => `${name}/${scoped}`) : [name],
    );
  return names.flatMap((name) => {
    let manifest: { version?: string; engines?: { node?: unknown } };
    try {
      manifest = JSON.parse(readFileSync(new URL(`${name}/package.json`, modules), "utf8")) as typeof manifest;
    } catch {
      return []; // a scope's stray file, or a folder npm left without a manifest
    }
    const node = manifest.engines?.node;
    return typeof node === "string" ? [{ name, version: manifest.version ?? "", node }] : [];
  });
};

describe("package.json's engines.node", () => {
  it("admits no Node.js version that an installed package refuses", () => {
    const packages = installedPackages();
    // Hundreds of packages name a range: a walk that found none would pass for the wrong reason.
    expect(packages.length).toBeGreaterThan(100);
    const refusing = packages
      .filter(({ node }) => semver.validRange(node) !== null && !semver.subset(engines, node))
      .map(({ name, version, node }) => `${name}@${version} asks for node ${node}`);
    expect(refusing, `engines.node is ${engines}`).toEqual([]);
  });

  it("admits the Node.js major that .nvmrc names, which scripts/ensure-node.sh installs", () => {
    expect(semver.intersects(engines, `^${nvmrcMajor}`)).toBe(true);
  });
});
