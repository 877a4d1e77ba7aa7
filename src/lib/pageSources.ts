/**
 * The "Sources" list at the end of a page that states a rule: the sources its
 * `reviewed` record cites, from src/content/site/sources.json, each with its
 * official link and the part read, and the month the page was checked.
 */
import { monthOf, sourceById } from "../config/sources";

export interface PageSource {
  id: string;
  title: string;
  /** The sections or paragraphs read; empty when the whole document was. */
  section: string;
  url: string;
}

export interface PageSourcesData {
  sources: PageSource[];
  /** The month the page was checked against them: "December 2026". */
  checked: string;
}

/** A page's sources, in the order it cites them; throws on an id sources.json does not hold, so the build names it. */
export function pageSourcesFor(
  reviewed: { date: string; sources: readonly string[] } | undefined,
  where = "A page",
): PageSourcesData | undefined {
  if (!reviewed?.sources.length) return undefined;
  const sources = reviewed.sources.map((id) => {
    const source = sourceById(id);
    if (!source) throw new Error(`${where} cites source "${id}", which is not in src/content/site/sources.json`);
    return {
      id,
      title: source.title,
      section: source.section === "whole document" ? "" : source.section,
      url: source.url,
    };
  });
  return { sources, checked: monthOf(reviewed.date) };
}
