/**
 * The figures of "How we're doing" (/admin/leads/stats): leads per week, the
 * median and 90th-percentile time to first contact per week, leads by project
 * type, source page and referring site, and how many were won. Pure: the rows
 * and the clock are passed in. Weeks start on Monday, London time. Spam is left out.
 */
import { londonIsoDate } from "../../src/lib/londonTime";
import type { Lead } from "../leads/row";
import { minutesBetween, percentile } from "../leads/replyClock";

/** How many weeks the weekly figures cover, this one included. */
export const statsWeeks = 8;
/** How many source pages are listed. */
export const topPages = 10;

export type StatsRow = Pick<Lead, "created_at" | "first_contact_at" | "project_type" | "page" | "referrer" | "status">;

/** The Monday (yyyy-mm-dd) of the London week a moment falls in. */
export function weekOf(moment: string | Date): string {
  const day = new Date(`${londonIsoDate(new Date(moment))}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The Mondays of the last `count` weeks up to `now`'s, oldest first. */
export function lastWeeks(now: Date, count = statsWeeks): string[] {
  const monday = new Date(`${weekOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const week = new Date(monday);
    week.setUTCDate(week.getUTCDate() - 7 * (count - 1 - i));
    return week.toISOString().slice(0, 10);
  });
}

export interface WeekFigures {
  /** The week's Monday, yyyy-mm-dd. */
  week: string;
  leads: number;
  /** Of those, how many the firm has answered. */
  answered: number;
  /** Minutes from arrival to first contact of the week's answered leads; undefined when none was answered. */
  median: number | undefined;
  p90: number | undefined;
}

export interface Count {
  /** The project type, page or referring host; '' where the lead did not say. */
  label: string;
  count: number;
}

export interface LeadStats {
  total: number;
  won: number;
  weeks: WeekFigures[];
  byProjectType: Count[];
  byPage: Count[];
  byReferrer: Count[];
}

/** Counts of each value, most first, then by name. */
function counted(values: readonly string[], limit = Infinity): Count[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit);
}

export function leadStats(rows: readonly StatsRow[], now: Date): LeadStats {
  const leads = rows.filter((row) => row.status !== "spam");
  const weeks = lastWeeks(now).map((week): WeekFigures => {
    const ofWeek = leads.filter((lead) => weekOf(lead.created_at) === week);
    const waits = ofWeek.flatMap((lead) =>
      lead.first_contact_at ? [minutesBetween(lead.created_at, lead.first_contact_at)] : [],
    );
    return {
      week,
      leads: ofWeek.length,
      answered: waits.length,
      median: percentile(waits, 0.5),
      p90: percentile(waits, 0.9),
    };
  });
  return {
    total: leads.length,
    won: leads.filter((lead) => lead.status === "won").length,
    weeks,
    byProjectType: counted(leads.map((lead) => lead.project_type)),
    byPage: counted(
      leads.map((lead) => lead.page),
      topPages,
    ),
    byReferrer: counted(leads.map((lead) => lead.referrer)),
  };
}

/** What "How we're doing" counts, of every lead kept (stats.ts leaves spam out). */
export async function statsRows(db: D1Database): Promise<StatsRow[]> {
  const { results } = await db
    .prepare("SELECT created_at, first_contact_at, project_type, page, referrer, status FROM leads")
    .all<StatsRow>();
  return results;
}
