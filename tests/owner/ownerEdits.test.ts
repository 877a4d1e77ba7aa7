/**
 * The owner's real data keeps CI green: a copy of the project with the owner's
 * launch edits applied (tests/owner/ownerEdits.ts) passes the content audit,
 * builds, passes every build test, and its launch check lists exactly
 * what the edits left to do.
 *
 * It works on a full copy of the working tree because the site reads its
 * business data through static imports: the edits must be on disk before
 * anything is compiled. It costs one more build and a build test run.
 *
 * The browser and unit suites are not run again here: no browser test pins
 * today's data (each reads what it checks from the content, as the build tests
 * do), and the paths the edits take that today's content does not (photographs
 * instead of drawings, no sample review or project, a street address in the
 * JSON-LD) all run in the build, page by page, which the build tests then read.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Finding } from "../../scripts/lib/launchCheck";
import { testConfig } from "../e2e/support/testConfig";
import { applyOwnerEdits, ownerEdits } from "./ownerEdits";

const project = process.cwd();
let copy = "";

/**
 * Runs a command in the copy; the test fails with its output when it fails. Asynchronous, so
 * the test worker keeps answering Vitest while a build or a test run takes minutes.
 */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: copy,
      // Not the outer Vitest's variables: they would make the inner run think it is one of its workers,
      // and its NODE_ENV=test would make the build bundle React's development code.
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST") && k !== "NODE_ENV" && k !== "TEST"),
        ),
        ...env,
        CI: "true",
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => {
      if (status === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(" ")} failed:\n${output.slice(-6000)}`));
    });
  });
}

beforeAll(async () => {
  // Inside the project (one file system), with the installed packages hard-linked in as a real
  // node_modules: a symlinked one made Vite bundle React twice, by both paths.
  copy = join(project, ".owner-edits-dist");
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  execFileSync("cp", ["-al", join(project, "node_modules"), join(copy, "node_modules")]);
  // Caches the build writes are copied, not linked, so the copy's build cannot change the project's.
  for (const cache of [".astro", ".vite", ".cache"]) {
    rmSync(join(copy, "node_modules", cache), { recursive: true, force: true });
  }
  const ogCache = join(project, "node_modules/.cache");
  if (existsSync(ogCache)) cpSync(ogCache, join(copy, "node_modules/.cache"), { recursive: true });
  // The working tree as git sees it (tracked and new files, nothing ignored).
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: project,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(project, file), join(copy, file));
    } catch {
      // A file deleted in the working tree but still in the index.
    }
  }
  // A repository of its own, so tools that honour .gitignore only inside one (Tailwind's class
  // scanner) skip the same files as in the project.
  execFileSync("git", ["init", "-q"], { cwd: copy });
  await applyOwnerEdits(copy);
}, 120_000);
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("the owner's launch edits", () => {
  it("pass the content audit and build", async () => {
    // The editor writes files in one form (scripts/normalise-content.ts); the edits are saved in it too.
    await run("npx", ["tsx", "scripts/normalise-content.ts"]);
    await run("npx", ["tsx", "scripts/check-content.ts"]);
    await run("npx", ["astro", "build", "--silent"], {
      ASTRO_OUT_DIR: ".test-dist",
      PUBLIC_QUOTE_TRANSPORT: "emailjs",
      PUBLIC_EMAILJS_API_ORIGIN: testConfig.emailjsOrigin,
      PUBLIC_QUOTE_TIMEOUT_MS: String(testConfig.quoteTimeoutMs),
    });
    const home = readFileSync(join(copy, ".test-dist/index.html"), "utf8");
    expect(home).toContain(ownerEdits.headline);
    expect(home).toContain(ownerEdits.phone);
  });

  it("pass every build test", async () => {
    // TEST_OUT_DIR is relative to the copy; the copy's own vitest.json is read for the counts. One worker:
    // this file starts first (tests/sequencer.ts) and shares the two cores with the outer run's other workers.
    await run("npx", ["vitest", "run", "--project", "build", "--maxWorkers", "1"], {
      TEST_OUT_DIR: ".test-dist",
    });
    const results = JSON.parse(readFileSync(join(copy, "test-results/vitest.json"), "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    expect(results.numFailedTests).toBe(0);
    expect(results.numPassedTests).toBeGreaterThan(50);
  });

  it("leave the launch check listing exactly what they did not do", async () => {
    const output = await run("npx", [
      "tsx",
      "-e",
      'import("./scripts/lib/launchCheck.ts").then(({ launchFindings }) => console.log("FINDINGS" + JSON.stringify(launchFindings({}))))',
    ]);
    const findings = JSON.parse(output.slice(output.indexOf("FINDINGS") + 8).split("\n")[0] ?? "[]") as Finding[];
    const kinds = new Set(findings.map((f) => f.kind));
    // Done by the edits: gone from the list.
    for (const done of [
      "Drama-range phone number",
      "Placeholder domain",
      "Placeholder e-mail",
      "Empty address",
      "Sample review",
      "Example project",
      "Illustration instead of a photo",
    ]) {
      expect(kinds.has(done), done).toBe(false);
    }
    expect(findings.filter((f) => f.file.endsWith("prices.json"))).toEqual([]);
    // Not done by the edits: still listed, and nothing else.
    const left = [
      "Default EmailJS id",
      "Missing company details",
      "Missing VAT details",
      "Missing registration",
      "Placeholder tiling partner",
    ];
    for (const kind of left) expect(kinds.has(kind), kind).toBe(true);
    // Copy that picked a deleted sample review or project is named for the owner to revise.
    expect(kinds.has("Page shows a review that is no longer on file")).toBe(true);
    expect(kinds.has("Page names a project that is no longer on file")).toBe(true);
    // Claims and figures outside prices.json, and pages awaiting their review, depend on the day's content.
    const dependOnContent = [
      "Unconfirmed price or claim",
      "Copy awaiting its technical review",
      "Page shows a review that is no longer on file",
      "Page names a project that is no longer on file",
    ];
    expect([...kinds].filter((kind) => !left.includes(kind) && !dependOnContent.includes(kind))).toEqual([]);
  });
});
