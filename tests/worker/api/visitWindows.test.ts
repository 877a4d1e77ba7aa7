/**
 * A morning or an afternoon narrowed by the owner (issue 48, section 4): proposing or moving a visit, the
 * owner may give a window inside the part of the day ("from 09:00 until 11:00"); the homeowner's page,
 * the owner's page and history, the homeowner's .ics (DTSTART/DTEND) and the owner's feed then show the
 * window, not the whole morning. A window outside the part of the day, with one end only, or shorter than
 * an hour is refused next to its row, storing nothing.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { fillText } from "../../../src/config/format";
import visitsCopy from "../../../worker/visits/copy.json";
import { leadBody, postLead } from "../support/leads";
import { words } from "../support/pageWords";
import { clockPlus, openDays, type OpenDay } from "../support/openDays";
import { api, postForm, query, stubEmailJs } from "./support/worker";

stubEmailJs();

const text = async (path: string) => (await api.request(path, { redirect: "manual" })).text();

/** The events of an iCalendar text, as ical.js reads them. */
const events = (ics: string) =>
  ICAL.Component.fromString(ics)
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent));

/** A moment on London's clock, `09:00`. */
const london = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" }).format(date);

const [dayOne, dayTwo] = openDays(2) as [OpenDay, OpenDay];
/** An hour after opening until three hours after: inside every open day's morning (opening by 09:00). */
const morning = { start: clockPlus(dayOne.opens, 60), end: clockPlus(dayOne.opens, 180) };
const afternoon = { start: "13:00", end: "15:00" };
/** "morning (09:00 to 11:00)", as the pages write a part of the day and its span. */
const partWords = (part: "am" | "pm", span: { start: string; end: string }) =>
  `${visitsCopy.parts[part]} (${span.start} ${visitsCopy.to} ${span.end})`;

async function newRequest() {
  const response = await postLead(api, leadBody({ firstName: "Kit" }));
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

const slotRows = (reference: string) =>
  query<{ id: number; part: string; window_start: string | null; window_end: string | null }>(
    "SELECT visit_slots.id, part, window_start, window_end FROM visit_slots JOIN leads ON leads.id = lead_id WHERE reference = ? ORDER BY visit_slots.id",
    reference,
  );

describe("a narrower morning or afternoon", () => {
  it("shows the owner's window on the homeowner's page, the owner's page and the .ics, and after a move", async () => {
    const { reference, requestPath } = await newRequest();
    const proposed = await postForm(`/admin/leads/${reference}/visits`, {
      date1: dayOne.date,
      part1: "am",
      from1: morning.start,
      until1: morning.end,
    });
    expect(proposed.status).toBe(303);
    const [slot] = await slotRows(reference);
    expect(slot).toMatchObject({ part: "am", window_start: morning.start, window_end: morning.end });

    const page = words(await text(requestPath));
    expect(page).toContain(partWords("am", morning));
    expect(page).not.toContain(partWords("am", { start: dayOne.opens, end: "12:00" }));
    expect((await postForm(`${requestPath}/visit`, { slot: String(slot?.id) })).status).toBe(303);
    expect(words(await text(requestPath))).toContain(partWords("am", morning));
    expect(words(await text(`/admin/leads/${reference}`))).toContain(partWords("am", morning));

    const [event] = events(await text(`${requestPath}/visit.ics`));
    expect(london(event?.startDate.toJSDate() ?? new Date(0))).toBe(morning.start);
    expect(london(event?.endDate.toJSDate() ?? new Date(0))).toBe(morning.end);

    // Moved to a narrower afternoon: the page, the history and the .ics follow.
    const moved = await postForm(`/admin/leads/${reference}/visit/move`, {
      date: dayTwo.date,
      part: "pm",
      from: afternoon.start,
      until: afternoon.end,
    });
    expect(moved.status).toBe(303);
    expect(words(await text(requestPath))).toContain(partWords("pm", afternoon));
    const owner = words(await text(`/admin/leads/${reference}`));
    expect(owner).toContain(fillText(visitsCopy.owner.history.moved, { slot: "" }).trim());
    expect(owner).toContain(partWords("pm", afternoon));
    // The history still gives the time as proposed, with its window.
    expect(owner).toContain(partWords("am", morning));
    const [after] = events(await text(`${requestPath}/visit.ics`));
    expect(london(after?.startDate.toJSDate() ?? new Date(0))).toBe(afternoon.start);
    expect(london(after?.endDate.toJSDate() ?? new Date(0))).toBe(afternoon.end);
  });

  it("keeps the whole morning when no window is given", async () => {
    const { reference, requestPath } = await newRequest();
    expect((await postForm(`/admin/leads/${reference}/visits`, { date1: dayOne.date, part1: "am" })).status).toBe(303);
    expect(words(await text(requestPath))).toContain(partWords("am", { start: dayOne.opens, end: "12:00" }));
  });

  it("refuses a window outside the part of the day, with one end, or shorter than an hour, storing nothing", async () => {
    const { reference } = await newRequest();
    for (const window of [
      { from1: morning.start, until1: "12:30" },
      { from1: morning.start, until1: "" },
      { from1: "", until1: morning.end },
      { from1: morning.start, until1: clockPlus(morning.start, 30) },
      { from1: "11:00", until1: "13:00" },
    ]) {
      const refused = await postForm(`/admin/leads/${reference}/visits`, {
        date1: dayOne.date,
        part1: "am",
        ...window,
      });
      expect(refused.status, JSON.stringify(window)).toBe(400);
      expect(words(await refused.text())).toContain(visitsCopy.errors.window);
    }
    const afternoonTooEarly = await postForm(`/admin/leads/${reference}/visits`, {
      date1: dayOne.date,
      part1: "pm",
      from1: "11:00",
      until1: "14:00",
    });
    expect(afternoonTooEarly.status).toBe(400);
    expect(await slotRows(reference)).toEqual([]);
  });
});
