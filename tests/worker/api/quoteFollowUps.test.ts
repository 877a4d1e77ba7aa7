/**
 * The owner's reminders to follow up a quote (issue 49 §5), in workerd with the scheduled run's clock
 * chosen: a sent quote neither accepted, declined nor expired reminds the owner 3 and 7 days after it
 * was sent, by push, within opening hours, each reminder with its own tag and once; the alert opens the
 * lead's page, where "Follow up the quote" offers WhatsApp, SMS and e-mail with the message prefilled.
 * Quotes are made by writing their rows (support/quoteRows.ts); the push service is a stubbed fetch.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { site } from "../../../src/config/site";
import { fillText } from "../../../src/config/format";
import type { AlertPayload } from "../../../worker/alerts/alertPayload";
import quotesCopy from "../../../worker/quotes/copy.json";
import { leadBody, visitorPhone } from "../support/leads";
import { decryptPush, stubPushService, subscribedPhone, type TestSubscription } from "./support/pushService";
import { acceptance, quotedLead, quoteEvent, sentQuote } from "./support/quoteRows";
import { alertLink, api, query, scheduled } from "./support/worker";

const push = stubPushService();
const copy = quotesCopy.followUp;

/** A London time in December 2026 (GMT, so UTC): the 7th is a Monday, the 13th a Sunday. */
const at = (day: number, clock: string) => Date.parse(`2026-12-${String(day).padStart(2, "0")}T${clock}:00Z`);
const iso = (ms: number) => new Date(ms).toISOString();
const [oh = "8", om = "0"] = site.hours.weekdays.opens.split(":");
const opening = (day: number) => at(day, `${oh.padStart(2, "0")}:${om.padStart(2, "0")}`);

let phone: TestSubscription;

/** The alerts pushed about the lead `reference`, as the phone reads them. */
const alertsAbout = async (reference: string) =>
  (
    await Promise.all(push.received.map(async (r) => JSON.parse(await decryptPush(r.body, phone)) as AlertPayload))
  ).filter((alert) => alert.reference === reference);

const remindedRows = (quoteId: number) =>
  query<{ words: string }>(
    "SELECT words FROM quote_events WHERE quote_id = ? AND kind = 'reminded' ORDER BY id",
    quoteId,
  );

beforeEach(async () => {
  await query("DELETE FROM push_subscriptions");
  phone = await subscribedPhone();
  push.reset();
});

