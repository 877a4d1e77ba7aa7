import { describe, expect, it } from "vitest";
import { prefillFromQuery, quotePrefillHref, withPrefill, withoutPrefill } from "../../src/lib/quotePrefill";
import { emptyQuote, fieldLimits } from "../../src/lib/quoteSchema";

const summary = "From the cost estimator: mansard loft conversion, about 30 m². Estimate £60,000 to £95,000.";

describe("an estimate carried into the quote form", () => {
  it("reads back the project type and summary the estimator puts in the link", () => {
    const href = quotePrefillHref("Loft Conversion", summary);
    expect(href).toMatch(/^\/contact\?.*#contact-form$/);
    expect(prefillFromQuery(new URL(href, "https://example.com").search)).toEqual({
      projectType: "Loft Conversion",
      summary,
    });
  });

  it("fills an empty form", () => {
    const filled = withPrefill(undefined, { projectType: "Loft Conversion", summary });
    expect(filled).toEqual({ ...emptyQuote, projectType: "Loft Conversion", projectDetails: summary });
  });

  it("keeps a saved draft: its project type stays and the summary follows the visitor's words", () => {
    const draft = { ...emptyQuote, firstName: "Ana", projectType: "Home Extension", projectDetails: "Side return." };
    const filled = withPrefill(draft, { projectType: "Loft Conversion", summary });
    expect(filled.firstName).toBe("Ana");
    expect(filled.projectType).toBe("Home Extension");
    expect(filled.projectDetails).toBe(`Side return.\n\n${summary}`);
    // Following the same link twice adds the summary once.
    expect(withPrefill(filled, { projectType: "Loft Conversion", summary })).toEqual(filled);
  });

  it("ignores an unknown project type and strips control characters, and caps the length", () => {
    const query = new URLSearchParams({ type: "<b>Castle</b>", estimate: `a\u0000b\u0007c ${"x".repeat(5000)}` });
    const prefill = prefillFromQuery(`?${query.toString()}`);
    expect(prefill?.projectType).toBeUndefined();
    expect(prefill?.summary.startsWith("abc ")).toBe(true);
    expect(prefill?.summary.length).toBeLessThanOrEqual(600);
    const full = { ...emptyQuote, projectDetails: "y".repeat(fieldLimits.projectDetails) };
    expect(withPrefill(full, { summary }).projectDetails).toHaveLength(fieldLimits.projectDetails);
    expect(prefillFromQuery("?type=Loft%20Conversion")).toBeUndefined();
  });

  it("drops its parameters from the address and keeps the rest", () => {
    expect(withoutPrefill("https://example.com/contact?type=Other&estimate=x&utm=1#contact-form")).toBe(
      "/contact?utm=1#contact-form",
    );
  });
});
