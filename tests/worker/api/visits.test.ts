/**
 * Site visits in workerd: the owner proposes times on a lead (pre-filled from the homeowner's preferred
 * times, within business.json's hours), the request's page lists them and the homeowner confirms one with
 * one tap; two confirmations at once leave one visit; the owner cancels or moves it and the page shows it;
 * "Send the request's link" makes a new link offered by wa.me and mailto:; the .ics and the owner's feed
 * parse with ical.js; a replaced feed address answers 404; every owner-side action is behind Access;
 * erasure and retention take the visits (and so the feed's entries) with the lead.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { visitWeek } from "../../../src/lib/openingHours";
import { visitSlots } from "../../../src/lib/visitTimes";
import requestCopy from "../../../worker/request/copy.json";
import visitsCopy from "../../../worker/visits/copy.json";
import { leadBody, postLead, visitorPhone } from "../support/leads";
import { words } from "../support/pageWords";
import { clockPlus, closedDay, openDays, type OpenDay } from "../support/openDays";
import { api, query, scheduled, stubEmailJs, withVars } from "./support/worker";

const emailjs = stubEmailJs();

const form = { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };

const post = (path: string, fields: Record<string, string> = {}, origin = api) =>
  origin.request(path, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams(fields).toString(),
  });

const open = (path: string) => api.request(path, { redirect: "manual" });
const text = async (path: string) => (await open(path)).text();

const details = "Loft conversion at 4 Elm Row, E8 3PB, with a dormer.";
const visitor = {
  email: "kit.visit@example.com",
  phone: visitorPhone.typed,
  firstName: "Kit",
  projectDetails: details,
};

async function newRequest(fields: Record<string, unknown> = {}) {
  const response = await postLead(api, leadBody({ ...visitor, ...fields }));
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

const [dayOne, dayTwo] = openDays(2) as [OpenDay, OpenDay];
/** Two slots: the first day's morning, and an hour from an hour after opening on the second. */
const twoSlots = {
  date1: dayOne.date,
  part1: "am",
  date2: dayTwo.date,
  part2: "at",
  time2: clockPlus(dayTwo.opens, 60),
};

const slotIds = async (reference: string) =>
  (
    await query<{ id: number }>(
      "SELECT visit_slots.id FROM visit_slots JOIN leads ON leads.id = lead_id WHERE reference = ? ORDER BY visit_slots.id",
      reference,
    )
  ).map((row) => row.id);

/** A request with two slots proposed; returns its reference, page and slot ids. */
async function proposed() {
  const request = await newRequest();
  const answer = await post(`/admin/leads/${request.reference}/visits`, twoSlots);
  expect(answer.status).toBe(303);
  return { ...request, slots: await slotIds(request.reference) };
}

const confirm = (requestPath: string, slot: number | undefined) => post(`${requestPath}/visit`, { slot: String(slot) });

const step = (html: string) => /aria-current="step"\s*>\s*<strong>([^<]+)</.exec(html)?.[1];

