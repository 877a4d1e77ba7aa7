/**
 * Pages made of several features' sections: the owner's lead page, list and settings page, and the
 * homeowner's request page. The feature that owns a page renders it with the sections registered
 * here, in their order; worker/index.ts registers the other features' sections and the pages' own
 * renderers, so no feature imports another (a feature's section routes answer a refused form with
 * the whole page through `show`).
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Lead } from "../leads/row";
import type { TimelineFacts } from "../leads/timeline";
import type { AppContext } from "../platform/env";
import type { Html } from "./document";

/** One feature's block of a page, given the page's subject and the request's clock. */
export type Section<Subject> = (c: AppContext, subject: Subject, now: Date) => Promise<Html | "">;

export interface PageParts<Subject> {
  /** The sections other features add, in the page's order. */
  sections: Section<Subject>[];
  /** The page itself, as its own feature answers it, with a status (a refused form answers 400 or 409). */
  show: (c: AppContext, status?: ContentfulStatusCode) => Promise<Response>;
}

function pageParts<Subject>(name: string): PageParts<Subject> {
  return {
    sections: [],
    show: () => Promise.reject(new Error(`No renderer registered for ${name} (worker/index.ts)`)),
  };
}

/** Renders a page's sections in order. */
export const renderSections = async <Subject>(parts: PageParts<Subject>, c: AppContext, subject: Subject, now: Date) =>
  Promise.all(parts.sections.map((section) => section(c, subject, now)));

/** What the request page's sections are given: the lead as the page may know it, and the page's path. */
export type RequestSubject = Pick<Lead, "id" | "reference" | "withdrawn_at"> & {
  /** The page's own path, `/request/<token>`, under which a section's forms post. */
  path: string;
};

/** The owner's page of one lead (inbox/): the visit, later the quote and the job. */
export const ownerLeadPage = pageParts<Lead>("the owner's lead page");
/**
 * What other features add to the lead's JSON export (inbox/'s `/:reference/export.json`): each gives
 * its own fields of the lead (visits: the visits with their addresses), merged into the export.
 */
export const leadExport: ((c: AppContext, lead: Lead) => Promise<Record<string, unknown>>)[] = [];

/** The owner's list (inbox/): the upcoming visits above the leads. */
export const ownerListPage = pageParts<null>("the owner's list");
/**
 * What other features say of each lead's step, read from their own records rather than stored in the
 * lead's status (visits: proposed, booked, visited, cancelled, declined): lead id → words, shown after
 * the status in the owner's list.
 */
export const leadSteps: ((c: AppContext, now: Date) => Promise<Map<number, string>>)[] = [];
/** The app's settings page (app/): the calendar feed after the devices. */
export const settingsPage = pageParts<null>("the settings page");

/**
 * The request page's one order, set here for every section to come (issue 48): first the one action
 * awaiting the homeowner (times to confirm; later a quote to decide, a review to write), then the job's
 * updates, then the timeline, then the notes and photos. The page opens on what to do: at 390 px the
 * first "Confirm this time" is on the first screen, not below seven steps of history.
 */
export const requestSlots = ["action", "updates", "timeline", "notesAndPhotos"] as const;
export type RequestSlot = (typeof requestSlots)[number];

/** A block of the request page and the slot it goes in, which may depend on its state (times open: an action). */
export interface PlacedSection {
  slot: RequestSlot;
  html: Html | "";
}

/** A section of the request page: its block and slot, or nothing. */
export type RequestSection = (c: AppContext, subject: RequestSubject, now: Date) => Promise<PlacedSection | "">;

/** The request page's sections in their slots, in `requestSlots`' order (within a slot, in the order given). */
export const inSlotOrder = (placed: readonly (PlacedSection | "")[]): Record<RequestSlot, Html[]> =>
  Object.fromEntries(
    requestSlots.map((slot) => [
      slot,
      placed.flatMap((part) => (part !== "" && part.slot === slot && part.html !== "" ? [part.html] : [])),
    ]),
  ) as Record<RequestSlot, Html[]>;

/** The homeowner's request page (request/), with what other features add to its timeline. */
export const requestPage = {
  /** The page's own renderer (request/routes.ts), answering a refused form with the whole page. */
  show: pageParts<RequestSubject>("the request page").show,
  /** The sections other features add, each declaring its slot (`requestSlots`). */
  sections: [] as RequestSection[],
  /** What a feature records of the lead's steps (visits: proposed and confirmed), merged into the timeline. */
  timeline: [] as ((c: AppContext, subject: RequestSubject) => Promise<Partial<TimelineFacts>>)[],
};

/**
 * A filter other features add to the owner's list, beside the status (quotes: the quote's stage): its
 * query parameter, its label and options, and the leads an option keeps, read from the feature's own
 * records (the list's query then keeps only those).
 */
export interface ListFilter {
  /** The query parameter, `quote` in `/admin/leads?quote=sent`. */
  name: string;
  label: string;
  /** The options after "All", in the order shown. */
  options: readonly { value: string; label: string }[];
  /** The ids of the leads the option `value` keeps, at `now`. */
  leadIds: (c: AppContext, value: string, now: Date) => Promise<number[]>;
}
export const listFilters: ListFilter[] = [];

/**
 * A table of weekly figures other features add to "How we're doing" (inbox/'s stats page and its CSV):
 * quotes sent, viewed and accepted. The inbox gives the weeks (each Monday, London) and how it
 * assigns a moment to its week, so every table counts the same weeks.
 */
export interface WeeklyTable {
  heading: string;
  intro: string;
  /** The columns after the week: each with its heading on the page and its figure's name in the CSV. */
  columns: readonly { label: string; figure: string }[];
  /** One row per week given, in order: each cell as the page writes it, and its value in the CSV ('' when none). */
  rows: readonly { week: string; cells: readonly { text: string; value: string | number }[] }[];
}
export interface StatsWeeks {
  /** The Mondays (yyyy-mm-dd) of the weeks shown, oldest first. */
  mondays: readonly string[];
  /** The Monday of the London week a moment (ISO 8601) or a London date falls in. */
  weekOf: (moment: string) => string;
}
export const statsTables: ((c: AppContext, weeks: StatsWeeks, now: Date) => Promise<WeeklyTable>)[] = [];

/**
 * The job a won lead becomes (jobs/), as other features read it. The jobs feature registers `find` in
 * worker/index.ts; a feature that acts when a job is completed (reviews: the invitation opens) adds to
 * `completed`, which the jobs feature calls whoever completes it, the owner or the homeowner.
 */
export interface JobFacts {
  /** When the lead was won (a quote accepted, or marked won by hand). */
  startedAt: string;
  /** When the owner or the homeowner said the work is finished; null while in progress. */
  completedAt: string | null;
}
export const jobs = {
  /** The lead's job, or null when the lead is no job (not won, or its contract cancelled). */
  find: ((): Promise<JobFacts | null> => Promise.reject(new Error("No job reader registered (worker/index.ts)"))) as (
    c: AppContext,
    leadId: number,
  ) => Promise<JobFacts | null>,
  completed: [] as ((c: AppContext, leadId: number, at: Date) => Promise<void>)[],
};
