/**
 * The review invitation from the owner's side (issue 50 §2), in workerd: the send step offers the share
 * sheet and prefilled WhatsApp, SMS and e-mail with the invitation's words and the request page's link,
 * and "Did it go?" records when and how (sent_via); one reminder, 7 London days after sending with no
 * review, within opening hours, the same for everyone, then "Follow up the review" on the lead's page;
 * the weekly figures. The jobs feature is a stand-in (support/reviews.ts); the push service is stubbed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fillText } from "../../../src/config/format";
import { site } from "../../../src/config/site";
import type { AlertPayload } from "../../../worker/alerts/alertPayload";
import reviewsCopy from "../../../worker/reviews/copy.json";
import { visitorPhone } from "../support/leads";
import { words } from "../support/pageWords";
import { decryptPush, stubPushService, subscribedPhone, type TestSubscription } from "./support/pushService";
import { completeJob, pageHtml, post, restoreJobs, standInForJobs, wonLead, type TestLead } from "./support/reviews";
import { alertLink, query, scheduled } from "./support/worker";

const copy = reviewsCopy.owner;
const push = stubPushService();
let phone: TestSubscription;

beforeAll(standInForJobs);
afterAll(restoreJobs);
beforeEach(async () => {
  await query("DELETE FROM push_subscriptions");
  phone = await subscribedPhone();
  push.reset();
});

/** A London time in December 2026 (GMT, so UTC): the 7th is a Monday. */
const at = (day: number, clock: string) => new Date(`2026-12-${String(day).padStart(2, "0")}T${clock}:00Z`);
const [oh = "8", om = "0"] = site.hours.weekdays.opens.split(":");
const opening = (day: number) => at(day, `${oh.padStart(2, "0")}:${om.padStart(2, "0")}`).getTime();

const alertsAbout = async (lead: TestLead) =>
  (
    await Promise.all(push.received.map(async (r) => JSON.parse(await decryptPush(r.body, phone)) as AlertPayload))
  ).filter((alert) => alert.reference === lead.reference);

const invitationRow = async (lead: TestLead) =>
  (await query("SELECT * FROM review_invitations WHERE lead_id = ?", lead.leadId))[0];

describe("sending the review invitation", () => {
  it("offers the share sheet and prefilled messages, and records how it went", async () => {
    const lead = await wonLead();
    await completeJob(lead);
    const send = await pageHtml(`/admin/leads/${lead.reference}/review/send`);
    const text = /data-text="([^"]*)"/.exec(send)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const link = /https?:\/\/[^\s]+\/request\/[\w-]{22}/.exec(text)?.[0] ?? "";
    expect(link).not.toBe("");
    expect(text).toBe(fillText(copy.shareText, { company: site.name, link }));
    expect(send).toContain('src="/admin/leads/review.js"');
    expect(send).toContain(`${visitorPhone.whatsapp}?text=${encodeURIComponent(text)}`);
    expect(send).toMatch(/href="sms:[^"]+"/);
    expect(send).toMatch(/href="mailto:sam@example.com\?subject=/);
    // The link opens the homeowner's page with its invitation.
    expect(words(await pageHtml(new URL(link).pathname))).toContain(reviewsCopy.invitation.heading);

    expect(await invitationRow(lead)).toMatchObject({ sent_at: null, sent_via: null });
    expect((await post(`/admin/leads/${lead.reference}/review/sent`, { via: "fax" })).status).toBe(303);
    expect(await invitationRow(lead)).toMatchObject({ sent_at: null, sent_via: null });
    expect((await post(`/admin/leads/${lead.reference}/review/sent`, { via: "whatsapp" })).status).toBe(303);
    expect(await invitationRow(lead)).toMatchObject({ sent_via: "whatsapp" });
    expect(words(await pageHtml(`/admin/leads/${lead.reference}`))).toContain(copy.via.whatsapp);
  });

  it("serves the share script", async () => {
    const answer = await (await import("./support/reviews")).worker.request("/admin/leads/review.js");
    expect(answer.headers.get("Content-Type")).toContain("javascript");
    expect(await answer.text()).toContain("share-invitation");
  });
});

describe("the review reminder", () => {
  it("reminds once, 7 days after sending, within opening hours, and the lead's page offers the follow-up", async () => {
    const lead = await wonLead();
    push.reset();
    await completeJob(lead, at(4, "16:00"));
    await query(
      "UPDATE review_invitations SET sent_at = ?, sent_via = 'sms' WHERE lead_id = ?",
      at(7, "10:00").toISOString(),
      lead.leadId,
    );
    // Day 6 (Sunday the 13th): too soon. Day 7 before opening: closed.
    await scheduled(at(13, "12:00").getTime());
    await scheduled(opening(14) - 5 * 60_000);
    expect(await alertsAbout(lead)).toEqual([]);
    await scheduled(opening(14) + 60_000);
    const [alert] = await alertsAbout(lead);
    expect(alert?.notification.title).toBe(fillText(reviewsCopy.reminder.alertTitle, { reference: lead.reference }));
    expect(alert?.notification.tag).toBe(`${lead.reference}-review`);
    expect(alert?.notification.navigate).toMatch(alertLink(lead.reference));
    // Never twice.
    await scheduled(opening(15) + 60_000);
    await scheduled(opening(21) + 60_000);
    expect(await alertsAbout(lead)).toHaveLength(1);
    expect((await invitationRow(lead))?.["reminded_at"]).toBe(new Date(opening(14) + 60_000).toISOString());
    const page = words(await pageHtml(`/admin/leads/${lead.reference}`));
    expect(page).toContain(copy.followUpHeading);
  });

  it("does not remind once a review is written", async () => {
    const lead = await wonLead();
    await completeJob(lead, at(1, "10:00"));
    await post(`${lead.requestPath}/review`, {
      rating: "4",
      body: "Tidy and on time.",
      nameStyle: "anonymous",
    });
    push.reset();
    await scheduled(opening(14) + 60_000);
    expect(await alertsAbout(lead)).toEqual([]);
    expect((await invitationRow(lead))?.["reminded_at"]).toBeNull();
  });
});

describe("the weekly figures", () => {
  it("count jobs completed, invitations sent and reviews written", async () => {
    const csv = async () => (await pageHtml("/admin/leads/stats.csv")).split("\r\n");
    // The CSV's rows are figure, week, value, the weeks oldest first: this week's is the figure's last.
    const thisWeek = (lines: string[], figure: string) => {
      const row = lines.findLast((line) => line.startsWith(`"${figure}",`));
      return row === undefined ? undefined : Number(row.split(",")[2]?.replaceAll('"', ""));
    };
    const figures = ["jobs_completed_in_week", "review_invitations_sent_in_week", "reviews_written_in_week"];
    const before = await csv();
    const lead = await wonLead();
    await completeJob(lead);
    await post(`/admin/leads/${lead.reference}/review/sent`, { via: "share" });
    await post(`${lead.requestPath}/review`, { rating: "3", body: "Fine work.", nameStyle: "initial" });
    const after = await csv();
    for (const figure of figures)
      expect(thisWeek(after, figure), figure).toBe((thisWeek(before, figure) ?? Number.NaN) + 1);
    expect(words(await pageHtml("/admin/leads/stats"))).toContain(reviewsCopy.stats.heading);
  });
});
