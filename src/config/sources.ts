/**
 * The sources the site's rules are checked against, read from
 * `src/content/site/sources.json` (edited in the CMS): each once, with its
 * official link, the part read and the day it was read. `rules.json` and the
 * pages' `reviewed.sources` cite them by id; a page that states a rule lists
 * them at its end.
 */
import sourcesData from "../content/site/sources.json";
import { sourcesSchema, type SourcesData } from "../content/schemas/sources";
import { parseData } from "./parseData";

export type Source = SourcesData["sources"][number];

const sourcesFile = parseData(sourcesSchema, sourcesData, "sources.json");
const duplicates = sourcesFile.sources.filter((s, i, all) => all.findIndex((t) => t.id === s.id) !== i);
if (duplicates.length)
  throw new Error(
    `src/content/site/sources.json is not valid:\n  ${duplicates.map((s) => `source ${s.id} appears twice`).join("\n  ")}`,
  );

export const sources: readonly Source[] = sourcesFile.sources;

/** The source with this id, if there is one. */
export const sourceById = (id: string): Source | undefined => sources.find((s) => s.id === id);

/** Ids that name no source in sources.json. */
export const unknownSources = (ids: readonly string[]) => ids.filter((id) => !sourceById(id));

/** Months after it was read that a source is due to be read again. */
export const sourceReadMonths = 12;

/** Whether a day (yyyy-mm-dd) is more than `months` months before `now`. */
export function isOlderThan(day: string, now: Date, months: number): boolean {
  const due = new Date(`${day}T00:00:00Z`);
  due.setUTCMonth(due.getUTCMonth() + months);
  return now.getTime() > due.getTime();
}

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
/** A day (yyyy-mm-dd) as a page prints it: "December 2026". */
export const monthOf = (day: string) => monthYear.format(new Date(`${day}T12:00:00Z`));