describe("the reminders to follow up a quote", () => {
  it("reminds at 3 and 7 days, within opening hours, once each with its own tag", async () => {
    const lead = await quotedLead();
    const quoteId = await sentQuote(lead, iso(at(7, "10:00")), "2027-01-06");
    push.reset();
    // Day 2: too soon. Day 3 before opening: the firm is closed.
    await scheduled(at(9, "15:00"));
    await scheduled(opening(10) - 5 * 60_000);
    expect(await alertsAbout(lead.reference)).toEqual([]);
    // Day 3, open: the first reminder, which opens the lead's page.
    await scheduled(opening(10) + 60_000);
    const [first] = await alertsAbout(lead.reference);
    expect(first?.notification.title).toBe(fillText(copy.alertTitle, { reference: lead.reference }));
    expect(first?.notification.tag).toBe(`${lead.reference}-quote-3`);
    expect(first?.notification.navigate).toMatch(alertLink(lead.reference));
    expect(first?.notification.body).toContain("£1,200.00");
    // Never twice.
    await scheduled(at(10, "15:00"));
    await scheduled(at(11, "10:00"));
    expect(await alertsAbout(lead.reference)).toHaveLength(1);
    // Day 7 is Monday the 14th: the second reminder, with its own tag.
    await scheduled(opening(14) + 60_000);
    await scheduled(at(14, "16:00"));
    const tags = (await alertsAbout(lead.reference)).map((alert) => alert.notification.tag);
    expect(tags).toEqual([`${lead.reference}-quote-3`, `${lead.reference}-quote-7`]);
    expect((await remindedRows(quoteId)).map((row) => row.words)).toEqual(["3", "7"]);
  });

  it("sends only the 7-day reminder when no run could send the 3-day one in time", async () => {
    const lead = await quotedLead();
    const quoteId = await sentQuote(lead, iso(at(1, "10:00")), "2027-01-06");
    push.reset();
    await scheduled(at(8, "10:00"));
    expect((await alertsAbout(lead.reference)).map((alert) => alert.notification.tag)).toEqual([
      `${lead.reference}-quote-7`,
    ]);
    await scheduled(at(9, "10:00"));
    expect(await alertsAbout(lead.reference)).toHaveLength(1);
    expect((await remindedRows(quoteId)).map((row) => row.words)).toEqual(["7"]);
  });

  it("does not remind of a quote accepted, declined, expired or withdrawn, nor one the owner closed", async () => {
    const sent = iso(at(7, "10:00"));
    const accepted = await quotedLead();
    await acceptance(await sentQuote(accepted, sent, "2027-01-06"), iso(at(8, "09:00")));
    const declined = await quotedLead();
    await quoteEvent(await sentQuote(declined, sent, "2027-01-06"), "declined", iso(at(8, "09:00")), "Too dear");
    const expired = await quotedLead();
    await sentQuote(expired, sent, "2026-12-09");
    const withdrawn = await quotedLead();
    await sentQuote(withdrawn, sent, "2027-01-06");
    await query("UPDATE leads SET withdrawn_at = ? WHERE id = ?", iso(at(8, "09:00")), withdrawn.leadId);
    const lost = await quotedLead();
    await sentQuote(lost, sent, "2027-01-06");
    await query("UPDATE leads SET status = 'lost' WHERE id = ?", lost.leadId);
    // A quote viewed but not answered is still reminded of.
    const viewed = await quotedLead();
    await quoteEvent(await sentQuote(viewed, sent, "2027-01-06"), "viewed", iso(at(7, "18:00")));
    push.reset();
    await scheduled(at(10, "10:00"));
    for (const lead of [accepted, declined, expired, withdrawn, lost])
      expect(await alertsAbout(lead.reference)).toEqual([]);
    expect(await alertsAbout(viewed.reference)).toHaveLength(1);
  });

  it("starts a new version's clock when it is sent", async () => {
    const lead = await quotedLead();
    const quoteId = await sentQuote(lead, iso(at(1, "10:00")), "2027-01-06");
    await query(
      `INSERT INTO quote_versions (quote_id, version, snapshot, sha256, expires_on, created_at, sent_at, sent_by)
       SELECT quote_id, 2, snapshot, sha256, expires_on, ?2, ?2, 'share' FROM quote_versions WHERE quote_id = ?1`,
      quoteId,
      iso(at(7, "10:00")),
    );
    push.reset();
    await scheduled(at(9, "10:00"));
    expect(await alertsAbout(lead.reference)).toEqual([]);
    await scheduled(at(10, "10:00"));
    expect((await alertsAbout(lead.reference)).map((alert) => alert.notification.tag)).toEqual([
      `${lead.reference}-quote-3`,
    ]);
  });
});

describe("the follow-up on the lead's page", () => {
  it("offers WhatsApp, SMS and e-mail with the message prefilled while a reminder stands", async () => {
    const lead = await quotedLead();
    const quoteId = await sentQuote(lead, iso(Date.now() - 4 * 86_400_000), "2099-01-01");
    const page = async () => (await api.request(`/admin/leads/${lead.reference}`)).text();
    expect(await page()).not.toContain(copy.heading);
    await query(
      "INSERT INTO quote_events (quote_id, version, kind, words, at) VALUES (?, 1, 'reminded', '3', ?)",
      quoteId,
      new Date().toISOString(),
    );
    const html = await page();
    expect(html).toContain(copy.heading);
    const message = encodeURIComponent(
      fillText(copy.message, { firstName: "Sam", reference: lead.reference, company: site.name }).split("{")[0] ?? "",
    );
    const hrefs = [...html.matchAll(/<a class="button" href="([^"]+)"/g)].map((match) =>
      match[1]?.replaceAll("&#39;", "'").replaceAll("&amp;", "&"),
    );
    expect(hrefs.find((href) => href?.startsWith(visitorPhone.whatsapp))).toContain(message);
    expect(hrefs.find((href) => href?.startsWith("sms:"))).toContain(message);
    expect(hrefs.find((href) => href?.startsWith(`mailto:${leadBody().email}`))).toContain(
      encodeURIComponent(fillText(copy.subject, { reference: lead.reference })),
    );
    // Once the homeowner answers, the follow-up goes.
    await quoteEvent(quoteId, "declined", new Date().toISOString());
    expect(await page()).not.toContain(copy.heading);
  });
});
