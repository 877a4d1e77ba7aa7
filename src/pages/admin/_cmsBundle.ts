/**
 * The content editor's code, read from its npm package (@sveltia/cms) and
 * served from this site rather than a CDN. Three kinds of URL in it point at
 * CDNs; they are rewritten to this site's /admin so the editor makes no
 * request elsewhere except to GitHub (see adminContentSecurityPolicy):
 *
 * - its three fonts (jsDelivr) come from their @fontsource packages;
 * - unpkg.com/@sveltia/cms, where it checks for a newer version of itself and
 *   loads translations, becomes /admin/cms: the version check is answered
 *   with the pinned version and translations come from the package's locales/.
 *
 * tests/e2e/cms.test.ts fails when an upgrade changes these URLs: it signs in to the
 * editor under its policy and requires a clean console (no blocked request).
 */
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
// The package exports only its entry (npm/index.js); dist/ and locales/ sit beside it.
const packageRoot = join(dirname(require.resolve("@sveltia/cms")), "..");
const dist = join(packageRoot, "dist");

/** The pinned version, as package.json says (the package does not export its package.json). */
export const editorVersion = (
  JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { version: string }
).version;

/** The editor's CDN base and where this site serves what it would fetch there. */
const editorCdn = "https://unpkg.com/@sveltia/cms";
const editorHome = "/admin/cms";

/** Each font the editor loads from jsDelivr, and the file of its @fontsource package that replaces it. */
const editorFonts = {
  "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2":
    "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2":
    "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2":
    "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
} as const;

const fontName = (file: string) => file.split("/").pop() ?? file;

/** /admin/fonts/<name>: the font files, by name. */
export const fontFiles = () =>
  Object.fromEntries(Object.values(editorFonts).map((file) => [fontName(file), require.resolve(file)]));

const withoutSourceMap = (code: string) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");

/** dist/sveltia-cms.js, the editor's classic-script build, with its CDN URLs pointing at this site. */
export function editorScript(): string {
  let code = withoutSourceMap(readFileSync(join(dist, "sveltia-cms.js"), "utf8"));
  for (const [cdn, file] of Object.entries(editorFonts)) code = code.replaceAll(cdn, `/admin/fonts/${fontName(file)}`);
  return code.replaceAll(editorCdn, editorHome);
}

/** Names of the chunks it loads on demand from `chunks/` beside itself. */
export const chunkNames = () => readdirSync(join(dist, "chunks")).filter((name) => name.endsWith(".js"));

export const chunkScript = (name: string) => withoutSourceMap(readFileSync(join(dist, "chunks", name), "utf8"));

/** The translations of the editor's interface, e.g. `en-GB.json`. */
export const localeNames = () => readdirSync(join(packageRoot, "locales")).filter((name) => name.endsWith(".json"));

export const localeFile = (name: string) => readFileSync(join(packageRoot, "locales", name));

export const javascript = (code: string) =>
  new Response(code, { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
