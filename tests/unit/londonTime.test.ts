/**
 * London time across the clock changes (the last Sundays of March and October): the date, the wall
 * clock, the moment a wall-clock time falls at, and whether the firm is open, with the hours given
 * here rather than read from business.json.
 */
import { describe, expect, it } from "vitest";
import { londonClock, londonIsoDate, londonMoment } from "../../src/lib/londonTime";
import { openedAt, type WeekHours } from "../../src/lib/openingHours";

const at = (iso: string) => new Date(iso).getTime();
// Open every day 08:00 to 18:00, so the Sundays of the changes are open days too.
const everyDay: WeekHours = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [d, { opens: "08:00", closes: "18:00" }]),
);

describe("London's clock", () => {
  it("reads the date and the wall clock in winter, summer and on both change days", () => {
    expect(londonClock(at("2026-03-28T23:30:00Z"))).toEqual({ date: "2026-03-28", weekday: 6, minute: 23 * 60 + 30 });
    // Spring: 01:00 GMT becomes 02:00 BST on Sunday 29 March 2026.
    expect(londonClock(at("2026-03-29T00:59:00Z")).minute).toBe(59);
    expect(londonClock(at("2026-03-29T01:00:00Z")).minute).toBe(2 * 60);
    expect(londonClock(at("2026-03-29T23:30:00Z"))).toEqual({ date: "2026-03-30", weekday: 1, minute: 30 });
    // Autumn: 02:00 BST becomes 01:00 GMT on Sunday 25 October 2026.
    expect(londonClock(at("2026-10-25T00:30:00Z")).minute).toBe(90);
    expect(londonClock(at("2026-10-25T01:30:00Z")).minute).toBe(90);
    expect(londonIsoDate(new Date("2026-10-24T23:30:00Z"))).toBe("2026-10-25");
    expect(londonIsoDate(new Date("2026-10-25T23:30:00Z"))).toBe("2026-10-25");
  });

  it("finds the moment a wall-clock time falls at, summer time included", () => {
    expect(londonMoment("2026-03-28", "08:00")).toBe(at("2026-03-28T08:00:00Z"));
    expect(londonMoment("2026-03-29", "08:00")).toBe(at("2026-03-29T07:00:00Z"));
    expect(londonMoment("2026-03-29", "00:30")).toBe(at("2026-03-29T00:30:00Z"));
    expect(londonMoment("2026-10-24", "08:00")).toBe(at("2026-10-24T07:00:00Z"));
    expect(londonMoment("2026-10-25", "08:00")).toBe(at("2026-10-25T08:00:00Z"));
    // The hour the autumn change repeats reads as the second of the two, in GMT.
    expect(londonMoment("2026-10-25", "01:30")).toBe(at("2026-10-25T01:30:00Z"));
  });
});

describe("whether the firm is open", () => {
  it("opens at 08:00 London time on each side of the spring change", () => {
    expect(openedAt(at("2026-03-28T07:59:00Z"), everyDay)).toBeUndefined();
    expect(openedAt(at("2026-03-28T08:30:00Z"), everyDay)).toBe(at("2026-03-28T08:00:00Z"));
    // On the Sunday of the change 08:00 is 07:00 UTC: open at 07:30 UTC, closed at 06:59 UTC.
    expect(openedAt(at("2026-03-29T06:59:00Z"), everyDay)).toBeUndefined();
    expect(openedAt(at("2026-03-29T07:30:00Z"), everyDay)).toBe(at("2026-03-29T07:00:00Z"));
    expect(openedAt(at("2026-03-29T16:59:00Z"), everyDay)).toBe(at("2026-03-29T07:00:00Z"));
    expect(openedAt(at("2026-03-29T17:00:00Z"), everyDay)).toBeUndefined();
  });

  it("opens at 08:00 London time on each side of the autumn change", () => {
    expect(openedAt(at("2026-10-24T07:30:00Z"), everyDay)).toBe(at("2026-10-24T07:00:00Z"));
    expect(openedAt(at("2026-10-24T17:30:00Z"), everyDay)).toBeUndefined();
    expect(openedAt(at("2026-10-25T07:30:00Z"), everyDay)).toBeUndefined();
    expect(openedAt(at("2026-10-25T08:00:00Z"), everyDay)).toBe(at("2026-10-25T08:00:00Z"));
    expect(openedAt(at("2026-10-25T17:59:00Z"), everyDay)).toBe(at("2026-10-25T08:00:00Z"));
  });

  it("is closed all day on a day the week leaves out", () => {
    const weekdaysOnly: WeekHours = { 1: { opens: "08:00", closes: "18:00" } };
    expect(openedAt(at("2026-03-29T10:00:00Z"), weekdaysOnly)).toBeUndefined();
    expect(openedAt(at("2026-03-30T10:00:00Z"), weekdaysOnly)).toBe(at("2026-03-30T07:00:00Z"));
  });
});
