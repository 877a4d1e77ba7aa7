/**
 * Preferred site-visit times: the days offered (London's dates, open days by
 * the hours in data), the server's check of a submitted list, and the words
 * printed for the owner. Every case injects its clock.
 */
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { upcomingVisitTimes } from "../../src/lib/londonTime";
import { businessWeek, type WeekHours } from "../../src/lib/openingHours";
import { emptySource } from "../../src/lib/leadSource";
import { leadRequestBody } from "../../src/lib/postQuote";
import { emptyQuote } from "../../src/lib/quoteSchema";
import {
  checkVisitTimes,
  formatVisitTimes,
  maxVisitTimes,
  storedVisitTimes,
  visitDays,
  visitSlots,
  visitTimesFromStored,
  visitTimesMessage,
} from "../../src/lib/visitTimes";

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** The weekdays the data gives hours for, by name. */
const openDayNames = new Set<string>([...site.hours.weekdays.dayNames, ...site.hours.saturday.dayNames]);
const weekdayOf = (date: string) => weekdayNames[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "";

/** 00:30 on Wednesday 1 July 2026 in London (BST), still 30 June in UTC. */
const bstJustAfterMidnight = new Date("2026-06-30T23:30:00Z");
/** 23:30 on Tuesday 1 December 2026 in London (GMT, the same as UTC). */
const gmtJustBeforeMidnight = new Date("2026-12-01T23:30:00Z");

describe("the days offered", () => {
  it("start on London's tomorrow in summer time, when UTC is still on the day before", () => {
    const days = visitDays(bstJustAfterMidnight);
    expect(days[0]?.date).toBe("2026-07-02");
    expect(days[0]?.short).toBe("Thu 2 Jul");
    expect(days[0]?.long).toBe("Thursday 2 July");
    expect(days.map((d) => d.date)).not.toContain("2026-07-01");
    expect(days.at(-1)?.date).toBe("2026-07-15");
  });

  it("start on London's tomorrow in winter, an hour before midnight", () => {
    const days = visitDays(gmtJustBeforeMidnight);
    expect(days[0]?.date).toBe("2026-12-02");
    expect(days.at(-1)?.date).toBe("2026-12-15");
  });

  it("cover 14 days from tomorrow, only the days the data gives hours for, each morning and afternoon", () => {
    for (let i = 0; i < 14; i++) {
      const now = new Date(Date.UTC(2026, 10, 20 + i, 10));
      const days = visitDays(now);
      // 14 days hold each open weekday exactly twice.
      expect(days).toHaveLength(2 * openDayNames.size);
      for (const day of days) {
        expect(openDayNames.has(weekdayOf(day.date))).toBe(true);
        expect(day.parts).toEqual(["am", "pm"]);
      }
      // Each open weekday comes up twice in 14 days.
      for (const name of openDayNames) expect(days.filter((d) => weekdayOf(d.date) === name)).toHaveLength(2);
    }
  });

  it("leave out Sunday while the data has no Sunday hours, and keep Saturday while it has Saturday hours", () => {
    const names = visitDays(gmtJustBeforeMidnight).map((d) => weekdayOf(d.date));
    expect(names.includes("Sunday")).toBe(openDayNames.has("Sunday"));
    expect(names.includes("Saturday")).toBe(openDayNames.has("Saturday"));
    expect(Object.keys(businessWeek).map(Number).sort()).toEqual(
      [...openDayNames].map((n) => weekdayNames.indexOf(n)).sort(),
    );
  });

  it("follow the hours given: no Saturday without Saturday hours, Sunday with Sunday hours, no morning for a noon opening", () => {
    const weekdaysOnly: WeekHours = { 1: { opens: "08:00", closes: "18:00" }, 5: { opens: "13:00", closes: "17:00" } };
    const days = visitDays(gmtJustBeforeMidnight, weekdaysOnly);
    expect(days.map((d) => weekdayOf(d.date))).toEqual(["Friday", "Monday", "Friday", "Monday"]);
    expect(days.find((d) => weekdayOf(d.date) === "Friday")?.parts).toEqual(["pm"]);
    const withSunday: WeekHours = { 0: { opens: "10:00", closes: "12:00" } };
    expect(visitSlots(gmtJustBeforeMidnight, withSunday)).toEqual(["2026-12-06:am", "2026-12-13:am"]);
  });
});

describe("checking a submitted list at the server's time", () => {
  const now = gmtJustBeforeMidnight;
  const offered = visitSlots(now);
  const first = offered[0] ?? "";
  const last = offered.at(-1) ?? "";
  const refused = { ok: false, message: visitTimesMessage };

  it("accepts offered values, and returns them in date order", () => {
    expect(checkVisitTimes([last, first], now)).toEqual({ ok: true, value: [first, last] });
    expect(checkVisitTimes([], now)).toEqual({ ok: true, value: [] });
    expect(checkVisitTimes(offered, now)).toEqual({ ok: true, value: offered });
  });

  it("allows a day of slack either side of the window, for clocks either side of midnight", () => {
    // Today (1 Dec, a Tuesday) and the day after the window (16 Dec, a Wednesday).
    expect(checkVisitTimes(["2026-12-01:pm", "2026-12-16:am"], now)).toMatchObject({ ok: true });
    expect(checkVisitTimes(["2026-11-30:am"], now)).toEqual(refused);
    expect(checkVisitTimes(["2026-12-17:am"], now)).toEqual(refused);
  });

  it.each<[string, unknown]>([
    ["text instead of a list", "2026-12-02:am"],
    ["an object", { 0: "2026-12-02:am" }],
    ["a number in the list", [20261202]],
    ["another form of date", ["02/12/2026:am"]],
    ["another part of the day", ["2026-12-02:evening"]],
    ["a date that does not exist", ["2026-02-30:am"]],
    ["a repeat", ["2026-12-02:am", "2026-12-02:am"]],
    ["a closed day (Sunday 6 December)", ["2026-12-06:am"]],
    ["extra text", ["2026-12-02:am<script>"]],
    ["more values than the window holds", Array.from({ length: maxVisitTimes + 1 }, () => first)],
  ])("refuses %s", (_name, value) => {
    expect(checkVisitTimes(value, now)).toEqual(refused);
  });

  it("refuses a Saturday when the hours give none, and takes the week from the data by default", () => {
    const noSaturday: WeekHours = { 1: { opens: "08:00", closes: "18:00" } };
    expect(checkVisitTimes(["2026-12-05:am"], now, noSaturday)).toEqual(refused);
    expect(checkVisitTimes(["2026-12-05:am"], now)).toMatchObject({ ok: openDayNames.has("Saturday") });
  });
});

describe("a request that waited on the device", () => {
  it("keeps the visit times from London's today on, by London's date", () => {
    const values = ["2026-06-30:pm", "2026-07-01:am", "2026-07-02:pm"];
    // 00:30 on 1 July in London: 30 June has passed there, though not yet in UTC.
    expect(upcomingVisitTimes(values, bstJustAfterMidnight)).toEqual(["2026-07-01:am", "2026-07-02:pm"]);
    expect(upcomingVisitTimes(values, new Date("2026-07-03T09:00:00Z"))).toEqual([]);
  });

  it("is sent without the days that have passed", () => {
    const [first = "", second = ""] = visitSlots(new Date());
    const { body } = leadRequestBody({
      ...emptyQuote,
      visitTimes: ["2020-01-06:am", first, second],
      submissionId: "0b7c2c4e-5f1a-4d2b-9e3f-1a2b3c4d5e6f",
      source: emptySource,
    });
    expect(typeof body).toBe("string");
    expect((JSON.parse(body as string) as { visitTimes: string[] }).visitTimes).toEqual([first, second]);
  });
});

describe("the words printed for the owner", () => {
  it("name each day and part in date order", () => {
    expect(formatVisitTimes(["2026-12-02:pm", "2026-12-01:am"])).toBe("Tue 1 Dec morning, Wed 2 Dec afternoon");
  });

  it("say 'morning or afternoon' for a whole day, and nothing for no choice", () => {
    expect(formatVisitTimes(["2026-12-01:pm", "2026-12-01:am"])).toBe("Tue 1 Dec morning or afternoon");
    expect(formatVisitTimes([])).toBe("");
  });

  it("survive storage in one text column", () => {
    const values = ["2026-12-01:am", "2026-12-02:pm"];
    expect(visitTimesFromStored(storedVisitTimes(values))).toEqual(values);
    expect(visitTimesFromStored("")).toEqual([]);
  });
});
