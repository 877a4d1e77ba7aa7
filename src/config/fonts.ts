/**
 * The brand's typeface, self-hosted from its Fontsource package through Astro's Fonts API:
 * astro.config.ts registers it (cut into two files by scripts/lib/brandFonts.ts) and the layout's
 * head renders it with <Font> and preloads its first file. Astro writes the faces, the preload's file
 * and a fallback face sized to the font's own metrics, so text does not move when the font arrives.
 *
 * One typeface, for headings and text alike (issue 28): the headings had their own (Archivo, 15 KB
 * more on every page and a second font request), and Lighthouse's mobile preset counted it as
 * holding up the largest paint: the home page's LCP went from about 1.36 s to 1.21 s without it.
 * The headings keep their role in the design tokens (`--font-display` in src/styles/tokens.css).
 */
export const brandFonts = {
  /**
   * Text and headings, and the largest paint on most pages (a page's lead paragraph): preloaded at
   * the browser's own priority for a font, so it is there for the first paint. Its weights: body
   * text to the headings' extrabold (Tailwind's font-normal to font-extrabold).
   */
  text: {
    name: "Public Sans",
    cssVariable: "--font-public-sans",
    pkg: "public-sans",
    weights: { min: 400, max: 800 },
  },
} as const satisfies Record<
  string,
  {
    name: string;
    cssVariable: string;
    pkg: string;
    /**
     * The weights the site sets in this face; its variable font is cut to this range, which makes it
     * smaller than the whole axis. A weight outside the range shows as the nearest inside it.
     */
    weights: { min: number; max: number };
  }
>;

/**
 * The characters every page's first screen may need, in the file each page preloads: letters, digits,
 * the punctuation and symbols the copy uses (é and ç for café and façade, £, ², curly quotes, the en
 * dash). Every other Latin character (the ASCII symbols the copy never sets, such as # $ _ < > [ ] { },
 * the em dash, the ellipsis, the rest of Latin-1 and general punctuation) is in a second file, which a
 * browser fetches only for a page that shows one of them.
 *
 * The preloaded file has to arrive in one round trip, which is what Lighthouse's mobile preset models
 * for a response under about 14 KB (ten TCP segments): each character is about 130 bytes of it.
 */
export const brandFontCoreCharacters =
  " !%&'()*+,-./0123456789:;?@ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz|\u00a0£©°²³·éç‘’“”–›";

/**
 * The OpenType features the cut files keep: those a browser applies to Latin text by default
 * (kerning, ligatures, contextual forms, marks). The site sets no other (no tabular or old-style
 * figures, no small caps), and each kept feature keeps the glyphs it reaches.
 */
export const brandFontFeatures = ["ccmp", "locl", "rvrn", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig"];

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

/**
 * The text face as one file at a fixed address, for the pages the Worker renders (the homeowner's
 * request page), which cannot know the build's hashed font names: the whole range and weights of
 * the cut files in one woff2, written by the Cloudflare build (scripts/lib/standaloneScripts.ts).
 */
export const brandFontFilePath = `/fonts/${brandFonts.text.pkg}.woff2`;
