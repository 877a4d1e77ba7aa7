/**
 * "We got in touch" only when someone did (issue 48, section 1), in workerd: a tap on Call, WhatsApp or
 * E-mail is an attempt, and the lead's page then asks "How did it go?"; only Spoke and Message sent are
 * a contact, which the homeowner's page, the reply clock and the status follow; No answer and Left a
 * message are kept in the lead's history only. The alert's Call opens /dial, a 303 to tel: that changes
 * nothing. A withdrawn request refuses outcomes and is not dialled. The visit's step in the owner's list
 * follows the visits themselves.
 */
import { describe, expect, it, vi } from "vitest";
import inboxCopy from "../../../worker/inbox/copy.json";
import requestCopy from "../../../worker/request/copy.json";
import visitsCopy from "../../../worker/visits/copy.json";
import { leadBody, postLead, visitorPhone } from "../support/leads";
import { openDays } from "../support/openDays";
import { words } from "../support/pageWords";
import { api, postForm, query, stubEmailJs } from "./support/worker";

stubEmailJs();

/** What a browser sends when the owner opens a page of the app. */
const navigation = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "same-origin" };

async function newRequest() {
  const response = await postLead(api, leadBody({ phone: visitorPhone.typed }));
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

const text = async (path: string, headers: Record<string, string> = {}) =>
  (await api.request(path, { headers, redirect: "manual" })).text();

/** A tap on the lead page's Call, WhatsApp or E-mail button (a form's navigation). */
const tap = (reference: string, channel: string) =>
  postForm(`/admin/leads/${reference}/contact`, { channel }, { "Sec-Fetch-Mode": "navigate" });
/** A tap on one of "How did it go?"'s buttons. */
const outcome = (reference: string, value: string) => postForm(`/admin/leads/${reference}/outcome`, { outcome: value });

const lead = async (reference: string) =>
  (
    await query<{ status: string; first_contact_at: string | null; first_contact_channel: string | null }>(
      "SELECT status, first_contact_at, first_contact_channel FROM leads WHERE reference = ?",
      reference,
    )
  )[0];

/** Whether the homeowner's page says we have been in touch: the timeline's step and its words. */
const saysContacted = async (requestPath: string) => {
  const html = await text(requestPath);
  const step = /aria-current="step"\s*>\s*<strong>([^<]+)</.exec(html)?.[1];
  return { step, words: words(html).includes(requestCopy.next.contacted) };
};

/** The lead's line in the owner's list: its wait, the reply clock. */
const listItem = async (reference: string) => {
  const page = await text("/admin/leads", navigation);
  const item = page.slice(page.indexOf(`${reference}</span>`));
  return item.slice(0, item.indexOf("</li>"));
};

/** The words of the lead's history of calls and messages. */
const contactHistory = (page: string) => {
  const from = page.indexOf(inboxCopy.contactHistory.heading);
  return from < 0 ? "" : words(page.slice(from, page.indexOf("</ol>", from)));
};

/** Whether the lead's page offers "How did it go?"'s buttons. */
const asksHowItWent = (page: string, reference: string) => page.includes(`action="/admin/leads/${reference}/outcome"`);

describe("a tap on Call", () => {
  it("hands off to the phone and records an attempt, but the homeowner's page and the reply clock do not move", async () => {
    const { reference, requestPath } = await newRequest();
    const call = await tap(reference, "call");
    expect(call.status).toBe(303);
    expect(call.headers.get("location")).toBe(visitorPhone.tel);
    expect(await lead(reference)).toEqual({ status: "new", first_contact_at: null, first_contact_channel: null });
    expect(await saysContacted(requestPath)).toEqual({ step: requestCopy.steps.received, words: false });
    expect(await listItem(reference)).toContain("wait wait-waiting");

    // The lead's page asks how it went, after that tap, before anything else (above the reply buttons).
    const page = await text(`/admin/leads/${reference}`, navigation);
    expect(words(page)).toContain(inboxCopy.outcomes.heading);
    expect(page.indexOf(`/${reference}/outcome"`)).toBeLessThan(page.indexOf(`/${reference}/contact"`));
    expect(words(page)).toContain(inboxCopy.contactHistory.tap.call);
    for (const value of ["spoke", "noAnswer", "leftMessage", "messageSent"] as const) {
      expect(page).toContain(`name="outcome" value="${value}">${inboxCopy.outcomes[value]}</button>`);
    }
  });
});

describe("the outcome", () => {
  it("No answer and Left a message are attempts: shown in the history with their time, nothing else moves", async () => {
    const { reference, requestPath } = await newRequest();
    await tap(reference, "call");
    const answered = await outcome(reference, "noAnswer");
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(`/admin/leads/${reference}?saved=noAnswer`);
    await tap(reference, "call");
    await outcome(reference, "leftMessage");
    expect(await lead(reference)).toEqual({ status: "new", first_contact_at: null, first_contact_channel: null });
    expect((await saysContacted(requestPath)).words).toBe(false);
    expect(await listItem(reference)).not.toContain("answered");

    const page = await text(`/admin/leads/${reference}?saved=leftMessage`, navigation);
    expect(words(page)).toContain(inboxCopy.outcomes.recorded.replace("{outcome}", inboxCopy.outcomes.leftMessage));
    const history = contactHistory(page);
    const line = (o: "noAnswer" | "leftMessage") =>
      inboxCopy.contactHistory.outcome
        .replace("{outcome}", inboxCopy.outcomes[o])
        .replace("{channel}", inboxCopy.channels.call);
    expect(history.indexOf(line("noAnswer"))).toBeGreaterThan(history.indexOf(inboxCopy.contactHistory.tap.call));
    expect(history.indexOf(line("leftMessage"))).toBeGreaterThan(history.indexOf(line("noAnswer")));
    const events = await query<{ created_at: string }>(
      "SELECT contact_events.created_at FROM contact_events JOIN leads ON leads.id = lead_id WHERE reference = ?",
      reference,
    );
    expect(events).toHaveLength(4);
    for (const event of events) expect(page).toContain(`<time datetime="${event.created_at}">`);
    // Nobody reached yet: the page still asks.
    expect(asksHowItWent(page, reference)).toBe(true);
  });

  it("Spoke is a contact: the homeowner's page says so, the reply clock stops, the status becomes contacted", async () => {
    const { reference, requestPath } = await newRequest();
    await tap(reference, "call");
    await outcome(reference, "noAnswer");
    expect((await outcome(reference, "spoke")).status).toBe(303);
    const row = await lead(reference);
    expect(row).toMatchObject({ status: "contacted", first_contact_channel: "call" });
    expect(row?.first_contact_at).toMatch(/Z$/);
    expect(await saysContacted(requestPath)).toEqual({ step: requestCopy.steps.contacted, words: true });
    expect(await listItem(reference)).toContain("wait wait-answered");
    // Reached: the page no longer asks, until the next attempt.
    expect(asksHowItWent(await text(`/admin/leads/${reference}`, navigation), reference)).toBe(false);
    await tap(reference, "whatsapp");
    expect(asksHowItWent(await text(`/admin/leads/${reference}`, navigation), reference)).toBe(true);
  });

  it("Message sent is a contact by the attempt's channel; a status the owner set stays", async () => {
    const { reference } = await newRequest();
    await postForm(`/admin/leads/${reference}`, { status: "quoted", note: "" });
    await query(
      "UPDATE leads SET first_contact_at = NULL, first_contact_channel = NULL WHERE reference = ?",
      reference,
    );
    await tap(reference, "email");
    await outcome(reference, "messageSent");
    expect(await lead(reference)).toMatchObject({ status: "quoted", first_contact_channel: "email" });
  });

  it("is asked on the page while nobody was reached, even with no tap (the alert's Call records nothing)", async () => {
    const { reference, requestPath } = await newRequest();
    const page = await text(`/admin/leads/${reference}`, navigation);
    expect(asksHowItWent(page, reference)).toBe(true);
    expect(words(page)).toContain(inboxCopy.outcomes.noAttempt);
    // With no attempt waiting, the reply buttons come first.
    expect(page.indexOf(`/${reference}/outcome"`)).toBeGreaterThan(page.indexOf(`/${reference}/contact"`));
    await outcome(reference, "spoke");
    expect(await lead(reference)).toMatchObject({ status: "contacted", first_contact_channel: "call" });
    expect((await saysContacted(requestPath)).words).toBe(true);
  });

  it("is in the lead's JSON export, with each attempt", async () => {
    const { reference } = await newRequest();
    await tap(reference, "whatsapp");
    await outcome(reference, "messageSent");
    const exported = await (
      await api.request(`/admin/leads/${reference}/export.json`)
    ).json<{
      contacts: { kind: string; channel: string; outcome: string | null; at: string }[];
    }>();
    expect(exported.contacts.map(({ at, ...rest }) => ({ ...rest, iso: /^\d{4}-\d\d-\d\dT.*Z$/.test(at) }))).toEqual([
      { kind: "tap", channel: "whatsapp", outcome: null, iso: true },
      { kind: "outcome", channel: "whatsapp", outcome: "messageSent", iso: true },
    ]);
  });
});

describe("the alert's Call hand-off", () => {
  it("answers 303 to tel: with the lead's phone, and changes nothing in the database", async () => {
    const { reference } = await newRequest();
    // The new lead's e-mail and alert are sent after the answer: let them settle first.
    await vi.waitFor(async () => {
      const [row] = await query<{ notify_status: string; push_status: string }>(
        "SELECT notify_status, push_status FROM leads WHERE reference = ?",
        reference,
      );
      expect([row?.notify_status, row?.push_status].filter((s) => s === "pending" || s === "sending")).toEqual([]);
    });
    const snapshot = async () => ({
      lead: await query("SELECT * FROM leads WHERE reference = ?", reference),
      contacts: await query("SELECT * FROM contact_events"),
      events: await query("SELECT * FROM request_events"),
      updates: await query("SELECT * FROM owner_updates"),
    });
    const before = await snapshot();
    // As the service worker's openWindow sends it (no site), and as a link from the app would.
    for (const site of ["none", "same-origin"]) {
      const dial = await api.request(`/admin/leads/${reference}/dial`, {
        headers: { ...navigation, "Sec-Fetch-Site": site },
        redirect: "manual",
      });
      expect(dial.status).toBe(303);
      expect(dial.headers.get("location")).toBe(visitorPhone.tel);
    }
    expect(await snapshot()).toEqual(before);
    expect((await api.request("/admin/leads/Q-0000/dial", { redirect: "manual" })).status).toBe(404);
  });
});

describe("a withdrawn request", () => {
  it("refuses an outcome with 409 and records nothing, offers none, and is not dialled", async () => {
    const { reference, requestPath } = await newRequest();
    await tap(reference, "call");
    expect((await postForm(`${requestPath}/withdraw`, { confirm: "yes" })).status).toBe(303);
    const count = async () =>
      (
        await query<{ n: number }>(
          "SELECT count(*) AS n FROM contact_events JOIN leads ON leads.id = lead_id WHERE reference = ?",
          reference,
        )
      )[0]?.n;
    expect(await count()).toBe(1);
    for (const value of ["spoke", "messageSent", "noAnswer"]) {
      expect((await outcome(reference, value)).status).toBe(409);
    }
    expect((await tap(reference, "call")).status).toBe(409);
    expect(await count()).toBe(1);
    expect(await lead(reference)).toMatchObject({ first_contact_at: null, status: "new" });
    expect(asksHowItWent(await text(`/admin/leads/${reference}`, navigation), reference)).toBe(false);
    const dial = await api.request(`/admin/leads/${reference}/dial`, { headers: navigation, redirect: "manual" });
    expect(dial.status).toBe(303);
    expect(dial.headers.get("location")).toBe(`/admin/leads/${reference}`);
  });
});

describe("the visit's step in the owner's list", () => {
  it("follows the visits, with nothing set by hand: proposed, booked with its time, visited once its day has passed, cancelled", async () => {
    const { reference, requestPath } = await newRequest();
    const [day] = openDays(1);
    const stage = visitsCopy.owner.stage;
    const before = (template: string) => template.split("{slot}")[0] ?? "";
    const meta = async () => {
      const item = await listItem(reference);
      return words(item.slice(item.indexOf('class="meta"')));
    };
    expect(await meta()).not.toContain(stage.proposed);
    expect((await postForm(`/admin/leads/${reference}/visits`, { date1: day?.date ?? "", part1: "am" })).status).toBe(
      303,
    );
    expect(await meta()).toContain(stage.proposed);
    const [slot] = await query<{ id: number }>(
      "SELECT visit_slots.id FROM visit_slots JOIN leads ON leads.id = lead_id WHERE reference = ?",
      reference,
    );
    expect((await postForm(`${requestPath}/visit`, { slot: String(slot?.id) })).status).toBe(303);
    const booked = await meta();
    expect(booked).toContain(before(stage.booked));
    expect(booked).not.toContain(stage.proposed);
    expect(booked).not.toContain(before(stage.visited));
    // Its day has passed: visited.
    await query("UPDATE visit_slots SET date = '2020-01-06' WHERE id = ?", slot?.id);
    expect(await meta()).toContain(before(stage.visited));
    await query("UPDATE visit_slots SET date = ? WHERE id = ?", day?.date, slot?.id);
    expect((await postForm(`/admin/leads/${reference}/visit/cancel`)).status).toBe(303);
    expect(await meta()).toContain(stage.cancelled);
    // The status is the owner's: the visits did not change it.
    expect((await lead(reference))?.status).toBe("new");
  });
});
