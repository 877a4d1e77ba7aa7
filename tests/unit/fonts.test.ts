import { describe, expect, it } from "vitest";
import { brandFontParts, codePointsOf, unicodeRangeOf } from "../../scripts/lib/brandFonts";
import { brandFontCoreCharacters, brandFontRange } from "../../src/config/fonts";

describe("the brand fonts' two files", () => {
  it("cover the whole Latin range between them, each character once", () => {
    const [core, rest] = brandFontParts();
    const all = codePointsOf(brandFontRange);
    expect([...(core?.points ?? []), ...(rest?.points ?? [])].sort((a, b) => a - b)).toEqual(
      [...all].sort((a, b) => a - b),
    );
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
