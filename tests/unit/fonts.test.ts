import { describe, expect, it } from "vitest";
import { brandFontParts, brandFontPoints, codePointsOf, unicodeRangeOf } from "../../scripts/lib/brandFonts";
import { brandFontCoreCharacters, brandFontRange } from "../../src/config/fonts";

describe("the brand fonts' two files", () => {
  it("cover the whole Latin range between them, each character once, but the control characters", () => {
    const [core, rest] = brandFontParts();
    const all = codePointsOf(brandFontRange);
    const both = [...(core?.points ?? []), ...(rest?.points ?? [])].sort((a, b) => a - b);
    expect(both).toEqual(brandFontPoints().sort((a, b) => a - b));
    // A tab or line break is nothing to draw: in a face's range it fetched the second file for nothing.
    expect(both).not.toContain(0x0a);
    expect(both).not.toContain(0x85);
    expect(all.filter((point) => !both.includes(point))).toHaveLength(0x20 + 0x21);
  });

  it("put the core characters in the first file, the one each page preloads", () => {
    const [core] = brandFontParts();
    expect(String.fromCodePoint(...(core?.points ?? []).sort((a, b) => a - b))).toBe(
      Array.from(brandFontCoreCharacters)
        .sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0))
        .join(""),
    );
  });

  it("write unicode-range values that read back as the same characters", () => {
    expect(unicodeRangeOf([0x41, 0x42, 0x43, 0xa3, 0x2019])).toEqual(["U+0041-0043", "U+00A3", "U+2019"]);
    expect(codePointsOf(unicodeRangeOf(codePointsOf(brandFontRange)))).toEqual(codePointsOf(brandFontRange));
  });
});
