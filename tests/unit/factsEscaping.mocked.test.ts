/**
 * Fact values are the owner's text: filled into rendered HTML they are escaped,
 * so markup characters in a business name show as written; filled into plain
 * text they stay as written, and React escapes them once when it renders.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { escapeHtml, fillFacts, fillFactsInHtml } from "../../src/lib/facts";
import { bodyHtml, withFacts } from "../../src/lib/siteData";

// vi.mock runs before the imports, so the name it uses is hoisted with it.
const { hostileName } = vi.hoisted(() => ({ hostileName: `Smith & Sons <b>"Builders"</b> O'Neill` }));

vi.mock("../../src/config/site", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/config/site")>();
  return { ...original, site: { ...original.site, name: hostileName } };
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and quoted attributes", () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe("a &amp; b &lt; c &gt; d &quot; e &#39; f");
  });

  it("escapes an ampersand that already starts an entity, so the text reads as typed", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});

describe("fact tokens in rendered HTML", () => {
  it("shows a business name with markup characters as text", () => {
    const html = fillFactsInHtml("<p>Call <strong>{company}</strong> today.</p>");
    expect(html).toBe(
      "<p>Call <strong>Smith &amp; Sons &lt;b&gt;&quot;Builders&quot;&lt;/b&gt; O&#39;Neill</strong> today.</p>",
    );
    expect(html).not.toContain("<b>");
  });

  it("escapes the values in a rendered Markdown body and keeps the body's own markup", () => {
    const html = bodyHtml({ rendered: { html: '<p><a href="/contact">{company}</a> &amp; partners</p>' } });
    expect(html).toContain('<a href="/contact">Smith &amp; Sons &lt;b&gt;');
    expect(html).toContain("</a> &amp; partners</p>");
    expect(html).not.toContain("<b>");
  });

  it("keeps a value safe inside a quoted attribute", () => {
    expect(fillFactsInHtml('<img alt="{company}">')).not.toMatch(/alt="[^"]*"[^>]/);
  });

  it("still fails on an unknown token", () => {
    expect(() => fillFactsInHtml("<p>{notAFact}</p>")).toThrow(/Unknown fact token \{notAFact\}/);
  });
});

describe("fact tokens in plain text", () => {
  it("fills the value as written, for React to escape", () => {
    expect(fillFacts("About {company}")).toBe(`About ${hostileName}`);
    expect(withFacts({ headline: "About {company}", list: ["{company}"] })).toEqual({
      headline: `About ${hostileName}`,
      list: [hostileName],
    });
  });

  it("is escaped exactly once when React renders it", () => {
    const markup = renderToStaticMarkup(createElement("h1", null, withFacts("About {company}")));
    expect(markup).toBe("<h1>About Smith &amp; Sons &lt;b&gt;&quot;Builders&quot;&lt;/b&gt; O&#x27;Neill</h1>");
  });
});
