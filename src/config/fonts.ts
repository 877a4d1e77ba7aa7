/**
 * The brand's two typefaces, self-hosted from their Fontsource packages through Astro's Fonts API:
 * astro.config.ts registers them (each cut into two files by scripts/lib/brandFonts.ts) and the
 * layout's head renders each with <Font>. Astro writes the faces, their preload links and a fallback
 * face sized to each font's own metrics, so text does not move when the font arrives.
 */

export const brandFonts = {
  /**
   * The text face, and the largest paint on most pages (a page's lead paragraph): the one font every
   * page preloads. The headings' face loads once the stylesheet asks for it; with `font-display:
   * optional` a first visit on a slow line may show its metric-matched fallback, and later pages the
   * brand face from the cache. Preloading both put 39 KB ahead of the stylesheet on the first screen,
   * and Lighthouse's mobile first paint paid for it (issue 28).
   */
  text: { name: "Public Sans", cssVariable: "--font-public-sans", pkg: "public-sans", preload: true },
  /** The headings' face. */
  display: { name: "Archivo", cssVariable: "--font-archivo", pkg: "archivo", preload: false },
} as const;

/**
 * The weights the site sets (Tailwind's font-normal to font-extrabold); the variable fonts are cut to
 * this range, which makes them smaller. A heavier weight shows as the heaviest here.
 */
export const brandFontWeights = { min: 400, max: 800 } as const;

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
