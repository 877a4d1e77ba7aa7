/**
 * Visits the builder can turn up to, in workerd: once a time is confirmed the homeowner gives the
 * address (the request's postcode pre-filled, cleaned and checked, errors next to the fields, nothing
 * kept on a refusal), which the owner's page, the export and (only when the owner turns it on) the feed
 * carry; the .ics keeps its UID with SEQUENCE the number of moves, a reminder the day before, and answers
 * STATUS:CANCELLED once cancelled; the history says "moved by us to …"; a move or a cancellation offers
 * the owner WhatsApp, SMS and e-mail with the change in words, and the homeowner's page asks them to
 * change their calendar; "None of these times suit me" closes the times, with an optional line the
 * owner sees, and alerts the owner. The owner's data (hours, phone) is read from the content.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { fillText } from "../../../src/config/format";
import alertsCopy from "../../../worker/alerts/copy.json";
import requestCopy from "../../../worker/request/copy.json";
import visitsCopy from "../../../worker/visits/copy.json";
import { leadBody, postLead, visitorPhone } from "../support/leads";
import { words } from "../support/pageWords";
import { clockPlus, openDays, type OpenDay } from "../support/openDays";
import { decryptPush, stubPushService, subscribedPhone } from "./support/pushService";
import { api, postForm, query } from "./support/worker";

const push = stubPushService();

const text = async (path: string) => (await api.request(path, { redirect: "manual" })).text();
/** An attribute's value as the page writes it (hono/html escapes & as &amp;). */
const unescaped = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

const visitor = {
  email: "ada.address@example.com",
  phone: visitorPhone.typed,
  firstName: "Ada",
  projectDetails: "A rear extension at our terrace, E17 4QX, with a side return.",
};

const [dayOne, dayTwo] = openDays(2) as [OpenDay, OpenDay];

async function confirmed() {
  const response = await postLead(api, leadBody(visitor));
  expect(response.status).toBe(201);
  const { reference, requestPath } = await response.json<{ reference: string; requestPath: string }>();
  expect((await postForm(`/admin/leads/${reference}/visits`, { date1: dayOne.date, part1: "am" })).status).toBe(303);
  const [slot] = await query<{ id: number }>(
    "SELECT visit_slots.id FROM visit_slots JOIN leads ON leads.id = lead_id WHERE reference = ?",
    reference,
  );
  expect((await postForm(`${requestPath}/visit`, { slot: String(slot?.id) })).status).toBe(303);
  return { reference, requestPath, slotId: slot?.id ?? 0 };
}

const moveTo = (reference: string, minutes: number) =>
  postForm(`/admin/leads/${reference}/visit/move`, {
    date: dayTwo.date,
    part: "at",
    time: clockPlus(dayTwo.opens, minutes),
  });
/** The words of an exact time on the second day, as the pages print it. */
const atWords = (minutes: number) =>
  `${clockPlus(dayTwo.opens, minutes)} ${visitsCopy.to} ${clockPlus(dayTwo.opens, minutes + 60)}`;

function onlyEvent(ics: string) {
  const events = ICAL.Component.fromString(ics).getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return events[0] as ICAL.Component;
}

const feedPath = async () =>
  `/calendar/${(await query<{ token: string }>("SELECT token FROM calendar_feed"))[0]?.token ?? ""}.ics`;

