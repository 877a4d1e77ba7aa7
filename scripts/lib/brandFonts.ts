/**
 * The brand fonts as Astro's Fonts API takes them (astro.config.ts), each cut from its Fontsource file
 * into two: the core characters (src/config/fonts.ts), which every page preloads, and the rest of the
 * Latin range, which a browser fetches only for a page that uses one of them (each file's
 * `unicode-range` says which). Both are narrowed to the weights the site sets in that face. The cut files are
 * written once into node_modules/.cache, named by what they are made from.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fontProviders } from "astro/config";
import subsetFont from "subset-font";
import { brandFontCoreCharacters, brandFontFeatures, brandFontRange, brandFonts } from "../../src/config/fonts";

type BrandFont = (typeof brandFonts)[keyof typeof brandFonts];

const cacheDir = "node_modules/.cache/brand-fonts";

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");

/** The code points of CSS `unicode-range` values ("U+0000-00FF", "U+0131"). */
export function codePointsOf(ranges: readonly string[]): number[] {
  return ranges.flatMap((range) => {
    const [from = "", to = from] = range.replace(/^U\+/i, "").split("-");
    const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

/** The shortest `unicode-range` values for a set of code points. */
export function unicodeRangeOf(points: Iterable<number>): [string, ...string[]] {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const [start = 0, end = 0] = [sorted[i], sorted[j]];
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
    i = j + 1;
  }
  const [first, ...rest] = ranges;
  if (!first) throw new Error("A font file needs at least one character");
  return [first, ...rest];
}

/**
 * The characters the fonts are cut for: their whole range but the control characters (U+0000–001F,
 * U+007F–009F), which have nothing to draw. In a face's `unicode-range` a line break in text that keeps
 * its line breaks made the browser fetch the second file on a page that showed nothing from it.
 */
export function brandFontPoints(): number[] {
  return codePointsOf(brandFontRange).filter((point) => !/\p{Cc}/u.test(String.fromCodePoint(point)));
}

/** The brand fonts' two parts, core first: the layout preloads each family's first file. */
export function brandFontParts() {
  const all = brandFontPoints();
  const core = new Set(Array.from(brandFontCoreCharacters).map((c) => c.codePointAt(0) ?? 0));
  const outside = [...core].filter((point) => !all.includes(point));
  if (outside.length) throw new Error(`Core characters outside the fonts' range: ${outside.map(hex).join(", ")}`);
  return [
    { part: "core", points: [...core] },
    { part: "rest", points: all.filter((point) => !core.has(point)) },
  ];
}

async function cutFile({ pkg, weights }: BrandFont, part: string, points: readonly number[]): Promise<string> {
  const source = readFileSync(`node_modules/@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`);
  const text = String.fromCodePoint(...points);
  const key = createHash("sha256")
    .update(source)
    .update(text)
    .update(JSON.stringify({ weights, brandFontFeatures }))
    .digest("hex")
    .slice(0, 12);
  const file = join(cacheDir, `${pkg}-${part}-${key}.woff2`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const cut = await subsetFont(source, text, {
      targetFormat: "woff2",
      variationAxes: { wght: weights },
      keepFeatures: brandFontFeatures,
    });
    writeFileSync(file, cut);
  }
  return `./${file}`;
}

/**
 * The text face as one file, its whole range and weights (brandFontPoints): the Worker's pages, which
 * cannot know the build's hashed names, load it from `brandFontFilePath` (scripts/lib/standaloneScripts.ts).
 */
export const brandFontWholeFile = () => cutFile(brandFonts.text, "whole", brandFontPoints());

/** The `fonts` of astro.config.ts. */
export async function brandFontFamilies() {
  const parts = brandFontParts();
  return Promise.all(
    Object.values(brandFonts).map(async (font) => ({
      provider: fontProviders.local(),
      name: font.name,
      cssVariable: font.cssVariable,
      fallbacks: ["sans-serif"],
      // No swap, so nothing moves: the core files are preloaded and small, and a browser waits a moment
      // for them before the first paint (Chrome holds it up to 100 ms for a preloaded optional font).
      // If one is late, the page keeps its fallback face and the next page, with the file cached, has it.
      display: "optional" as const,
      options: {
        variants: (await Promise.all(
          parts.map(async ({ part, points }) => ({
            src: [await cutFile(font, part, points)],
            weight: `${font.weights.min} ${font.weights.max}`,
            style: "normal" as const,
            unicodeRange: unicodeRangeOf(points),
          })),
        )) as [{ src: [string]; weight: string; style: "normal"; unicodeRange: [string, ...string[]] }],
      },
    })),
  );
}
