/**
 * The reviews' weekly figures in "How we're doing" (html/sections.ts's statsTables): per London week, jobs
 * completed (each completion opens one invitation, so the invitations' opening), invitations sent (the
 * owner's latest send), and reviews written (those still shown: a deleted or removed review leaves only its
 * count on the reviews section).
 */
import type { StatsWeeks, WeeklyTable } from "../html/sections";
import type { AppContext } from "../platform/env";
import { reviewsCopy } from "./copy";

const copy = reviewsCopy.stats;

const columns = [
  { label: copy.completed, figure: "jobs_completed_in_week" },
  { label: copy.sent, figure: "review_invitations_sent_in_week" },
  { label: copy.written, figure: "reviews_written_in_week" },
] as const;

/** How many of `moments` fall in each week. */
const perWeek = (weeks: StatsWeeks, moments: readonly (string | null)[]) => {
  const counts = new Map<string, number>();
  for (const moment of moments)
    if (moment) counts.set(weeks.weekOf(moment), (counts.get(weeks.weekOf(moment)) ?? 0) + 1);
  return counts;
};

export async function reviewStatsTable(c: AppContext, weeks: StatsWeeks): Promise<WeeklyTable> {
  const [invitations, reviews] = await Promise.all([
    c.env.DB.prepare("SELECT opened_at, sent_at FROM review_invitations").all<{
      opened_at: string;
      sent_at: string | null;
    }>(),
    c.env.DB.prepare("SELECT created_at FROM reviews").all<{ created_at: string }>(),
  ]);
  const figures = [
    perWeek(
      weeks,
      invitations.results.map((row) => row.opened_at),
    ),
    perWeek(
      weeks,
      invitations.results.map((row) => row.sent_at),
    ),
    perWeek(
      weeks,
      reviews.results.map((row) => row.created_at),
    ),
  ];
  return {
    heading: copy.heading,
    intro: copy.intro,
    columns,
    rows: weeks.mondays.map((week) => ({
      week,
      cells: figures.map((counts) => {
        const n = counts.get(week) ?? 0;
        return { text: String(n), value: n };
      }),
    })),
  };
}