describe("the visit's address", () => {
  const address = {
    line: "  12\u202E Forest\u0007 Road,\u200F  Flat 2 ",
    postcode: "e17 4qx",
    notes: "Side gate on the left.\nPark on Elm Street.",
  };

  it("is asked once a time is confirmed, with the request's postcode pre-filled, and the owner's page and export carry it cleaned", async () => {
    const { reference, requestPath } = await confirmed();
    const page = await text(requestPath);
    expect(words(page)).toContain(visitsCopy.homeowner.addressHeading);
    expect(page).toMatch(/name="postcode" value="E17 4QX"/);
    const saved = await postForm(`${requestPath}/visit/address`, address);
    expect(saved.status).toBe(303);
    expect(words(await text(requestPath))).toContain("12 Forest Road, Flat 2, E17 4QX");
    const lead = words(await text(`/admin/leads/${reference}`));
    expect(lead).toContain("12 Forest Road, Flat 2, E17 4QX");
    expect(lead).toContain("Side gate on the left.");
    const exported = await (
      await api.request(`/admin/leads/${reference}/export.json`)
    ).json<{
      visits: { address: { line: string; postcode: string; accessNotes: string } | null }[];
    }>();
    expect(exported.visits[0]?.address).toEqual({
      line: "12 Forest Road, Flat 2",
      postcode: "E17 4QX",
      accessNotes: address.notes,
    });
  });

  it("refuses a line too short or too long and a postcode that is not one, next to each field, and keeps nothing", async () => {
    const { requestPath, slotId } = await confirmed();
    const refused = await postForm(`${requestPath}/visit/address`, {
      line: "12",
      postcode: "not a postcode",
      notes: "",
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(
      `<p class="field-error" id="visit-address-line-error">${visitsCopy.homeowner.addressErrors.line}</p>`,
    );
    expect(page).toContain(`id="visit-address-postcode-error">${visitsCopy.homeowner.addressErrors.postcode}</p>`);
    expect(page).toMatch(/id="visit-address-line"[^>]*aria-invalid="true"/);
    const long = await postForm(`${requestPath}/visit/address`, { line: "x".repeat(121), postcode: "", notes: "" });
    expect(long.status).toBe(400);
    const notes = await postForm(`${requestPath}/visit/address`, {
      line: "12 Forest Road",
      postcode: "",
      notes: "n".repeat(501),
    });
    expect(notes.status).toBe(400);
    expect(
      await query("SELECT address_line FROM visit_slots WHERE id = ? AND address_line IS NOT NULL", slotId),
    ).toEqual([]);
    // No postcode is fine.
    expect(
      (await postForm(`${requestPath}/visit/address`, { line: "12 Forest Road", postcode: "", notes: "" })).status,
    ).toBe(303);
  });

  it("is asked again for a visit booked after a cancellation, pre-filled with the one given before", async () => {
    const { reference, requestPath } = await confirmed();
    await postForm(`${requestPath}/visit/address`, { line: "7 Hoe Street", postcode: "E17 4QX", notes: "Blue door" });
    await postForm(`/admin/leads/${reference}/visit/cancel`);
    await postForm(`/admin/leads/${reference}/visits`, { date1: dayTwo.date, part1: "pm" });
    const [slot] = await query<{ id: number }>(
      "SELECT visit_slots.id FROM visit_slots JOIN leads ON leads.id = lead_id WHERE reference = ? AND confirmed_at IS NULL",
      reference,
    );
    expect((await postForm(`${requestPath}/visit`, { slot: String(slot?.id) })).status).toBe(303);
    const page = await text(requestPath);
    expect(words(page)).toContain(visitsCopy.homeowner.addressHeading);
    expect(page).toMatch(/name="line" value="7 Hoe Street"/);
    expect(page).toContain(">Blue door</textarea>");
  });

  it("stays out of the owner's feed until the owner turns it on in settings", async () => {
    const { reference, requestPath } = await confirmed();
    await postForm(`${requestPath}/visit/address`, address);
    const event = async () =>
      new ICAL.Event(
        ICAL.Component.fromString(await text(await feedPath()))
          .getAllSubcomponents("vevent")
          .find((e) => String(e.getFirstPropertyValue("summary")).includes(reference)),
      );
    expect(await text(await feedPath())).not.toContain("Forest Road");
    expect(await text("/admin/leads/settings")).not.toMatch(/name="withAddress"[^>]*checked/);
    expect((await postForm("/admin/leads/settings/calendar/address", { withAddress: "on" })).status).toBe(303);
    expect(await text("/admin/leads/settings")).toMatch(/name="withAddress"[^>]*checked/);
    expect((await event()).location).toBe("12 Forest Road, Flat 2, E17 4QX");
    expect((await event()).description).toContain("Side gate on the left.");
    await postForm("/admin/leads/settings/calendar/address", {});
    expect(await text(await feedPath())).not.toContain("Forest Road");
  });
});

describe("the .ics through moves and a cancellation", () => {
  it("keeps its UID with SEQUENCE the number of moves, reminds the day before, and answers STATUS:CANCELLED once cancelled", async () => {
    const { reference, requestPath } = await confirmed();
    const ics = async () => onlyEvent(await text(`${requestPath}/visit.ics`));
    const first = await ics();
    const uid = first.getFirstPropertyValue("uid");
    expect(first.getFirstPropertyValue("sequence")).toBe(0);
    const alarm = first.getFirstSubcomponent("valarm");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toMatch(/^-P(1D|T24H)$/);
    expect((await moveTo(reference, 0)).status).toBe(303);
    expect((await moveTo(reference, 60)).status).toBe(303);
    const moved = await ics();
    expect(moved.getFirstPropertyValue("uid")).toBe(uid);
    expect(moved.getFirstPropertyValue("sequence")).toBe(2);
    // The owner's feed has the visit at its new time.
    const feed = ICAL.Component.fromString(await text(await feedPath()))
      .getAllSubcomponents("vevent")
      .find((e) => e.getFirstPropertyValue("uid") === uid);
    expect(feed?.getFirstPropertyValue("sequence")).toBe(2);
    expect(String(feed?.getFirstPropertyValue("dtstart")).slice(0, 10)).toBe(dayTwo.date);
    expect((await postForm(`/admin/leads/${reference}/visit/cancel`)).status).toBe(303);
    const answer = await api.request(`${requestPath}/visit.ics`);
    expect(answer.status).toBe(200);
    const cancelled = onlyEvent(await answer.text());
    expect(cancelled.getFirstPropertyValue("uid")).toBe(uid);
    expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(Number(cancelled.getFirstPropertyValue("sequence"))).toBeGreaterThan(2);
    // The owner's feed drops it.
    expect(await text(await feedPath())).not.toContain(reference);
  });
});

describe("what the history and the pages say of a change", () => {
  it("after a move, the history names the time the homeowner confirmed and says 'moved by us to' the new one", async () => {
    const { reference, requestPath } = await confirmed();
    await moveTo(reference, 30);
    const history = words(
      /<ol class="history">([\s\S]*?)<\/ol>/.exec(await text(`/admin/leads/${reference}`))?.[1] ?? "",
    );
    // The line opens with the morning the homeowner chose, not the new time.
    expect(history.replace(/\s+:/g, ":")).toContain(
      `${visitsCopy.parts.am} (${dayOne.opens} ${visitsCopy.to} 12:00): ${visitsCopy.owner.history.proposed}`,
    );
    expect(history).toContain(fillText(visitsCopy.owner.history.moved, { slot: "" }).trim());
    expect(history).toContain(atWords(30));
    expect(history.indexOf(visitsCopy.owner.history.confirmed)).toBeLessThan(history.indexOf(atWords(30)));
    expect(words(await text(requestPath))).toContain(visitsCopy.homeowner.movedCalendar);
  });

  it("offers the owner WhatsApp, SMS and e-mail with the move, then the cancellation, in words; the homeowner's page asks them to delete the event", async () => {
    const { reference, requestPath } = await confirmed();
    expect(await text(`/admin/leads/${reference}`)).not.toContain('href="sms:');
    await moveTo(reference, 30);
    const links = async () => {
      const html = await text(`/admin/leads/${reference}`);
      const href = (pattern: RegExp) => unescaped(pattern.exec(html)?.[1] ?? "");
      return {
        sms: href(/href="(sms:[^"]+)"/),
        whatsapp: href(/href="(https:\/\/wa\.me\/[^"]+)"/),
        email: href(/href="(mailto:[^"]+)"/),
      };
    };
    const moved = await links();
    expect(moved.sms.startsWith(`sms:+${visitorPhone.whatsapp.split("/").at(-1)}?&body=`)).toBe(true);
    expect(decodeURIComponent(moved.sms.split("body=")[1] ?? "")).toContain(atWords(30));
    expect(decodeURIComponent(moved.whatsapp.split("text=")[1] ?? "")).toContain(atWords(30));
    expect(moved.email.startsWith(`mailto:${visitor.email}?subject=`)).toBe(true);
    expect(decodeURIComponent(moved.email)).toContain(atWords(30));
    await postForm(`/admin/leads/${reference}/visit/cancel`);
    const cancelled = await links();
    const cancelWords = visitsCopy.owner.cancelledMessage.split("{slot}")[1]?.slice(0, 30) ?? "";
    expect(decodeURIComponent(cancelled.sms.split("body=")[1] ?? "")).toContain(cancelWords);
    expect(words(await text(requestPath))).toContain(visitsCopy.homeowner.cancelledCalendar);
  });

  it("takes the request back before the visit once it is cancelled: the page no longer asks for a time that is not offered", async () => {
    const { reference, requestPath } = await confirmed();
    await postForm(`/admin/leads/${reference}/visit/cancel`);
    const page = words(await text(requestPath));
    expect(page).not.toContain(words(requestCopy.next.visitProposed));
    expect(page).not.toContain(words(requestCopy.next.visitConfirmed));
    const current = /aria-current="step">\s*<strong>([^<]+)/.exec(await text(requestPath))?.[1];
    expect(current).toBeDefined();
    expect(current).not.toBe(requestCopy.steps.visitProposed);
  });
});

