/**
 * The characters the PDFs' font is cut to (scripts/pdf-fonts.ts): Basic Latin, Latin-1, Latin
 * Extended-A and -B, the combining accents, Latin Extended Additional (Vietnamese: "Nguyễn"), and the
 * punctuation and symbols a quote sets (£ € ² – — ‘ ’ “ ” • … ™). Public Sans has most of these, not
 * all (no ✓, and few of Extended-B's letters); the cut keeps every one it has. A name in another script
 * (Greek, Cyrillic) is beyond the typeface: pdf-lib draws its font's empty glyph there rather than fail.
 */
export const pdfFontRanges: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0100, 0x017f],
  [0x0180, 0x024f],
  [0x0300, 0x036f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20ab, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0x2713, 0x2713],
];

/** Every code point of the ranges, as one string for the subsetter. */
export const pdfFontText = (): string =>
  pdfFontRanges
    .map(([from, to]) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)))
    .join("");
