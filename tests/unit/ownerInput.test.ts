/**
 * What anyone with edit access can put into the content: links that would run
 * script or leave https are refused by the schemas the build and the editor
 * both use, and raw HTML in a Markdown body is refused by the content check
 * and fails the build, while ordinary Markdown passes.
 */
import { describe, expect, it } from "vitest";
import { accreditationsSchema } from "../../src/content/schemas/accreditations";
import { auditContent, type AuditEntry } from "../../scripts/lib/contentAudit";
import { rawHtmlIn } from "../../src/lib/markdownHtml";
import { bodyHtml } from "../../src/lib/siteData";

const withHref = (href: string) => accreditationsSchema.safeParse({ accreditations: [{ name: "Register", href }] });

describe("accreditation links", () => {
  it.each([
    ["a javascript: URL", "javascript:alert(1)"],
    ["a javascript: URL in capitals", "JavaScript:alert(document.cookie)"],
    ["a javascript: URL dressed as a path", "javascript://register.test/%0Aalert(1)"],
    ["an http: address", "http://register.test/members/123"],
    ["a data: URL", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["a relative path", "/members/123"],
    ["an https address with a space", "https://register.test/members 123"],
  ])("refuses %s", (_label, href) => {
    const result = withHref(href);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["accreditations", 0, "href"]);
  });

  it.each([
    ["a register page", "https://register.test/members/123"],
    ["a page with a query and a fragment", "https://www.register.test/check?member=123#details"],
  ])("accepts %s", (_label, href) => {
    expect(withHref(href).success).toBe(true);
  });

  it("accepts an accreditation with no link", () => {
    expect(accreditationsSchema.safeParse({ accreditations: [{ name: "Register" }] }).success).toBe(true);
  });
});

const hostileBodies: [string, string][] = [
  ["a meta refresh", '## Prices\n\n<meta http-equiv="refresh" content="0;url=https://elsewhere.test">\n\nMore text.'],
  ["a script block", "Some text.\n\n<script>alert(document.cookie)</script>\n"],
  ["an image with onerror inside a paragraph", "Look at this <img src=x onerror=alert(1)> wall."],
  ["an inline link tag with a script URL", 'Read <a href="javascript:alert(1)">the guide</a> first.'],
  ["an iframe in a list", "- one\n- <iframe src=https://elsewhere.test></iframe>\n"],
  ["a tag in a table cell", "| a | b |\n| - | - |\n| <svg onload=alert(1)> | 2 |\n"],
  ["an HTML comment", "Text.\n\n<!-- hidden note -->\n"],
];

const ordinaryBody = [
  "## How long it takes",
  "",
  "Most jobs take *two* to **three** weeks, and a gap of < 5 m between houses needs a party wall notice.",
  "Costs rise when 3 < 4 and when the wall is > 2 m tall; see [the party wall guide](/party-wall-surveys).",
  "",
  "- Strip out",
  "- Build",
  "  1. Walls",
  "  2. Roof",
  "",
  "| Job | Weeks |",
  "| --- | ----- |",
  "| Loft | 8 |",
  "",
  "> A quote is free.",
  "",
  "Write `<br>` in code and it stays code, as does an autolink: <https://www.planningportal.gov.uk>.",
  "",
  "```",
  "<script>not run: a code block is text</script>",
  "```",
  "",
  "Call us on {phone}.",
].join("\n");

describe("raw HTML in Markdown bodies", () => {
  it.each(hostileBodies)("finds %s", (_label, body) => {
    expect(rawHtmlIn(body)).not.toEqual([]);
  });

  it("quotes the start of each piece of raw HTML", () => {
    expect(rawHtmlIn(hostileBodies[0]?.[1] ?? "")).toEqual([
      '<meta http-equiv="refresh" content="0;url=https://elsewhere.…',
    ]);
    expect(rawHtmlIn("<b>bold</b> and <i>italic</i>")).toEqual(["<b>", "</b>", "<i>", "</i>"]);
  });

  it("finds nothing in ordinary Markdown: links, lists, tables, emphasis, code and < in text", () => {
    expect(rawHtmlIn(ordinaryBody)).toEqual([]);
  });

  const audited = (body: string): AuditEntry => ({
    route: "guides/test-page",
    title: "A test page",
    description: "A page for the test.",
    prose: [],
    body,
    links: [],
    short: true,
  });
  const rawHtmlProblems = (body: string) =>
    auditContent([audited(body)], { knownRoutes: new Set(["party-wall-surveys"]), minWords: 0 }).filter((p) =>
      p.includes("raw HTML"),
    );

  it.each(hostileBodies)("the content check refuses %s, naming the page", (_label, body) => {
    const problems = rawHtmlProblems(body);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^guides\/test-page: raw HTML in the Markdown body \(</);
  });

  it("the content check accepts ordinary Markdown", () => {
    expect(rawHtmlProblems(ordinaryBody)).toEqual([]);
  });

  it.each(hostileBodies)("the build refuses %s, naming the file", (_label, body) => {
    const entry = { id: "test-page", filePath: "src/content/pages/test-page.md", body, rendered: { html: "<p></p>" } };
    expect(() => bodyHtml(entry)).toThrow(/^src\/content\/pages\/test-page\.md: raw HTML in the Markdown body/);
  });

  it("the build renders a page with ordinary Markdown", () => {
    const entry = { id: "test-page", body: ordinaryBody, rendered: { html: "<p>Call us.</p>" } };
    expect(bodyHtml(entry)).toBe("<p>Call us.</p>");
  });
});
