/** The figures of "How we're doing" (worker/inbox/stats.ts): percentiles, London weeks, and the counts, with the clock passed in. */
import { describe, expect, it } from "vitest";
import { lastWeeks, leadStats, weekOf, type StatsRow } from "../../worker/inbox/stats";
import { percentile } from "../../worker/leads/replyClock";

describe("percentile", () => {
  it("interpolates between the nearest ranks, as PERCENTILE.INC does", () => {
    expect(percentile([10, 20], 0.5)).toBe(15);
    expect(percentile([30, 10, 20], 0.5)).toBe(20);
    // 1..10: the 90th percentile sits at rank 9.1 of 10.
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(percentile([42], 0.9)).toBe(42);
    expect(percentile([], 0.5)).toBeUndefined();
  });
});

describe("weeks", () => {
  it("start on Monday, London time", () => {
    // Sunday 29 Nov 2026, 23:30 in London (GMT) is still the week of Monday 23 Nov.
    expect(weekOf("2026-11-29T23:30:00Z")).toBe("2026-11-23");
    expect(weekOf("2026-11-30T00:00:00Z")).toBe("2026-11-30");
    // In summer, 23:30 UTC on Sunday is already Monday 00:30 in London.
    expect(weekOf("2026-06-14T23:30:00Z")).toBe("2026-06-15");
    expect(weekOf("2026-06-14T22:30:00Z")).toBe("2026-06-08");
  });

  it("lists the last eight Mondays, oldest first, across a clock change", () => {
    expect(lastWeeks(new Date("2026-11-04T12:00:00Z"))).toEqual([
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
    ]);
  });
});

describe("leadStats", () => {
  const row = (
    created: string,
    answeredAfterMinutes: number | undefined,
    fields: Partial<StatsRow> = {},
  ): StatsRow => ({
    created_at: created,
    first_contact_at:
      answeredAfterMinutes === undefined
        ? null
        : new Date(new Date(created).getTime() + answeredAfterMinutes * 60_000).toISOString(),
    project_type: "Loft conversion",
    page: "/loft-conversions",
    referrer: "",
    status: "new",
    ...fields,
  });
  const now = new Date("2026-11-27T12:00:00Z");

  it("gives each of the last eight weeks its leads, answered leads, median and 90th percentile", () => {
    const stats = leadStats(
      [
        row("2026-11-23T09:00:00Z", 10),
        row("2026-11-24T09:00:00Z", 20),
        row("2026-11-25T09:00:00Z", 30),
        row("2026-11-26T09:00:00Z", 40),
        row("2026-11-26T10:00:00Z", undefined),
        row("2026-11-17T09:00:00Z", 120),
        // Nine weeks ago: outside the weekly figures, inside the breakdowns.
        row("2026-09-22T09:00:00Z", 5),
      ],
      now,
    );
    expect(stats.weeks).toHaveLength(8);
    expect(stats.weeks.at(-1)).toEqual({ week: "2026-11-23", leads: 5, answered: 4, median: 25, p90: 37 });
    expect(stats.weeks.at(-2)).toEqual({ week: "2026-11-16", leads: 1, answered: 1, median: 120, p90: 120 });
    expect(stats.weeks.at(0)).toEqual({
      week: "2026-10-05",
      leads: 0,
      answered: 0,
      median: undefined,
      p90: undefined,
    });
    expect(stats.total).toBe(7);
  });

  it("counts by project type, the top ten pages and referring sites, and the won ones, leaving spam out", () => {
    const rows = [
      ...Array.from({ length: 12 }, (_, i) => row("2026-11-20T09:00:00Z", 5, { page: `/page-${i}` })),
      row("2026-11-20T09:00:00Z", 5, { page: "/page-3", referrer: "www.google.com", status: "won" }),
      row("2026-11-20T09:00:00Z", 5, { project_type: "Roofing", referrer: "www.google.com", status: "won" }),
      row("2026-11-20T09:00:00Z", undefined, { project_type: "Spam", referrer: "spam.example", status: "spam" }),
    ];
    const stats = leadStats(rows, now);
    expect(stats.total).toBe(14);
    expect(stats.won).toBe(2);
    expect(stats.byProjectType).toEqual([
      { label: "Loft conversion", count: 13 },
      { label: "Roofing", count: 1 },
    ]);
    expect(stats.byPage).toHaveLength(10);
    expect(stats.byPage[0]).toEqual({ label: "/page-3", count: 2 });
    expect(stats.byReferrer).toEqual([
      { label: "", count: 12 },
      { label: "www.google.com", count: 2 },
    ]);
  });
});
