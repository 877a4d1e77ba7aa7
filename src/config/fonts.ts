/**
 * The brand's two typefaces, self-hosted from their Fontsource packages through Astro's Fonts API:
 * astro.config.ts registers them (each cut into two files by scripts/lib/brandFonts.ts) and the
 * layout's head renders each with <Font>. Astro writes the faces, their preload links and a fallback
 * face sized to each font's own metrics, so text does not move when the font arrives.
 */

export const brandFonts = {
  /**
   * The text face, and the largest paint on most pages (a page's lead paragraph): preloaded at the
   * browser's own priority for a font, so it is there for the first paint. Its weights: body text to
   * the odd bold word (Tailwind's font-normal to font-bold).
   */
  text: {
    name: "Public Sans",
    cssVariable: "--font-public-sans",
    pkg: "public-sans",
    preload: "high",
    weights: { min: 400, max: 700 },
  },
  /**
   * The headings' face: preloaded too, but with `fetchpriority="low"`, so the browser asks for it as
   * soon as it reads the head without putting it ahead of the stylesheet or the text face. With
   * `font-display: optional` a first visit on a slow line may show its metric-matched fallback, and
   * later pages the brand face from the cache. At the browser's priority (discovered from the
   * stylesheet, as before), Lighthouse counted its 20 KB as holding up the first paint: FCP about
   * 1.2 s on its mobile preset, 0.9–1.1 s with the low-priority preload (issue 28). Its weights: the
   * headings' semibold to extrabold.
   */
  display: {
    name: "Archivo",
    cssVariable: "--font-archivo",
    pkg: "archivo",
    preload: "low",
    weights: { min: 600, max: 800 },
  },
} as const satisfies Record<
  string,
  {
    name: string;
    cssVariable: string;
    pkg: string;
    /** The preload's `fetchpriority`: "high" leaves the browser's own (the highest, for a font). */
    preload: "high" | "low";
    /**
     * The weights the site sets in this face; its variable font is cut to this range, which makes it
     * smaller (Archivo's core file: 19.9 KB at 400–800, 14.6 KB at 600–800). A weight outside the range
     * shows as the nearest inside it.
     */
    weights: { min: number; max: number };
  }
>;

/**
 * The characters every page's first screen may need, in the file each page preloads: printable ASCII
 * and the letters, punctuation and symbols the copy uses (é and ç for café and façade). Every other Latin character (é, ç, the rest of
 * Latin-1 and general punctuation) is in a second file, which a browser fetches only for a page that
 * shows one of them.
 */
export const brandFontCoreCharacters = `${Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join("")}\u00a0£©°²³·×éç‘’“”–—•…›€`;

/** The whole range the brand fonts cover: Fontsource's latin subset, which the site's copy keeps to. */
export const brandFontRange = [
  "U+0000-00FF",
  "U+0131",
  "U+0152-0153",
  "U+02BB-02BC",
  "U+02C6",
  "U+02DA",
  "U+02DC",
  "U+0304",
  "U+0308",
  "U+0329",
  "U+2000-206F",
  "U+20AC",
  "U+2122",
  "U+2191",
  "U+2193",
  "U+2212",
  "U+2215",
  "U+FEFF",
  "U+FFFD",
] as const;
