/**
 * A social preview image for every page, drawn after the build from the page
 * itself: its heading, its family or district, and the brand, in the site's
 * colours and display font. satori lays the card out as SVG and resvg turns it
 * into a PNG. Images are kept in a cache keyed by a hash of what they show, so
 * a build only draws the cards whose text or design changed.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { decodeEntities } from "../../src/lib/htmlText";
import { ogImagePath } from "../../src/lib/seo";

const ogSize = { width: 1200, height: 630 } as const;

/** What a card shows. */
export interface OgCard {
  title: string;
  family: string;
}

export interface OgBrand {
  name: string;
  /** The short line at the right of the brand band, e.g. the phone number for free quotes. */
  contact: string;
}

const require = createRequire(import.meta.url);
// satori reads TTF, OTF and WOFF but not WOFF2, so the static packages' WOFF files, not the site's variable WOFF2.
const fontPath = (pkg: string, file: string) => join(dirname(require.resolve(`${pkg}/package.json`)), "files", file);
const fontFile = (pkg: string, file: string) => readFileSync(fontPath(pkg, file));
const fontFiles = [
  ...([800, 600, 500] as const).map((weight) => ({
    name: "Public Sans",
    weight,
    pkg: "@fontsource/public-sans",
    file: `public-sans-latin-${weight}-normal.woff`,
  })),
];
let fonts: { name: string; weight: 500 | 600 | 800; data: Buffer }[] | undefined;
const loadFonts = () =>
  (fonts ??= fontFiles.map(({ name, weight, pkg, file }) => ({ name, weight, data: fontFile(pkg, file) })));

// The site's light palette (src/styles/tokens.css).
const colour = {
  page: "#fcfbf8",
  surface: "#f3f0ea",
  ink: "#1b1e24",
  muted: "#4f5562",
  brand: "#a33c12",
  line: "#dcd7cd",
};

/** The favicon's house mark, as an image satori can place. */
const mark = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#a33c12"/><path d="M6 17 16 8l10 9v9H6z" fill="#fff"/><rect x="13" y="19" width="6" height="7" fill="#a33c12"/></svg>',
).toString("base64")}`;

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: (Node | string)[] | Node | string; src?: string; width?: number; height?: number };
}
const el = (type: string, style: Style, children?: Node["props"]["children"]): Node => ({
  type,
  props: { style: { display: "flex", ...style }, ...(children === undefined ? {} : { children }) },
});

/** Long headings step down in size so every card keeps to three lines. */
const titleSize = (title: string) => (title.length <= 36 ? 80 : title.length <= 60 ? 68 : 56);

function layout(card: OgCard, brand: OgBrand): Node {
  return el(
    "div",
    { width: "100%", height: "100%", flexDirection: "column", backgroundColor: colour.page, fontFamily: "Public Sans" },
    [
      el("div", { height: 16, backgroundColor: colour.brand }),
      el("div", { flex: 1, flexDirection: "column", justifyContent: "center", padding: "0 80px" }, [
        el(
          "div",
          { fontSize: 30, fontWeight: 600, color: colour.brand, letterSpacing: 2, textTransform: "uppercase" },
          card.family,
        ),
        el(
          "div",
          { marginTop: 20, fontSize: titleSize(card.title), fontWeight: 800, color: colour.ink, lineHeight: 1.08 },
          card.title,
        ),
      ]),
      el(
        "div",
        {
          alignItems: "center",
          justifyContent: "space-between",
          padding: "30px 80px",
          backgroundColor: colour.surface,
          borderTop: `2px solid ${colour.line}`,
        },
        [
          el("div", { alignItems: "center" }, [
            { type: "img", props: { src: mark, width: 56, height: 56 } },
            el(
              "div",
              { marginLeft: 20, fontSize: 34, fontWeight: 800, color: colour.ink, whiteSpace: "nowrap" },
              brand.name,
            ),
          ]),
          el(
            "div",
            { fontFamily: "Public Sans", fontSize: 28, fontWeight: 500, color: colour.muted, whiteSpace: "nowrap" },
            brand.contact,
          ),
        ],
      ),
    ],
  );
}

async function renderOgImage(card: OgCard, brand: OgBrand): Promise<Buffer> {
  // satori's types ask for a React element; the plain object tree is what it reads.
  const svg = await satori(layout(card, brand) as unknown as Parameters<typeof satori>[0], {
    ...ogSize,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: ogSize.width } }).render().asPng();
}

/** An element's text: tags dropped, the entities React writes decoded, white space collapsed. */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/**
 * A page's heading and family, read from its built HTML: the first h1 and the
 * hero's `data-eyebrow` line. A pattern rather than a DOM parser keeps a warm
 * build (every card cached) within a few hundred milliseconds of one without images.
 */
export function cardFromHtml(html: string, fallbackFamily: string): OgCard | undefined {
  const title = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
  if (!title) return undefined;
  const family = textOf(/<p[^>]*\bdata-eyebrow[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "");
  return { title, family: family || fallbackFamily };
}

// Changing this file or the fonts changes every card's key, so a design change redraws them all.
const designKey = createHash("sha256")
  .update(readFileSync(new URL(import.meta.url)))
  .update(fontFiles.map((f) => `${f.file}:${statSync(fontPath(f.pkg, f.file)).size}`).join())
  .digest("hex");

export interface OgRunStats {
  drawn: number;
  cached: number;
}

/** Writes `/og/<route>.png` into the build for each route, drawing only cards not already in the cache. */
export async function writeOgImages(
  outDir: string,
  pages: readonly { route: string; card: OgCard }[],
  brand: OgBrand,
  cacheDir: string,
): Promise<OgRunStats> {
  mkdirSync(cacheDir, { recursive: true });
  const stats: OgRunStats = { drawn: 0, cached: 0 };
  for (const { route, card } of pages) {
    const key = createHash("sha256")
      .update(designKey)
      .update(JSON.stringify([card, brand]))
      .digest("hex");
    const cached = join(cacheDir, `${key}.png`);
    if (existsSync(cached)) stats.cached++;
    else {
      writeFileSync(cached, await renderOgImage(card, brand));
      stats.drawn++;
    }
    const target = join(outDir, ogImagePath(route));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return stats;
}
