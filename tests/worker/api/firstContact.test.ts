/**
 * Seen and first contact, in workerd: opening a lead marks it seen once (a
 * prefetch, a prerender, a fetch or the JSON export does not); a tap on Call,
 * WhatsApp or E-mail records an attempt, not a contact, and hands off to tel:,
 * wa.me or mailto:; the outcome Spoke or Message sent records the first contact
 * once, first wins (tests/worker/api/contactOutcomes.test.ts has the rest);
 * setting the status by hand records `status`;
 * the list shows each lead's wait against the reply promise, unanswered first;
 * and none of it opens without Access.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../../src/config/site";
import replies from "../../../src/content/site/replies.json";
import inboxCopy from "../../../worker/inbox/copy.json";
import { leadBody, postLead, visitorPhone } from "../support/leads";
import { api, postForm, query, stubEmailJs, withVars } from "./support/worker";

const emailjs = stubEmailJs();

const inbox = (path = "", headers: Record<string, string> = {}) =>
  api.request(`/admin/leads${path}`, { headers, redirect: "manual" });
/** What a browser sends when the owner opens a page. */
const navigation = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "same-origin" };
/** A tap on one of the lead page's buttons: a form's navigation, or (navigate false) the service worker's fetch. */
const tap = (reference: string, channel: string, navigate = true) =>
  api.request(`/admin/leads/${reference}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      "Sec-Fetch-Mode": navigate ? "navigate" : "cors",
      "Sec-Fetch-Dest": navigate ? "document" : "empty",
    },
    body: new URLSearchParams({ channel }).toString(),
  });

/** The owner's tap on one of "How did it go?"'s buttons. */
const outcome = (reference: string, value: string) => postForm(`/admin/leads/${reference}/outcome`, { outcome: value });

/** The lead's attempts and outcomes, oldest first. */
const contacts = (reference: string) =>
  query<{ kind: string; channel: string; outcome: string | null }>(
    "SELECT kind, channel, outcome FROM contact_events JOIN leads ON leads.id = lead_id WHERE reference = ? ORDER BY contact_events.id",
    reference,
  );

async function newLead(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await postLead(api, leadBody({ phone: visitorPhone.typed, ...fields }));
  return (await response.json<{ reference: string }>()).reference;
}

const row = async (reference: string) =>
  (
    await query<{ seen_at: string | null; first_contact_at: string | null; first_contact_channel: string | null }>(
      "SELECT seen_at, first_contact_at, first_contact_channel FROM leads WHERE reference = ?",
      reference,
    )
  )[0];

describe("seen", () => {
  it("is recorded the first time the owner opens the lead, and kept", async () => {
    const reference = await newLead();
    expect((await row(reference))?.seen_at).toBeNull();
    expect((await inbox(`/${reference}`, navigation)).status).toBe(200);
    const first = (await row(reference))?.seen_at;
    expect(first).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await inbox(`/${reference}`, navigation);
    expect((await row(reference))?.seen_at).toBe(first);
  });

  it("is recorded by a navigation typed in or from a bookmark, and not by a link on another site", async () => {
    const crossSite = await newLead();
    const page = await inbox(`/${crossSite}`, { ...navigation, "Sec-Fetch-Site": "cross-site" });
    expect(page.status).toBe(200);
    expect(await inbox(`/${crossSite}`, { ...navigation, "Sec-Fetch-Site": "same-site" })).toHaveProperty(
      "status",
      200,
    );
    expect((await row(crossSite))?.seen_at).toBeNull();
    const typed = await newLead();
    await inbox(`/${typed}`, { ...navigation, "Sec-Fetch-Site": "none" });
    expect((await row(typed))?.seen_at).not.toBeNull();
  });

  it("is recorded by the link in the owner's alert e-mail, opened from another site, and not by a forged one", async () => {
    emailjs.reset();
    const reference = await newLead();
    await vi.waitFor(() => expect(emailjs.sent).toHaveLength(1));
    const link = new URL(String(emailjs.sent[0]?.body.template_params["inbox_url"]));
    expect(link.searchParams.get("seen")).toMatch(/^[0-9a-f]{32}$/);
    const crossSite = { ...navigation, "Sec-Fetch-Site": "cross-site" };
    await inbox(`/${reference}?seen=${"0".repeat(32)}`, crossSite);
    expect((await row(reference))?.seen_at).toBeNull();
    // The token is the lead's own: another lead's link does not open this one as seen.
    const other = await newLead();
    await inbox(`/${other}${link.search}`, crossSite);
    expect((await row(other))?.seen_at).toBeNull();
    await inbox(`/${reference}${link.search}`, crossSite);
    expect((await row(reference))?.seen_at).not.toBeNull();
  });

  it("is not recorded by a prefetch, a prerender, a fetch, a request without Sec-Fetch headers or the JSON export", async () => {
    const reference = await newLead();
    await inbox(`/${reference}`, { ...navigation, "Sec-Purpose": "prefetch" });
    await inbox(`/${reference}`, { ...navigation, "Sec-Purpose": "prefetch;prerender" });
    await inbox(`/${reference}`, { ...navigation, Purpose: "prefetch" });
    await inbox(`/${reference}`, { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" });
    await inbox(`/${reference}`);
    await inbox(`/${reference}/export.json`, navigation);
    expect((await row(reference))?.seen_at).toBeNull();
  });
});

describe("first contact", () => {
  it("is not recorded by a tap, which records an attempt and hands a form's navigation off to the phone", async () => {
    const reference = await newLead();
    const call = await tap(reference, "call");
    expect(call.status).toBe(303);
    expect(call.headers.get("location")).toBe(visitorPhone.tel);
    expect(await row(reference)).toMatchObject({ first_contact_at: null, first_contact_channel: null });
    expect(await contacts(reference)).toEqual([{ kind: "tap", channel: "call", outcome: null }]);
    // A later WhatsApp tap hands off too, and is one more attempt.
    expect((await tap(reference, "whatsapp")).status).toBe(303);
    expect((await contacts(reference)).map((c) => c.channel)).toEqual(["call", "whatsapp"]);
    expect((await row(reference))?.first_contact_at).toBeNull();
  });

  it("hands off to WhatsApp with the greeting naming the reference, and to an e-mail with its subject", async () => {
    const reference = await newLead({ phone: "+1 (212) 555-0143" });
    const whatsapp = new URL((await tap(reference, "whatsapp")).headers.get("location") ?? "");
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe("https://wa.me/12125550143");
    expect(whatsapp.searchParams.get("text")).toContain(reference);
    expect(whatsapp.searchParams.get("text")).toContain(site.name);
    const email = new URL((await tap(reference, "email")).headers.get("location") ?? "");
    expect(email.protocol).toBe("mailto:");
    expect(email.searchParams.get("subject")).toBe(replies.emailSubject.replace("{reference}", reference));
    expect((await row(reference))?.first_contact_channel).toBeNull();
  });

  it("answers a fetch (a service worker from before the hand-off) with 204, recording an attempt only", async () => {
    const reference = await newLead();
    const response = await tap(reference, "email", false);
    expect(response.status).toBe(204);
    expect(response.headers.get("location")).toBeNull();
    expect(await contacts(reference)).toEqual([{ kind: "tap", channel: "email", outcome: null }]);
    expect((await row(reference))?.first_contact_at).toBeNull();
  });

  it("is recorded once, with the attempt's channel, when two outcomes arrive at once", async () => {
    const reference = await newLead();
    await tap(reference, "whatsapp");
    await Promise.all([outcome(reference, "messageSent"), outcome(reference, "spoke"), outcome(reference, "spoke")]);
    const first = await row(reference);
    expect(first?.first_contact_channel).toBe("whatsapp");
    expect(first?.first_contact_at).toMatch(/Z$/);
    // A later call the owner spoke on keeps the first contact as it was.
    await tap(reference, "call");
    await outcome(reference, "spoke");
    expect(await row(reference)).toMatchObject({
      first_contact_channel: "whatsapp",
      first_contact_at: first?.first_contact_at,
    });
  });

  it("records nothing from a GET, an unknown channel, another site, or a lead that does not exist", async () => {
    const reference = await newLead();
    expect((await inbox(`/${reference}/contact?channel=call`, navigation)).status).toBe(404);
    expect((await inbox(`/${reference}/outcome?outcome=spoke`, navigation)).status).toBe(404);
    expect((await tap(reference, "status")).status).toBe(400);
    expect((await tap(reference, "pigeon")).status).toBe(400);
    expect((await outcome(reference, "status")).status).toBe(400);
    for (const path of ["contact", "outcome"]) {
      const foreign = await api.request(`/admin/leads/${reference}/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
        body: "channel=call&outcome=spoke",
      });
      expect(foreign.status, path).toBe(403);
    }
    expect((await row(reference))?.first_contact_at).toBeNull();
    expect(await contacts(reference)).toEqual([]);
    expect((await tap("Q-0000", "call")).status).toBe(404);
    expect((await outcome("Q-0000", "spoke")).status).toBe(404);
  });

  it("is recorded as `status` when the owner sets the status to Contacted, unless an outcome came first", async () => {
    const save = (reference: string, status: string) =>
      api.request(`/admin/leads/${reference}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams({ status, note: "" }).toString(),
      });
    const byHand = await newLead();
    expect((await save(byHand, "new")).status).toBe(303);
    expect((await row(byHand))?.first_contact_at).toBeNull();
    await save(byHand, "contacted");
    expect((await row(byHand))?.first_contact_channel).toBe("status");
    // A tap alone is no contact: setting the status by hand after it still records `status`.
    const tappedOnly = await newLead();
    await tap(tappedOnly, "call");
    await save(tappedOnly, "contacted");
    expect((await row(tappedOnly))?.first_contact_channel).toBe("status");
    const spoke = await newLead();
    await tap(spoke, "call");
    await outcome(spoke, "spoke");
    await save(spoke, "contacted");
    expect((await row(spoke))?.first_contact_channel).toBe("call");
  });

  it("shows the lead's buttons as forms posting to its contact address, and when it was first answered", async () => {
    const reference = await newLead();
    await tap(reference, "whatsapp");
    await outcome(reference, "messageSent");
    const page = await (await inbox(`/${reference}`, navigation)).text();
    for (const channel of ["call", "whatsapp", "email"])
      expect(page).toMatch(
        new RegExp(
          `<form method="post" action="/admin/leads/${reference}/contact">\\s*<input type="hidden" name="channel" value="${channel}"`,
        ),
      );
    const answered = page.slice(page.indexOf(`<dt>${inboxCopy.firstContact}</dt>`));
    expect(answered.slice(0, answered.indexOf("</dd>"))).toContain(inboxCopy.channels.whatsapp);
  });
});

describe("the exports", () => {
  it("carry seen_at, first_contact_at and first_contact_channel in ISO 8601", async () => {
    const reference = await newLead();
    await inbox(`/${reference}`, navigation);
    await tap(reference, "call");
    await outcome(reference, "spoke");
    const exported = await (await inbox(`/${reference}/export.json`)).json<Record<string, unknown>>();
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(exported["seen_at"]).toMatch(iso);
    expect(exported["first_contact_at"]).toMatch(iso);
    expect(exported["first_contact_channel"]).toBe("call");
    const csv = await (await inbox(`/export.csv?q=${reference}`)).text();
    expect(csv.split("\r\n")[0]).toContain("seen_at,first_contact_at,first_contact_channel");
    expect(csv).toContain(`"${String(exported["first_contact_at"])}","call"`);
  });
});

describe("the list's waits", () => {
  const promise = site.promises.responseHours;
  const now = new Date("2026-11-27T12:00:00.000Z");
  const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it("reads 'waiting' then 'answered in', against the promise, with the unanswered first", async () => {
    await query("DELETE FROM leads");
    const [answered, waiting, late, answeredLate] = [
      await newLead(),
      await newLead(),
      await newLead(),
      await newLead(),
    ];
    const set = (reference: string, created: number, answeredAfter?: number) =>
      query(
        "UPDATE leads SET created_at = ?, first_contact_at = ?, first_contact_channel = ? WHERE reference = ?",
        minutesBefore(created),
        answeredAfter === undefined ? null : minutesBefore(created - answeredAfter),
        answeredAfter === undefined ? null : "call",
        reference,
      );
    await set(answered, 600, 35);
    await set(waiting, 130);
    await set(late, promise * 60 + 90);
    await set(answeredLate, promise * 60 + 600, promise * 60 + 5);
    const page = await (await inbox("", navigation)).text();
    const item = (reference: string) => page.slice(page.indexOf(`${reference}</span>`)).split("</li>")[0] ?? "";
    expect(item(answered)).toContain('class="wait wait-answered">answered in 35 min<');
    expect(item(waiting)).toContain('class="wait wait-waiting">waiting 2 h 10 min<');
    expect(item(late)).toContain(
      `class="wait wait-late">waiting ${promise + 1} h 30 min, past the ${promise} h promise<`,
    );
    expect(item(answeredLate)).toContain(`after the ${promise} h promise`);
    // Unanswered first (newest first among them), then the answered.
    const order = [answered, waiting, late, answeredLate].sort((a, b) => page.indexOf(a) - page.indexOf(b));
    expect(order).toEqual([late, waiting, answeredLate, answered]);
  });
});

describe("without Access", () => {
  const closed = withVars({ INBOX_LOCAL: undefined });
  const guarded = withVars({ ACCESS_TEAM_ORIGIN: "https://team.cloudflareaccess.test", ACCESS_AUD: "aud" });

  it("answers 403 on the contact, outcome and dial addresses and records nothing", async () => {
    const reference = await newLead();
    for (const origin of [closed, guarded]) {
      for (const path of ["contact", "outcome"]) {
        const response = await origin.request(`/admin/leads/${reference}/${path}`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Sec-Fetch-Site": "same-origin",
            "Sec-Fetch-Mode": "navigate",
            "Cf-Access-Jwt-Assertion": "not.a.token",
          },
          body: "channel=call&outcome=spoke",
        });
        expect(response.status, path).toBe(403);
      }
      const dial = await origin.request(`/admin/leads/${reference}/dial`, { headers: navigation, redirect: "manual" });
      expect(dial.status).toBe(403);
      expect(dial.headers.get("location")).toBeNull();
      expect((await origin.request(`/admin/leads/${reference}`, { headers: navigation })).status).toBe(403);
    }
    expect(await row(reference)).toEqual({ seen_at: null, first_contact_at: null, first_contact_channel: null });
    expect(await contacts(reference)).toEqual([]);
  });
});