/** The events of an iCalendar text, as ical.js reads them. */
function events(ics: string) {
  const calendar = ICAL.Component.fromString(ics);
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("proposing times", () => {
  it("pre-fills the form with the homeowner's preferred times", async () => {
    const preferred = visitSlots(new Date())
      .filter((value) => value >= `${dayOne.date}:`)
      .slice(0, 2);
    const { reference } = await newRequest({ visitTimes: preferred });
    const html = await text(`/admin/leads/${reference}`);
    for (const [i, value] of preferred.entries()) {
      expect(html).toContain(`name="date${i + 1}" value="${value.slice(0, 10)}"`);
      expect(html).toMatch(
        new RegExp(`name="part${i + 1}"[^>]*>[\\s\\S]*?<option value="${value.slice(11)}" selected`),
      );
    }
  });

  it("lists the proposed times on the request's page, whose timeline reaches 'visit proposed'", async () => {
    const { reference, requestPath } = await proposed();
    const page = await text(requestPath);
    expect(step(page)).toBe(requestCopy.steps.visitProposed);
    expect(words(page)).toContain(visitsCopy.homeowner.choose);
    expect(page.match(new RegExp(visitsCopy.homeowner.confirmButton, "g"))).toHaveLength(2);
    expect(words(page)).toContain(`${visitsCopy.parts.am} (${dayOne.opens} ${visitsCopy.to} 12:00)`);
    expect(words(page)).toContain(`${clockPlus(dayTwo.opens, 60)} ${visitsCopy.to} ${clockPlus(dayTwo.opens, 120)}`);
    // The lead's history in the owner's app.
    const lead = words(await text(`/admin/leads/${reference}`));
    expect(lead).toContain(visitsCopy.owner.historyHeading);
    expect(lead).toContain(visitsCopy.owner.waiting);
  });

  it("refuses a time outside the visit hours, or a closed day, next to the field, and stores nothing", async () => {
    const { reference } = await newRequest();
    const visitHours = visitWeek[new Date(`${dayOne.date}T00:00:00Z`).getUTCDay()] ?? dayOne;
    const late = await post(`/admin/leads/${reference}/visits`, {
      date1: dayOne.date,
      part1: "at",
      time1: clockPlus(visitHours.closes, -30),
    });
    expect(late.status).toBe(400);
    expect(await late.text()).toMatch(
      new RegExp(`<p class="field-error" id="slot1-error">${visitsCopy.errors.time.replace(/[.()]/g, "\\$&")}</p>`),
    );
    const early = await post(`/admin/leads/${reference}/visits`, {
      date1: dayOne.date,
      part1: "at",
      time1: clockPlus(visitHours.opens, -15),
    });
    expect(early.status).toBe(400);
    const closed = closedDay();
    if (closed) {
      const refused = await post(`/admin/leads/${reference}/visits`, { date1: closed, part1: "am" });
      expect(refused.status).toBe(400);
      expect(words(await refused.text())).toContain(visitsCopy.errors.closed);
    }
    expect(await slotIds(reference)).toEqual([]);
  });
});

describe("confirming", () => {
  it("confirms one time with one tap: the page says booked, the timeline 'visit confirmed'", async () => {
    const { reference, requestPath, slots } = await proposed();
    const confirmed = await confirm(requestPath, slots[1]);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(requestPath);
    const page = await text(requestPath);
    expect(step(page)).toBe(requestCopy.steps.visitConfirmed);
    expect(words(page)).toContain(visitsCopy.homeowner.addToCalendar);
    expect(page).not.toContain(visitsCopy.homeowner.confirmButton);
    const upcoming = words(await text("/admin/leads"));
    expect(upcoming).toContain(visitsCopy.owner.upcomingHeading);
    expect(upcoming).toContain(reference);
  });

  it("of two confirmations at once, of different times, one stands and the other is told it is already confirmed", async () => {
    const { requestPath, slots } = await proposed();
    const answers = await Promise.all([confirm(requestPath, slots[0]), confirm(requestPath, slots[1])]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    const loser = answers.find((a) => a.status === 409);
    expect(words((await loser?.text()) ?? "")).toContain(visitsCopy.homeowner.alreadyConfirmed);
    const standing = await query(
      "SELECT id FROM visit_slots WHERE id IN (?, ?) AND confirmed_at IS NOT NULL",
      slots[0],
      slots[1],
    );
    expect(standing).toHaveLength(1);
  });

  it("of two confirmations of the same time at once, one wins", async () => {
    const { requestPath, slots } = await proposed();
    const answers = await Promise.all([confirm(requestPath, slots[0]), confirm(requestPath, slots[0])]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
  });

  it("needs the request's own link: another request's slot, or a made-up link, confirms nothing", async () => {
    const mine = await proposed();
    const theirs = await proposed();
    expect((await confirm(mine.requestPath, theirs.slots[0])).status).toBe(409);
    expect((await confirm("/request/AAAAAAAAAAAAAAAAAAAAAA", theirs.slots[0])).status).toBe(404);
    expect((await open("/request/AAAAAAAAAAAAAAAAAAAAAA/visit.ics")).status).toBe(404);
    expect(
      await query("SELECT id FROM visit_slots WHERE confirmed_at IS NOT NULL AND id = ?", theirs.slots[0]),
    ).toEqual([]);
  });
});

describe("the owner cancels or moves", () => {
  it("moves the visit, and the page and the .ics show the new time", async () => {
    const { reference, requestPath, slots } = await proposed();
    await confirm(requestPath, slots[0]);
    const moved = await post(`/admin/leads/${reference}/visit/move`, {
      date: dayTwo.date,
      part: "at",
      time: clockPlus(dayTwo.opens, 30),
    });
    expect(moved.status).toBe(303);
    const page = words(await text(requestPath));
    const movedWords = visitsCopy.homeowner.moved.split("{slot}")[0] ?? "";
    expect(page).toContain(movedWords);
    expect(page).toContain(`${clockPlus(dayTwo.opens, 30)} ${visitsCopy.to} ${clockPlus(dayTwo.opens, 90)}`);
    const [event] = events(await text(`${requestPath}/visit.ics`));
    expect(event?.startDate.toJSDate().toISOString().slice(0, 10)).toBe(dayTwo.date);
  });

  it("cancels the visit: the page says so, and the .ics says it is cancelled", async () => {
    const { reference, requestPath, slots } = await proposed();
    await confirm(requestPath, slots[0]);
    expect((await post(`/admin/leads/${reference}/visit/cancel`)).status).toBe(303);
    const page = await text(requestPath);
    expect(words(page)).toContain(visitsCopy.homeowner.cancelled.split("{slot}")[0] ?? "");
    // Back before the visit, with none offered: not "choose a time", but read by the firm.
    expect(step(page)).toBe(requestCopy.steps.seen);
    const ics = await open(`${requestPath}/visit.ics`);
    expect(ics.status).toBe(200);
    expect(events(await ics.text())[0]?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    // The proposal was used: its other time is not offered again, not even to a tab left open.
    expect(page).not.toContain(visitsCopy.homeowner.confirmButton);
    expect((await confirm(requestPath, slots[1])).status).toBe(409);
    // A new proposal offers times again.
    await post(`/admin/leads/${reference}/visits`, twoSlots);
    expect(await text(requestPath)).toContain(visitsCopy.homeowner.confirmButton);
  });
});

describe("sending the link", () => {
  it("offers the owner's link by WhatsApp and e-mail from the owner's phone, sending no e-mail itself", async () => {
    const { reference, requestPath } = await newRequest();
    const answer = await post(`/admin/leads/${reference}/link`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const link = /value="(http:\/\/127\.0\.0\.1\/request\/[A-Za-z0-9_-]{22})"/.exec(html)?.[1] ?? "";
    expect(link).not.toBe("");
    expect(link).not.toContain(requestPath);
    expect((await api.request(link)).status).toBe(200);
    const whatsapp = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(whatsapp.startsWith(`${visitorPhone.whatsapp}?text=`)).toBe(true);
    expect(decodeURIComponent(whatsapp.split("text=")[1] ?? "")).toContain(link);
    const mailto = /href="(mailto:[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(mailto.startsWith(`mailto:${visitor.email}?subject=`)).toBe(true);
    expect(decodeURIComponent(mailto)).toContain(link);
    // The only e-mail of this request is the owner's own notice of it: the link goes from the owner's phone.
    expect(JSON.stringify(emailjs.sent)).not.toContain(link.split("/request/")[1]);
  });
});

describe("the .ics files", () => {
  it("gives the homeowner's booked visit at the slot's London time", async () => {
    const { reference, requestPath, slots } = await proposed();
    await confirm(requestPath, slots[0]);
    const answer = await open(`${requestPath}/visit.ics`);
    expect(answer.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    const [event, ...more] = events(await answer.text());
    expect(more).toEqual([]);
    expect(event?.description).toContain(reference);
    // The morning: opening time to noon on London's clock.
    const london = (date: Date) =>
      new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" }).format(date);
    expect(london(event?.startDate.toJSDate() ?? new Date(0))).toBe(dayOne.opens);
    expect(london(event?.endDate.toJSDate() ?? new Date(0))).toBe("12:00");
  });
});

describe("the owner's calendar feed", () => {
  const feedAddress = async () => {
    const settings = await text("/admin/leads/settings");
    return new URL(/value="(http:\/\/127\.0\.0\.1\/calendar\/[0-9a-f]{64}\.ics)"/.exec(settings)?.[1] ?? "").pathname;
  };

  it("lists a confirmed visit with reference, first name, district and a link to the lead; no phone or e-mail", async () => {
    const { reference, requestPath, slots } = await proposed();
    await confirm(requestPath, slots[1]);
    const settings = words(await text("/admin/leads/settings"));
    expect(settings).toContain(visitsCopy.settings.refresh);
    const feed = await open(await feedAddress());
    expect(feed.status).toBe(200);
    const ics = await feed.text();
    const event = events(ics).find((e) => e.summary.includes(reference));
    expect(event?.summary).toContain(visitor.firstName);
    expect(event?.summary).toContain("E8");
    expect(event?.description).toContain(`/admin/leads/${reference}`);
    for (const secret of [visitor.email, visitor.phone, "Elm Row", "3PB"]) expect(ics).not.toContain(secret);
  });

  it("answers 404 at the old address once the address is replaced", async () => {
    const old = await feedAddress();
    expect((await open(old)).status).toBe(200);
    const replaced = await post("/admin/leads/settings/calendar");
    expect(replaced.status).toBe(303);
    const now = await feedAddress();
    expect(now).not.toBe(old);
    expect((await open(old)).status).toBe(404);
    expect((await open(now)).status).toBe(200);
    expect(words(await text("/admin/leads/settings?feed=new"))).toContain(visitsCopy.settings.replaced);
  });
});

describe("access", () => {
  const closed = withVars({ INBOX_LOCAL: undefined });
  const guarded = withVars({ ACCESS_TEAM_ORIGIN: "https://team.cloudflareaccess.test", ACCESS_AUD: "aud" });

  it("answers 403 to every owner-side action without a valid Access token, and changes nothing", async () => {
    const { reference, requestPath, slots } = await proposed();
    await confirm(requestPath, slots[0]);
    const before = JSON.stringify(await query("SELECT * FROM visit_slots ORDER BY id"));
    const tokens = JSON.stringify(await query("SELECT * FROM request_tokens ORDER BY token_hash"));
    const feed = JSON.stringify(await query("SELECT * FROM calendar_feed"));
    expect(feed).toContain('"with_address":0');
    for (const origin of [closed, guarded]) {
      for (const [path, fields] of [
        [`/admin/leads/${reference}/visits`, twoSlots],
        [`/admin/leads/${reference}/visit/cancel`, {}],
        [`/admin/leads/${reference}/visit/move`, { date: dayTwo.date, part: "pm" }],
        [`/admin/leads/${reference}/link`, {}],
        ["/admin/leads/settings/calendar", {}],
        ["/admin/leads/settings/calendar/address", { withAddress: "on" }],
      ] as const) {
        expect((await post(path, fields, origin)).status, path).toBe(403);
      }
      expect((await origin.request("/admin/leads/settings")).status).toBe(403);
    }
    expect(JSON.stringify(await query("SELECT * FROM visit_slots ORDER BY id"))).toBe(before);
    expect(JSON.stringify(await query("SELECT * FROM request_tokens ORDER BY token_hash"))).toBe(tokens);
    expect(JSON.stringify(await query("SELECT * FROM calendar_feed"))).toBe(feed);
  });

  it("opens the homeowner's side with the request's token alone, even where the inbox is closed", async () => {
    const { requestPath, slots } = await proposed();
    expect((await closed.request(requestPath)).status).toBe(200);
    expect((await post(`${requestPath}/visit`, { slot: String(slots[0]) }, closed)).status).toBe(303);
    expect((await closed.request(`${requestPath}/visit.ics`)).status).toBe(200);
  });
});

describe("erasure and retention", () => {
  const feedPath = async () =>
    `/calendar/${(await query<{ token: string }>("SELECT token FROM calendar_feed"))[0]?.token ?? ""}.ics`;

  it("the feed carries the Worker's security headers, as every answer does", async () => {
    const { requestPath, slots } = await proposed();
    await confirm(requestPath, slots[0]);
    const feed = await open(await feedPath());
    expect(feed.status).toBe(200);
    expect(feed.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(feed.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(feed.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
    expect(feed.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("the inbox's erasure removes the lead's visits and its entry in the feed", async () => {
    const { reference, requestPath, slots } = await proposed();
    await confirm(requestPath, slots[0]);
    expect(await text(await feedPath())).toContain(reference);
    const erased = await post(`/admin/leads/${reference}/erase`, { confirm: "yes" });
    expect(erased.status).toBe(200);
    expect(await query("SELECT * FROM visit_slots WHERE lead_id NOT IN (SELECT id FROM leads)")).toEqual([]);
    expect(await text(await feedPath())).not.toContain(reference);
  });

  it("the retention period removes the lead's visits with it", async () => {
    const { reference, requestPath, slots } = await proposed();
    await confirm(requestPath, slots[0]);
    await query("UPDATE leads SET created_at = '2020-01-01T00:00:00.000Z' WHERE reference = ?", reference);
    await scheduled();
    expect(await query("SELECT * FROM leads WHERE reference = ?", reference)).toEqual([]);
    expect(await query("SELECT * FROM visit_slots WHERE lead_id NOT IN (SELECT id FROM leads)")).toEqual([]);
    expect(await text(await feedPath())).not.toContain(reference);
  });
});
