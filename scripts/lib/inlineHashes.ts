/**
 * Hashes of the inline <script> and <style> elements Astro writes into the
 * built pages (the island loader and its style). The content security policy
 * allows exactly these, so it needs no 'unsafe-inline'.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { filesWithExtension } from "./files";

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

export function inlineHashes(root: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of filesWithExtension(root, ".html")) {
    const html = readFileSync(file, "utf8");
    for (const [, attrs = "", body = ""] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      // JSON-LD is data, not script: browsers never run it, so CSP does not apply.
      if (!attrs.includes("application/ld+json")) scripts.add(sha256(body));
    }
    for (const [, body = ""] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha256(body));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}
