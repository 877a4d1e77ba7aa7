/**
 * A site visit's slot: a London date and a part of the day. Pure: the hours come from
 * business.json (src/lib/visitTimes.ts's `businessWeek`), the clock is passed in.
 *
 * - a morning runs from the day's opening time to 12:00;
 * - an afternoon from 12:00 to the closing time;
 * - either narrowed, when the owner gives a window inside it when proposing or moving it ("09:00 to
 *   11:00"): the homeowner's page, the .ics and the owner's page then show the window;
 * - an exact time (`at`, HH:MM) lasts an hour, inside the visit hours by arrangement (business.json's
 *   `visitHours`, which may end later than the advertised closing time).
 */
import { londonIsoDate, londonMoment } from "../../src/lib/londonTime";
import { businessWeek, visitWeek, type WeekHours } from "../../src/lib/openingHours";
import { visitTimesFromStored } from "../../src/lib/visitTimes";
import { visitsCopy as copy } from "./copy";

export const slotParts = ["am", "pm", "at"] as const;
export type SlotPart = (typeof slotParts)[number];

export interface Slot {
  /** London's date, `2026-12-01`. */
  date: string;
  part: SlotPart;
  /** `09:30` for an exact time, else null. */
  at: string | null;
  /** A morning's or afternoon's narrower window, `09:00` and `11:00`, when the owner gave one. */
  window_start?: string | null;
  window_end?: string | null;
}

/** The most slots one proposal offers. */
export const maxSlots = 3;
/** How far ahead a slot may be. */
const windowDays = 90;
const noon = "12:00";
const exactMinutes = 60;
/** The shortest window a morning or afternoon is narrowed to. */
const windowMinutes = 60;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The weekday (0 = Sunday) of a London date, or undefined when it is not a real date. */
function weekdayOf(date: string): number | undefined {
  if (!datePattern.test(date)) return undefined;
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date ? undefined : day.getUTCDay();
}

/** The day's opening hours, or undefined when the firm is closed that day. */
export const hoursOn = (date: string, week: WeekHours = businessWeek) => {
  const weekday = weekdayOf(date);
  return weekday === undefined ? undefined : week[weekday];
};

/** The whole morning (opening to 12:00) or afternoon (12:00 to closing) of a day's hours. */
const partSpan = (part: "am" | "pm", hours: { opens: string; closes: string }) =>
  part === "am" ? { start: hours.opens, end: noon } : { start: noon, end: hours.closes };

/**
 * Start and end of the slot on London's clock, `08:00`–`12:00`, or the narrower window the owner gave
 * a morning or afternoon; undefined on a closed day.
 */
export function spanOf(slot: Slot, week: WeekHours = businessWeek): { start: string; end: string } | undefined {
  const hours = hoursOn(slot.date, week);
  if (!hours) return undefined;
  if (slot.part !== "at") {
    return slot.window_start && slot.window_end
      ? { start: slot.window_start, end: slot.window_end }
      : partSpan(slot.part, hours);
  }
  const start = slot.at ?? hours.opens;
  return { start, end: clockOf(minutesOf(start) + exactMinutes) };
}

/** The slot's start and end as moments (epoch ms). */
export function slotTimes(slot: Slot, week: WeekHours = businessWeek): { start: number; end: number } | undefined {
  const span = spanOf(slot, week);
  return span && { start: londonMoment(slot.date, span.start), end: londonMoment(slot.date, span.end) };
}

/**
 * Why the slot cannot be offered at `now`, or undefined when it can: a real date from London's today
 * to 90 days ahead, on an open day; a morning only if the firm opens before noon, an afternoon only if
 * it closes after; an exact time that starts no earlier than the visit hours' opening and ends by their
 * close (`visits`, by arrangement; the opening hours on a day without them); never past.
 */
export function slotProblem(
  slot: Slot,
  now: Date,
  week: WeekHours = businessWeek,
  visits: WeekHours = visitWeek,
): string | undefined {
  const today = londonIsoDate(now);
  if (weekdayOf(slot.date) === undefined) return copy.errors.date;
  const days = (Date.parse(slot.date) - Date.parse(today)) / 86_400_000;
  if (days < 0 || days > windowDays) return copy.errors.date;
  const hours = hoursOn(slot.date, week);
  if (!hours) return copy.errors.closed;
  if (slot.part === "am" && hours.opens >= noon) return copy.errors.part;
  if (slot.part === "pm" && hours.closes <= noon) return copy.errors.part;
  if (slot.part !== "at" && (slot.window_start || slot.window_end)) {
    const { window_start: start = "", window_end: end = "" } = slot;
    const whole = partSpan(slot.part, hours);
    if (
      !start ||
      !end ||
      !clockPattern.test(start) ||
      !clockPattern.test(end) ||
      minutesOf(start) < minutesOf(whole.start) ||
      minutesOf(end) > minutesOf(whole.end) ||
      minutesOf(end) - minutesOf(start) < windowMinutes
    )
      return copy.errors.window;
  }
  if (slot.part === "at") {
    if (!slot.at || !clockPattern.test(slot.at)) return copy.errors.time;
    const span = hoursOn(slot.date, visits) ?? hours;
    if (minutesOf(slot.at) < minutesOf(span.opens) || minutesOf(slot.at) + exactMinutes > minutesOf(span.closes))
      return copy.errors.time;
  }
  const times = slotTimes(slot, week);
  if (!times || times.start <= now.getTime()) return copy.errors.past;
  return undefined;
}

/** One row of the owner's form as posted: `date1`, `part1`, `time1`, and a window's `from1`, `until1`… */
export interface SlotInput {
  date: string;
  part: string;
  time: string;
  /** A morning's or afternoon's narrower window, when the owner gives one. */
  from?: string;
  until?: string;
}

const isPart = (value: string): value is SlotPart => (slotParts as readonly string[]).includes(value);

/** A posted row as a slot (not yet checked), or undefined for a row left empty. */
export function slotOfInput(input: SlotInput): Slot | undefined {
  if (!input.date.trim()) return undefined;
  const part = isPart(input.part) ? input.part : "am";
  const narrowed = part !== "at" && Boolean(input.from?.trim() || input.until?.trim());
  return {
    date: input.date.trim(),
    part,
    at: part === "at" ? input.time.trim() : null,
    window_start: narrowed ? (input.from ?? "").trim() : null,
    window_end: narrowed ? (input.until ?? "").trim() : null,
  };
}

/** The form's rows before the owner types: the homeowner's preferred times still ahead, at most three. */
export function prefilledSlots(visitTimes: string, now: Date, week: WeekHours = businessWeek): SlotInput[] {
  return visitTimesFromStored(visitTimes)
    .map((value): SlotInput => ({ date: value.slice(0, 10), part: value.slice(11), time: "" }))
    .filter((input) => {
      const slot = slotOfInput(input);
      return slot !== undefined && slotProblem(slot, now, week) === undefined;
    })
    .slice(0, maxSlots);
}

const dayWords = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** `Tue 1 Dec, morning (08:00 to 12:00)` (or its narrower window), or `Tue 1 Dec, 10:30 to 11:30`. */
export function slotWords(slot: Slot, week: WeekHours = businessWeek): string {
  const day = dayWords.format(new Date(`${slot.date}T12:00:00Z`));
  const span = spanOf(slot, week);
  const range = span ? `${span.start} ${copy.to} ${span.end}` : "";
  return slot.part === "at" ? `${day}, ${range}` : `${day}, ${copy.parts[slot.part]} (${range})`;
}
