/**
 * What the build writes, file by file: no control characters in the text it
 * generates, and no page section that stops after its heading.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { filesWithExtension, routeOfBuiltFile } from "../../scripts/lib/files";
import { buildHeaderOptions, headersFile, redirectsFile } from "../../scripts/lib/hostConfig";
import { leadClass } from "../../src/components/ui/variants";
import { fallbackPages } from "../../src/lib/siteTree";
import { testConfig } from "../e2e/support/testConfig";

const root = testConfig.outDir;

/** Text formats the build generates; the editor's own translation files are the CMS package's, not ours. */
const generated = [".html", ".css", ".xml", ".json", ".yml", ".txt", ".webmanifest", "_headers", "_redirects"]
  .flatMap((ext) => filesWithExtension(root, ext))
  .filter((file) => !/^admin\/cms@[^/]+\//.test(relative(root, file)));

/** C0 controls other than tab, newline and carriage return, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

describe("generated files", () => {
  it("include every kind the build writes", () => {
    for (const ext of [".html", ".css", ".xml", ".json", "_headers", "_redirects"]) {
      expect(
        generated.some((file) => file.endsWith(ext)),
        ext,
      ).toBe(true);
    }
  });

  it("include the hosts' _headers and _redirects, written for this build's content and settings", () => {
    // The browser tests' build is the static hosts' one (scripts/test.sh): its form sends through EmailJS,
    // here the local origin the build was given.
    expect(readFileSync(`${root}_headers`, "utf8")).toBe(
      headersFile({
        ...buildHeaderOptions({ ...process.env, PUBLIC_QUOTE_TRANSPORT: "emailjs" }),
        emailjsOrigin: testConfig.emailjsOrigin,
      }),
    );
    expect(readFileSync(`${root}_redirects`, "utf8")).toBe(redirectsFile());
  });

  it("include a page at each old path prefix that sends the visitor on (Vercel rewrites unknown paths there)", () => {
    for (const [page, to] of Object.entries(fallbackPages())) {
      expect(readFileSync(`${root}${page}.html`, "utf8")).toContain(`content="0; url=/${to}"`);
    }
  });

  it("carry no control characters", () => {
    const found = generated.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const at = text.search(controlCharacter);
      if (at < 0) return [];
      const code = text.charCodeAt(at).toString(16).padStart(4, "0");
      return [`${relative(root, file)}: U+${code} in …${text.slice(Math.max(0, at - 40), at + 10)}…`];
    });
    expect(found).toEqual([]);
  });
});

/** Media and controls count as content even without text. */
const contentElements = "img, picture, svg, video, iframe, form, input, select, textarea, button, astro-island";

/** A section's lead paragraph (ui/Section), which introduces its content rather than being it. */
const leadParagraph = new RegExp(`^\\s*<p class="${leadClass}">[\\s\\S]*?</p>`);

describe("page sections", () => {
  const pages = filesWithExtension(root, ".html")
    .map((file) => ({ route: routeOfBuiltFile(root, file), doc: parse(readFileSync(file, "utf8")) }))
    .filter(({ route }) => !route.startsWith("admin"));

  it("are found on the built pages", () => {
    expect(pages.reduce((n, p) => n + p.doc.querySelectorAll("main section").length, 0)).toBeGreaterThan(pages.length);
  });

  it("never stop after their heading and lead paragraph", () => {
    const empty: string[] = [];
    for (const { route, doc } of pages) {
      for (const section of doc.querySelectorAll("section")) {
        const heading = section.querySelector("h2, h3");
        if (!heading) continue;
        // Everything in the section after the heading, less the lead paragraph that introduces it.
        const html = section.innerHTML;
        const after = html.slice(html.indexOf(heading.outerHTML) + heading.outerHTML.length);
        const rest = parse(after.replace(leadParagraph, ""));
        if (rest.textContent.trim() === "" && rest.querySelectorAll(contentElements).length === 0) {
          empty.push(`/${route} #${section.id || heading.text.trim()}`);
        }
      }
    }
    expect(empty).toEqual([]);
  });
});
