/**
 * The built HTML is valid: the W3C Nu HTML Checker (the validator behind
 * validator.w3.org, run locally from the vnu-jar package) on one page of each
 * template, and html-validate's standard rules on every page.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { filesWithExtension } from "../../scripts/lib/files";
import { testConfig } from "../e2e/support/testConfig";

const root = testConfig.outDir;

/** One built page of each template, and the pages with their own shape (404, a redirect, the CMS). */
const onePerTemplate = [
  "index.html",
  "about.html",
  "services.html",
  "areas.html",
  "areas/chelsea.html",
  "areas/chelsea/georgian-house-repairs.html",
  "roof-repairs.html",
  "flooring/laminate-installation.html",
  "home-extensions-london.html",
  "london-building-regulations-guide.html",
  "projects.html",
  "projects/loft-conversion.html",
  "contact.html",
  "call-us-today.html",
  "404.html",
  "brickwork-services.html",
  "project-details/loft-conversion.html",
];

const vnuJar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe("valid HTML", () => {
  it("passes the Nu HTML Checker on one page of each template", () => {
    const files = onePerTemplate.map((file) => join(root, file));
    // Exits non-zero when it finds errors; the JSON report is on stderr either way.
    let report = "";
    try {
      execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], { stdio: "pipe" });
    } catch (error) {
      const { stderr } = error as { stderr?: Buffer };
      if (!stderr?.length) throw error;
      report = stderr.toString();
    }
    // The checker's CSS validator predates some CSS Astro and Tailwind write; it reads only the font faces
    // inlined in the head: the HTML is checked, the CSS is theirs.
    const messages = (report ? (JSON.parse(report) as { messages: VnuMessage[] }).messages : []).filter(
      (m) => !m.message.startsWith("CSS: "),
    );
    expect(messages.map((m) => `${m.url.replace(/^.*?dist\//, "")}: ${m.message}`)).toEqual([]);
  }, 60_000);

  it("breaks none of html-validate's standard rules on any page", async () => {
    const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
    const problems: string[] = [];
    const files = filesWithExtension(root, ".html");
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      const report = await validator.validateString(readFileSync(file, "utf8"), file);
      for (const result of report.results) {
        for (const message of result.messages) problems.push(`${file.slice(root.length)}: ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
