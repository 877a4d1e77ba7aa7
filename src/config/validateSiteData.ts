/**
 * Checks every file in `src/content/site/` against its schema. astro.config
 * runs it before each build and dev start, so a bad edit stops the build with
 * the file and field at fault. (The business data is also read by the quote
 * form in the browser, which must not carry the schemas, so it is checked
 * here rather than where it is loaded.)
 */
import { readFileSync } from "node:fs";
import { siteFiles } from "../content/siteFiles";
import { parseData } from "./parseData";

export function validateSiteData(dir = new URL("../content/site/", import.meta.url)): void {
  for (const [file, schema] of Object.entries(siteFiles)) {
    parseData(schema, JSON.parse(readFileSync(new URL(file, dir), "utf8")), file);
  }
}
