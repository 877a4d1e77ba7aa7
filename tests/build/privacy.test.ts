/** The privacy notice: a page of its own, linked from every page's footer and from the quote form. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { business, site } from "../../src/config/site";
import { retentionText } from "../../src/lib/facts";
import { testConfig } from "../e2e/support/testConfig";

const page = (file: string) => parse(readFileSync(join(testConfig.outDir, file), "utf8"));

describe("privacy notice", () => {
  it("says what is collected, who delivers it, the draft in the browser, how long it is kept and who to ask", () => {
    const text = page("privacy.html").querySelector("main")?.textContent ?? "";
    for (const needle of [
      "e-mail address, phone number",
      "EmailJS",
      "Cloudflare D1, kept in Western Europe",
      "local storage",
      `${retentionText(business.enquiryRetention.months)} after our last contact`,
      site.email,
      "Information Commissioner",
      "sets no cookies",
    ]) {
      expect(text).toContain(needle);
    }
  });

  it("is linked from the footer of every kind of page and beside the quote form", () => {
    for (const file of ["index.html", "contact.html", "roof-repairs.html", "areas/chelsea.html", "404.html"]) {
      expect(page(file).querySelector('footer a[href="/privacy"]'), file).not.toBeNull();
    }
    expect(page("contact.html").querySelector('form a[href="/privacy"]')).not.toBeNull();
  });
});
