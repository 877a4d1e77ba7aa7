/**
 * A content set ten times larger than the real one, for measuring how build
 * cost grows: every page and district guide copied nine more times, each copy
 * with its own route, title and description.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { filesWithExtension } from "../lib/files";
import { contentRoot, splitFrontmatter } from "../lib/loadContent";

export function writeScaledContent(factor = 10): { dir: string; files: number } {
  const dir = mkdtempSync(join(tmpdir(), "bench-content-"));
  cpSync(contentRoot, dir, { recursive: true });
  let files = 0;
  for (const collection of ["pages", "area-topics"]) {
    const base = join(dir, collection);
    for (const path of filesWithExtension(base, ".md")) {
      const { yaml = "", body = "" } = splitFrontmatter(readFileSync(path, "utf8")) ?? {};
      // A copy keeps no old addresses: two pages may not claim the same redirect.
      const data = parse(yaml) as { title: string; description: string; aliases?: string[] };
      delete data.aliases;
      for (let copy = 2; copy <= factor; copy++) {
        const variant = {
          ...data,
          title: `${data.title.slice(0, 54)} v${copy}`,
          description: `${data.description.slice(0, 150)} v${copy}`,
        };
        writeFileSync(path.replace(/\.md$/, `-v${copy}.md`), `---\n${stringify(variant)}---\n${body}`);
        files++;
      }
    }
  }
  return { dir, files };
}
