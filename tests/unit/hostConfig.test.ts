import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildHeaderOptions,
  headersFile,
  hostHeaderOptions,
  netlifyToml,
  redirectsFile,
  vercelConfig,
  vercelJson,
} from "../../scripts/lib/hostConfig";
import { siteRedirects } from "../../scripts/lib/loadContent";
import { fallbackPages } from "../../src/lib/siteTree";
import { site } from "../../src/config/site";
import { adminContentSecurityPolicy, contentSecurityPolicy, pageMetaPolicy } from "../../src/config/security";

/** Vercel's `source` patterns as regular expressions (path-to-regexp with inline groups). */
const vercelRulesFor = (path: string) =>
  vercelConfig().headers.filter(({ source }) => new RegExp(`^${source.replace(/\(\.\*\)$/, "(.*)")}$`).test(path));
const cspOf = (rules: ReturnType<typeof vercelRulesFor>) =>
  rules
    .flatMap((r) => r.headers)
    .filter((h) => h.key === "Content-Security-Policy")
    .map((h) => h.value);

describe("host configuration", () => {
  it("matches the headers it is generated from (run `npm run host-config`)", () => {
    expect(readFileSync(new URL("../../vercel.json", import.meta.url), "utf8")).toBe(vercelJson());
    expect(readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8")).toBe(netlifyToml());
  });

  it("commits no file that follows content or the build's environment: the build writes _headers and _redirects", () => {
    expect(existsSync(new URL("../../public/_redirects", import.meta.url))).toBe(false);
    expect(existsSync(new URL("../../public/_headers", import.meta.url))).toBe(false);
    expect(vercelConfig()).not.toHaveProperty("redirects");
  });

  it("redirects each old path to its own page first, then any other project id", () => {
    const exact = Object.entries(siteRedirects());
    const lines = redirectsFile()
      .trim()
      .split("\n")
      .map((line) => line.replace(/ 301$/, ""));
    expect(lines.slice(0, exact.length)).toEqual(exact.map(([from, to]) => `/${from} /${to}`));
    expect(lines.slice(exact.length)).toEqual(["/project-details/* /projects"]);
  });

  it("on Vercel, sends a known /project-details/{id} to its project and an unknown one to the projects page", () => {
    // The redirect pages the build writes (astro.config.ts): each old path's, a fallback's own page among them.
    const pages = siteRedirects();
    for (const [page, to] of Object.entries(fallbackPages())) expect(pages[page]).toBe(to);
    const { rewrites } = vercelConfig();
    // Vercel serves a file first, and applies rewrites only to paths no file answers.
    const served = (path: string) => {
      const file = path.slice(1);
      if (pages[file]) return pages[file];
      const rewrite = rewrites.find(({ source }) => new RegExp(`^${source.replace(/:path\*$/, ".+")}$`).test(path));
      return rewrite ? pages[rewrite.destination.slice(1)] : undefined;
    };
    const known = Object.entries(siteRedirects()).find(([from]) => from.startsWith("project-details/"));
    expect(known).toBeDefined();
    const [from = "", to = ""] = known ?? [];
    expect(to).toMatch(/^projects\/./);
    expect(served(`/${from}`)).toBe(to);
    expect(served("/project-details/no-such-project")).toBe("projects");
    expect(served("/project-details/a/b")).toBe("projects");
    expect(served("/no-such-page")).toBeUndefined();
  });

  it("gives Netlify the editor's policy after the public one, so the later rule wins for /admin", () => {
    // Netlify merges every matching rule in order, a later value replacing an earlier one.
    const rules = netlifyToml()
      .split("[[headers]]")
      .slice(1)
      .map((block) => ({
        path: /for = "([^"]+)"/.exec(block)?.[1] ?? "",
        csp: /"Content-Security-Policy" = (".*")/.exec(block)?.[1],
      }));
    const netlifyCsp = (path: string) =>
      rules
        .filter((r) => new RegExp(`^${r.path.replace(/\*/g, ".*")}$`).test(path) && r.csp)
        .map((r) => JSON.parse(r.csp ?? "") as string)
        .at(-1);
    expect(netlifyCsp("/admin")).toBe(adminContentSecurityPolicy());
    expect(netlifyCsp("/admin/config.yml")).toBe(adminContentSecurityPolicy());
    expect(netlifyCsp("/areas/clapham")).toBe(contentSecurityPolicy());
    expect(netlifyToml()).toContain('command = "npm run build:static && rm -f dist/_headers"');
    expect(vercelConfig().buildCommand).toBe("npm run build:static");
  });

  it("sends the header part of the pages' policy: framing and loads, but no script or style list to contradict each page's", () => {
    const csp = vercelConfig().headers[0]?.headers.find((h) => h.key === "Content-Security-Policy")?.value ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/'unsafe-(inline|eval)'/);
    // A header script-src or default-src would forbid the hashes that only each page's <meta> lists.
    expect(csp).not.toMatch(/(^|; )(default-src|script-src|style-src)/);
  });

  it("gives each page's <meta> the rest: nothing by default, and scripts from the site with WebAssembly for search", () => {
    const policy = pageMetaPolicy();
    expect(policy.directives[0]).toBe("default-src 'none'");
    expect(policy.scriptResources).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy.styleResources).toEqual(["'self'"]);
    // Every load the header allows is allowed by the <meta> too, so neither part is looser than the other.
    for (const directive of contentSecurityPolicy()
      .split("; ")
      .filter((d) => !d.startsWith("frame-ancestors")))
      expect(policy.directives).toContain(directive);
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

  it("lets pages reach EmailJS only in builds whose form sends through it", () => {
    const connectSrc = (text: string) => /connect-src [^;\n]*/.exec(text)?.[0] ?? "";
    // The Cloudflare build (the default) posts to its own lead API.
    for (const env of [{}, { PUBLIC_QUOTE_TRANSPORT: "api" }]) {
      expect(connectSrc(headersFile(buildHeaderOptions(env)))).toBe("connect-src 'self'");
    }
    const staticBuild = headersFile(buildHeaderOptions({ PUBLIC_QUOTE_TRANSPORT: "emailjs" }));
    expect(connectSrc(staticBuild)).toBe(`connect-src 'self' ${site.emailjs.origin}`);
    // vercel.json and netlify.toml are the static hosts': their form sends through EmailJS.
    for (const text of [vercelJson(), netlifyToml()]) expect(connectSrc(text)).toContain(site.emailjs.origin);
  });

  it("asks for HSTS preloading only when the owner opts in", () => {
    expect(hostHeaderOptions({})).toEqual({ hstsPreload: false });
    for (const env of [{}, { HSTS_PRELOAD: "true" }]) {
      const options = hostHeaderOptions(env);
      const preload = options.hstsPreload === true;
      for (const text of [headersFile(options), netlifyToml(options), vercelJson(options)]) {
        expect(text.includes("includeSubDomains; preload"), JSON.stringify(env)).toBe(preload);
      }
    }
  });

  it("keeps every public file to this site except the social images, which other sites fetch", () => {
    const vercelRule = (path: string) =>
      vercelRulesFor(path)
        .flatMap((rule) => rule.headers)
        .filter((h) => h.key === "Cross-Origin-Resource-Policy")
        .map((h) => h.value);
    expect(vercelRule("/contact")).toEqual(["same-origin"]);
    expect(vercelRule("/og/contact.png")).toEqual(["cross-origin"]);
    const blocks = headersFile().split(/\n(?=\/)/);
    expect(blocks.find((b) => b.startsWith("/*\n"))).toContain("Cross-Origin-Resource-Policy: same-origin");
    expect(blocks.find((b) => b.startsWith("/og/*\n"))).toMatch(
      /! Cross-Origin-Resource-Policy\n {2}Cross-Origin-Resource-Policy: cross-origin/,
    );
    expect(netlifyToml().split("[[headers]]").at(-4)).toContain('"Cross-Origin-Resource-Policy" = "cross-origin"');
  });
});
