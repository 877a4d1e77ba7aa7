import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { headersFile, redirectsFile, vercelConfig, vercelJson } from "../../scripts/lib/hostConfig";

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
});