describe("none of these times suit me", () => {
  it("closes the times offered, keeps the homeowner's line (cleaned) for the owner, and alerts the owner", async () => {
    const subscription = await subscribedPhone();
    const response = await postLead(api, leadBody({ ...visitor, email: "dee.decline@example.com" }));
    const { reference, requestPath } = await response.json<{ reference: string; requestPath: string }>();
    await expect.poll(() => push.to(subscription).length).toBe(1);
    await postForm(`/admin/leads/${reference}/visits`, {
      date1: dayOne.date,
      part1: "am",
      date2: dayTwo.date,
      part2: "pm",
    });
    const page = await text(requestPath);
    expect(words(page)).toContain(visitsCopy.homeowner.declineButton);
    expect((await postForm(`${requestPath}/visit/decline`, { note: "n".repeat(301) })).status).toBe(400);
    expect(await query("SELECT id FROM visit_slots WHERE declined_at IS NOT NULL")).toEqual([]);
    const declined = await postForm(`${requestPath}/visit/decline`, { note: "Evenings\u202E after six, please\u0007" });
    expect(declined.status).toBe(303);
    const after = words(await text(requestPath));
    expect(after).toContain(visitsCopy.homeowner.declined);
    expect(after).not.toContain(visitsCopy.homeowner.confirmButton);
    const lead = words(await text(`/admin/leads/${reference}`));
    expect(lead).toContain(visitsCopy.owner.declined);
    expect(lead).toContain("Evenings after six, please");
    await expect.poll(() => push.to(subscription).length).toBe(2);
    const alert = JSON.parse(await decryptPush(push.to(subscription)[1]?.body ?? new Uint8Array(), subscription)) as {
      notification: { title: string };
    };
    expect(alert.notification.title).toBe(alertsCopy.alerts.homeowner.visitDeclined.replace("{reference}", reference));
    // Nothing left to decline, or to confirm.
    expect((await postForm(`${requestPath}/visit/decline`, {})).status).toBe(409);
  });
});

describe("erasure", () => {
  it("takes the visit's address and moves with the lead", async () => {
    const { reference, requestPath, slotId } = await confirmed();
    await postForm(`${requestPath}/visit/address`, { line: "12 Forest Road", postcode: "", notes: "" });
    await moveTo(reference, 30);
    expect(await query("SELECT id FROM visit_moves WHERE slot_id = ?", slotId)).toHaveLength(1);
    expect((await postForm(`/admin/leads/${reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(await query("SELECT id FROM visit_moves WHERE slot_id = ?", slotId)).toEqual([]);
    expect(await query("SELECT id FROM visit_slots WHERE id = ?", slotId)).toEqual([]);
  });
});
