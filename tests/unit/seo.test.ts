import { describe, expect, it } from "vitest";
import { buildHead, canonicalUrl, fullTitle, jsonForScript, keywordList, metaDescription } from "../../src/lib/seo";
import { businessJsonLd, postalAddressJsonLd } from "../../src/lib/jsonLd";
import { site } from "../../src/config/site";

describe("canonical URL", () => {
  it("is absolute and has no trailing slash", () => {
    expect(canonicalUrl("/roof-repairs/", "https://example.com")).toBe("https://example.com/roof-repairs");
    expect(canonicalUrl("flooring/underfloor-heating", "https://example.com")).toBe(
      "https://example.com/flooring/underfloor-heating",
    );
  });

  it("is the bare origin for the home page", () => {
    expect(canonicalUrl("/", "https://example.com")).toBe("https://example.com");
  });
});

describe("meta description", () => {
  it("adds the ' — title' suffix to a short description", () => {
    expect(metaDescription("Flat roofs in EPDM and GRP.", "Keystone")).toBe("Flat roofs in EPDM and GRP. — Keystone");
  });

  it("stays within 160 characters, cutting at a word and keeping the suffix", () => {
    const long = "Slate roof repairs and re-roofing for Victorian terraces ".repeat(5);
    const result = metaDescription(long, "Keystone Builders London");
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith("… — Keystone Builders London")).toBe(true);
    expect(result).not.toMatch(/\s…/);
  });

  it("falls back to the site description when none is given", () => {
    expect(metaDescription(undefined, "Site", "Fallback text.")).toBe("Fallback text. — Site");
    expect(metaDescription("  ", "Site", "Fallback text.")).toBe("Fallback text. — Site");
  });
});

describe("title and keywords", () => {
  it("adds the brand only when the title stays within 60 characters", () => {
    expect(fullTitle("Roof Repairs", "Keystone")).toBe("Roof Repairs | Keystone");
    const long = "Flat Roofing in London | EPDM, GRP & Felt Roofs for Homes";
    expect(fullTitle(long, "Keystone")).toBe(long);
  });

  it("keeps the page's keywords first and returns at most 20 unique ones", () => {
    const keywords = keywordList({
      title: "Roof Repairs in London | Slate",
      keywords: Array.from({ length: 25 }, (_, i) => `keyword ${i}`),
    });
    expect(keywords).toHaveLength(20);
    expect(keywords[0]).toBe("keyword 0");
    expect(new Set(keywords).size).toBe(20);
  });

  it("generates keywords from the title subject", () => {
    expect(keywordList({ title: "Roof Repairs in London | Slate" })).toEqual(
      expect.arrayContaining(["roof repairs", "roof repairs london", "roof repairs near me"]),
    );
  });
});

describe("head builder", () => {
  it("builds one canonical, one description and the JSON-LD blocks", () => {
    const tags = buildHead({
      title: "Roof Repairs",
      description: "Fixing roofs.",
      path: "/roof-repairs/",
      jsonLd: [{ a: 1 }, { b: 2 }],
    });
    expect(tags.filter((t) => t.attrs.rel === "canonical")).toHaveLength(1);
    expect(tags.find((t) => t.attrs.rel === "canonical")?.attrs.href).toMatch(/\/roof-repairs$/);
    expect(tags.filter((t) => t.attrs.name === "description")).toHaveLength(1);
    expect(tags.filter((t) => t.tag === "script")).toHaveLength(2);
  });

  it("escapes JSON-LD so it cannot close its script element", () => {
    expect(jsonForScript({ text: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("the firm's postal address in structured data", () => {
  const given = { addressLocality: "London", addressCountry: "GB" };
  const empty = { streetAddress: "", addressLine2: "", postalCode: "" };

  it("publishes only the town and country until a street address and postcode are given", () => {
    expect(postalAddressJsonLd({ ...given, ...empty })).toEqual({ "@type": "PostalAddress", ...given });
    expect((businessJsonLd() as { address?: unknown }).address).toEqual(postalAddressJsonLd(site.address));
  });

  it("joins the street lines into one streetAddress and adds the postcode once given", () => {
    const address = { ...given, streetAddress: "12 Voltaire Road", addressLine2: "Unit 4", postalCode: "SW4 6DH" };
    expect(postalAddressJsonLd(address)).toEqual({
      "@type": "PostalAddress",
      streetAddress: "12 Voltaire Road, Unit 4",
      addressLocality: "London",
      postalCode: "SW4 6DH",
      addressCountry: "GB",
    });
    expect(postalAddressJsonLd({ ...address, addressLine2: "" })).toMatchObject({ streetAddress: "12 Voltaire Road" });
  });
});
