/**
 * A visit's times and its iCalendar, in workerd (where ical-generator runs for the Worker), with the
 * clock passed in: a morning runs from business.json's opening time to 12:00, an afternoon from 12:00 to
 * closing, an exact time an hour; the .ics, parsed by ical.js, has the right London time in summer (BST)
 * and in winter (GMT); a slot outside the hours is refused.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { businessWeek, visitWeek } from "../../../src/lib/openingHours";
import business from "../../../src/content/site/business.json";
import visitsCopy from "../../../worker/visits/copy.json";
import { ownerFeed, visitIcs } from "../../../worker/visits/calendar";
import type { BookedVisit, SlotRow } from "../../../worker/visits/queries";
import { slotProblem, slotTimes, type Slot } from "../../../worker/visits/slots";

/** Monday 5 July 2027 is in British Summer Time (UTC+1); Monday 4 January 2027 in GMT (UTC+0). */
const summerMonday = "2027-07-05";
const winterMonday = "2027-01-04";
const before = new Date("2026-12-01T12:00:00Z");
const monday = businessWeek[1];
if (!monday) throw new Error("business.json has no Monday hours");

const clock = (text: string) => [Number(text.slice(0, 2)), Number(text.slice(3, 5))] as const;
/** The UTC moment London's clock shows `text` on `date`, given London's offset from UTC that day in hours. */
const utc = (date: string, text: string, offsetHours: number) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = clock(text);
  return Date.UTC(y, m - 1, d, h - offsetHours, min);
};
const plusHour = (text: string) => {
  const [h, m] = clock(text);
  return `${String(h + 1).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
};

const row = (slot: Slot, id = 1): SlotRow => ({
  ...slot,
  id,
  lead_id: 1,
  proposed_at: before.toISOString(),
  closed_at: null,
  confirmed_at: before.toISOString(),
  cancelled_at: null,
  moved_at: null,
  moves: 0,
  address_line: null,
  address_postcode: null,
  access_notes: null,
  address_at: null,
  declined_at: null,
  decline_note: null,
});

function onlyEvent(ics: string) {
  const events = ICAL.Component.fromString(ics).getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return new ICAL.Event(events[0]);
}
const ms = (time: ICAL.Time) => time.toJSDate().getTime();

describe("a slot's span, from business.json", () => {
  it("is opening time to noon for a morning, noon to closing for an afternoon, an hour for an exact time", () => {
    expect(slotTimes({ date: winterMonday, part: "am", at: null })).toEqual({
      start: utc(winterMonday, monday.opens, 0),
      end: utc(winterMonday, "12:00", 0),
    });
    expect(slotTimes({ date: winterMonday, part: "pm", at: null })).toEqual({
      start: utc(winterMonday, "12:00", 0),
      end: utc(winterMonday, monday.closes, 0),
    });
    expect(slotTimes({ date: summerMonday, part: "at", at: monday.opens })).toEqual({
      start: utc(summerMonday, monday.opens, 1),
      end: utc(summerMonday, plusHour(monday.opens), 1),
    });
  });

  it("takes an exact time from the visit hours' opening to an hour before their close, and nothing outside", () => {
    const at = (time: string) => slotProblem({ date: winterMonday, part: "at", at: time }, before);
    const visits = visitWeek[1];
    if (!visits) throw new Error("business.json has no Monday visit hours");
    expect(visits).toEqual(business.visitHours.weekdays);
    const [openH, openM] = clock(visits.opens);
    const [closeH, closeM] = clock(visits.closes);
    const time = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    expect(at(visits.opens)).toBeUndefined();
    expect(at(time(openH * 60 + openM - 15))).toBe(visitsCopy.errors.time);
    expect(at(time(closeH * 60 + closeM - 60))).toBeUndefined();
    expect(at(time(closeH * 60 + closeM - 45))).toBe(visitsCopy.errors.time);
    expect(at("25:00")).toBe(visitsCopy.errors.time);
  });

  it("lets an exact time end after the advertised closing time, by the visit hours' close, which the advertised hours keep", () => {
    const visits = visitWeek[1];
    if (!visits || visits.closes <= monday.closes) return;
    const [closeH, closeM] = clock(monday.closes);
    const halfHourBefore = `${String(Math.floor((closeH * 60 + closeM - 30) / 60)).padStart(2, "0")}:${String((closeH * 60 + closeM - 30) % 60).padStart(2, "0")}`;
    expect(slotProblem({ date: winterMonday, part: "at", at: halfHourBefore }, before)).toBeUndefined();
    // The advertised hours (the site's, the structured data's, the copy's) are still business.json's hours.
    expect(monday).toEqual(business.hours.weekdays);
    // The afternoon still ends at the advertised closing time.
    expect(slotTimes({ date: winterMonday, part: "pm", at: null })?.end).toBe(utc(winterMonday, monday.closes, 0));
  });

  it("refuses a closed day, a past time and a date too far ahead", () => {
    const closed = [0, 1, 2, 3, 4, 5, 6].find((day) => !businessWeek[day]);
    if (closed !== undefined) {
      // 3 January 2027 is a Sunday; count on from it to the closed weekday.
      const date = `2027-01-${String(3 + closed).padStart(2, "0")}`;
      expect(slotProblem({ date, part: "am", at: null }, before)).toBe(visitsCopy.errors.closed);
    }
    const afterOpening = new Date(utc(winterMonday, plusHour(monday.opens), 0));
    expect(slotProblem({ date: winterMonday, part: "am", at: null }, afterOpening)).toBe(visitsCopy.errors.past);
    expect(slotProblem({ date: summerMonday, part: "am", at: null }, before)).toBe(visitsCopy.errors.date);
    expect(slotProblem({ date: "2027-02-30", part: "am", at: null }, before)).toBe(visitsCopy.errors.date);
  });
});

describe("the .ics", () => {
  it("has a summer morning at London's opening time, an hour before it in UTC", () => {
    const event = onlyEvent(
      visitIcs(row({ date: summerMonday, part: "am", at: null }), "Q-1234", "example.test", before),
    );
    expect(ms(event.startDate)).toBe(utc(summerMonday, monday.opens, 1));
    expect(ms(event.endDate)).toBe(utc(summerMonday, "12:00", 1));
    expect(event.description).toContain("Q-1234");
    expect(event.uid).toBe("visit-1@example.test");
  });

  it("has a winter afternoon at London's time, which is UTC", () => {
    const event = onlyEvent(
      visitIcs(row({ date: winterMonday, part: "pm", at: null }), "Q-1234", "example.test", before),
    );
    expect(ms(event.startDate)).toBe(utc(winterMonday, "12:00", 0));
    expect(ms(event.endDate)).toBe(utc(winterMonday, monday.closes, 0));
  });

  it("escapes and folds what it writes, so the parser reads it back whole", () => {
    const visit: BookedVisit = {
      ...row({ date: summerMonday, part: "at", at: "10:30" }),
      reference: "Q-9876",
      first_name: "Zoë; O'Neil, \\ the second",
      project_type: "Loft Conversion",
      project_details: `A long description at 1 Long Road, N16 7AB. ${"word ".repeat(40)}`,
    };
    const ics = ownerFeed([visit], "https://example.test", before);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const event = onlyEvent(ics);
    expect(event.summary).toContain(visit.first_name);
    expect(event.summary).toContain("N16");
    expect(event.description).toContain("https://example.test/admin/leads/Q-9876");
    expect(ics).not.toContain("Long Road");
    expect(ms(event.startDate)).toBe(utc(summerMonday, "10:30", 1));
  });
});
