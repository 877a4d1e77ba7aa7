import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { headersFile, redirectsFile, vercelConfig, vercelJson } from "../../scripts/lib/hostConfig";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "../../src/config/security";

/** Vercel's `source` patterns as regular expressions (path-to-regexp with inline groups). */
const vercelRulesFor = (path: string) =>
  vercelConfig().headers.filter(({ source }) => new RegExp(`^${source.replace(/\(\.\*\)$/, "(.*)")}$`).test(path));
const cspOf = (rules: ReturnType<typeof vercelRulesFor>) =>
  rules
    .flatMap((r) => r.headers)
    .filter((h) => h.key === "Content-Security-Policy")
    .map((h) => h.value);

describe("host configuration", () => {
  it("matches the redirects and headers it is generated from (run `npm run host-config`)", () => {
    expect(readFileSync(new URL("../../vercel.json", import.meta.url), "utf8")).toBe(vercelJson());
    expect(readFileSync(new URL("../../public/_headers", import.meta.url), "utf8")).toBe(headersFile());
    expect(readFileSync(new URL("../../public/_redirects", import.meta.url), "utf8")).toBe(redirectsFile());
  });

  it("sends a content security policy without unsafe-inline or unsafe-eval for scripts", () => {
    const csp = vercelConfig().headers[0]?.headers.find((h) => h.key === "Content-Security-Policy")?.value ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("gives the content editor its own policy, never the public one as well, and keeps it out of search", () => {
    for (const path of ["/admin", "/admin/config.yml", "/admin/sveltia-cms.js"]) {
      expect(cspOf(vercelRulesFor(path)), path).toEqual([adminContentSecurityPolicy()]);
      expect(
        vercelRulesFor(path).flatMap((r) => r.headers),
        path,
      ).toContainEqual({
        key: "X-Robots-Tag",
        value: "noindex, nofollow",
      });
    }
    for (const path of ["/", "/about", "/areas/clapham", "/administration-fees", "/_astro/x.js"])
      expect(cspOf(vercelRulesFor(path)), path).toEqual([contentSecurityPolicy()]);
    // _headers combines matching blocks: the editor's blocks detach the public policy before setting their own.
    const blocks = headersFile().split(/\n(?=\/)/);
    for (const path of ["/admin", "/admin/*"]) {
      const block = blocks.find((b) => b.startsWith(`${path}\n`)) ?? "";
      expect(block.indexOf("! Content-Security-Policy"), path).toBeGreaterThan(0);
      expect(block.indexOf("! Content-Security-Policy")).toBeLessThan(block.indexOf("  Content-Security-Policy:"));
      expect(block).toContain(`Content-Security-Policy: ${adminContentSecurityPolicy()}`);
      expect(block).toContain("X-Robots-Tag: noindex");
    }
  });

  it("keeps scripts of the editor's policy to the site itself, with no unsafe-eval", () => {
    const csp = adminContentSecurityPolicy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
