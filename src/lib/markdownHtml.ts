/**
 * Raw HTML in a Markdown body. Astro renders it as it stands, so anyone who can
 * edit a page could add `<script>`, an `<img onerror>` or a `<meta http-equiv="refresh">`
 * that sends every visitor elsewhere. No page needs it, so the content check
 * and the build refuse it. Bodies are parsed as Astro parses them (CommonMark
 * with GitHub's extensions), so a `<` in prose ("< 5 m") or in code is text.
 */
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

function collect(node: MarkdownNode, found: string[]): string[] {
  if (node.type === "html") {
    const html = (node.value ?? "").trim().replace(/\s+/g, " ");
    found.push(html.length > 60 ? `${html.slice(0, 60)}…` : html);
  }
  for (const child of node.children ?? []) collect(child, found);
  return found;
}

/**
 * Every piece of raw HTML (tags, comments, declarations) in a Markdown body,
 * each as the start of its text; none means the body is plain Markdown.
 */
export function rawHtmlIn(markdown: string): string[] {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  return collect(tree, []);
}

/** The problem to report for raw HTML, or undefined when there is none. */
export function rawHtmlProblem(markdown: string): string | undefined {
  const found = rawHtmlIn(markdown);
  if (!found.length) return undefined;
  return `raw HTML in the Markdown body (${found.join(" | ")}); write it as Markdown, since the site does not publish HTML from page bodies`;
}
