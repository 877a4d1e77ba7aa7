/** Finding files on disk: content sources and the pages of a built site. */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** Every file under `dir` (at any depth) whose name ends with `ext`, sorted. */
export function filesWithExtension(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith(ext))
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

/** The content editor's page (/admin): built with the site, but not one of its pages (no header, canonical or budget). */
export const editorRoute = "admin";

/** The route a built HTML file serves: `about.html` is "about", `index.html` is "". */
export function routeOfBuiltFile(root: string, file: string): string {
  return relative(root, file)
    .replace(/\.html$/, "")
    .replace(/(^|\/)index$/, "");
}
