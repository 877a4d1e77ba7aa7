/**
 * Reviews from finished jobs (issue 50 §2, §4), in workerd: the invitation opens only when a job is
 * completed, and never for a contract cancelled in its cooling-off period; its words and links are the
 * same for every job and every rating; a review is stored with its first version and the owner told; the
 * homeowner changes it within 30 days (refused after, saying why) and deletes it at any time, leaving a
 * line in the removals' count; the owner replies once, and removes a review only for a reason the
 * policy names; the lead's erasure removes the review with a "customer's request" line, retention with its own.
 * The jobs feature is a stand-in here (support/reviews.ts): its reader and its completion's hooks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { business } from "../../../src/config/site";
import alertsCopy from "../../../worker/alerts/copy.json";
import { deleteExpiredLeads } from "../../../worker/leads/retention";
import reviewsCopy from "../../../worker/reviews/copy.json";
import { fillText } from "../../../src/config/format";
import { projectTypes } from "../../../src/lib/quoteSchema";
import type { AlertPayload } from "../../../worker/alerts/alertPayload";
import { words } from "../support/pageWords";
import { decryptPush, stubPushService, subscribedPhone, type TestSubscription } from "./support/pushService";
import {
  cancelJob,
  completeJob,
  completeNoJob,
  pageHtml,
  post,
  removals,
  restoreJobs,
  standInForJobs,
  wonLead,
  worker,
  type TestLead,
} from "./support/reviews";
import { query } from "./support/worker";

const invitation = reviewsCopy.invitation;
const errors = reviewsCopy.errors;

beforeAll(standInForJobs);
afterAll(restoreJobs);

const push = stubPushService();
let phone: TestSubscription;
beforeEach(async () => {
  await query("DELETE FROM push_subscriptions");
  phone = await subscribedPhone();
  push.reset();
});

/** The titles of the alerts pushed about the lead. */
const alertTitles = async (lead: TestLead) =>
  (await Promise.all(push.received.map(async (r) => JSON.parse(await decryptPush(r.body, phone)) as AlertPayload)))
    .filter((alert) => alert.reference === lead.reference)
    .map((alert) => alert.notification.title);

/** The request page's review section (the invitation or the review written), with the slot it sits in. */
async function reviewSection(lead: TestLead) {
  const page = await pageHtml(lead.requestPath);
  const match =
    /<div class="card[^"]*" data-slot="(\w+)">\s*<section class="(review-invitation|your-review)"[\s\S]*?<\/section>/.exec(
      page,
    );
  return match ? { slot: match[1], kind: match[2], html: match[0] } : undefined;
}

/** A review as the form posts it; `fields` override any. */
const reviewForm = (fields: Record<string, string> = {}) => ({
  rating: "2",
  body: "The extension is sound, but the site was left untidy most days.",
  nameStyle: "initial",
  showDistrict: "on",
  ...fields,
});

const reviewRow = (lead: TestLead) =>
  query("SELECT * FROM reviews WHERE lead_id = ?", lead.leadId).then((rows) => rows[0]);
const versionsOf = (lead: TestLead) =>
  query<{ rating: number; body: string }>(
    "SELECT rating, body FROM review_versions WHERE review_id IN (SELECT id FROM reviews WHERE lead_id = ?) ORDER BY id",
    lead.leadId,
  );

describe("the review invitation", () => {
  it("opens only when the job is completed, and never for a contract cancelled", async () => {
    const lead = await wonLead();
    // Won, in progress: no invitation on either side.
    expect(await reviewSection(lead)).toBeUndefined();
    expect(await pageHtml(`/admin/leads/${lead.reference}`)).not.toContain(reviewsCopy.owner.send);
    expect((await post(`/admin/leads/${lead.reference}/review/send`)).status).toBe(404);

    // A contract cancelled is no job: the hook opens nothing.
    const cancelled = await wonLead();
    cancelJob(cancelled);
    await completeNoJob(cancelled);
    expect(await query("SELECT * FROM review_invitations WHERE lead_id = ?", cancelled.leadId)).toEqual([]);
    expect(await reviewSection(cancelled)).toBeUndefined();

    // Completed: the invitation is the page's action, and the owner can send it.
    await completeJob(lead);
    const section = await reviewSection(lead);
    expect(section?.slot).toBe("action");
    expect(words(section?.html ?? "")).toContain(invitation.heading);
    expect(await pageHtml(`/admin/leads/${lead.reference}`)).toContain(reviewsCopy.owner.send);

    // A contract cancelled after all (jobs.find answers null): the invitation goes, and a review is refused.
    cancelJob(lead);
    expect(await reviewSection(lead)).toBeUndefined();
    expect((await post(`${lead.requestPath}/review`, reviewForm())).status).toBe(404);
    expect(await reviewRow(lead)).toBeUndefined();
  });

  it("has the same words and links for every job and every rating", async () => {
    const profiles = [
      { name: "Google", url: "https://g.page/r/test-firm/review" },
      { name: "Trustpilot", url: "https://uk.trustpilot.com/evaluate/test-firm.example" },
    ];
    const data = business as { reviewProfiles?: unknown };
    const before = data.reviewProfiles;
    data.reviewProfiles = profiles;
    try {
      const first = await wonLead({ projectType: projectTypes[0], projectDetails: "A loft in SW4 7AA, dormer." });
      const second = await wonLead(
        { projectType: projectTypes[4], projectDetails: "A new bathroom, E8 3PB, tiles chosen." },
        new Date(Date.now() - 90 * 86_400_000),
      );
      await completeJob(first);
      await completeJob(second, new Date(Date.now() - 40 * 86_400_000));
      // What the homeowner's own district is shown as, and the page's own address, aside: the rest is identical.
      const same = (section: string, lead: TestLead, district: string) =>
        section.replaceAll(lead.requestPath, "{path}").replaceAll(district, "{district}");
      const a = await reviewSection(first);
      const b = await reviewSection(second);
      expect(a?.html).toContain("SW4");
      expect(same(a?.html ?? "", first, "SW4")).toBe(same(b?.html ?? "", second, "E8"));
      // Nothing of the job in it: not its work type.
      for (const type of [projectTypes[0], projectTypes[4]]) expect(a?.html).not.toContain(type);

      // The profiles below the site's own form, never instead of it.
      const elsewhere = (html: string) => /<div class="review-elsewhere">[\s\S]*?<\/div>/.exec(html)?.[0];
      const invitationHtml = a?.html ?? "";
      expect(invitationHtml.indexOf('class="review-elsewhere"')).toBeGreaterThan(invitationHtml.indexOf("</form>"));
      for (const profile of profiles) expect(elsewhere(invitationHtml)).toContain(profile.url);

      // Written with a 1 and a 5: the profiles show the same, whatever the rating.
      await post(`${first.requestPath}/review`, reviewForm({ rating: "1" }));
      await post(`${second.requestPath}/review`, reviewForm({ rating: "5" }));
      const low = await reviewSection(first);
      const high = await reviewSection(second);
      expect(low?.kind).toBe("your-review");
      expect(elsewhere(low?.html ?? "")).toBe(elsewhere(invitationHtml));
      expect(elsewhere(high?.html ?? "")).toBe(elsewhere(invitationHtml));

      // The owner's message is the same for every job too, but for the page's link.
      const sendText = async (lead: TestLead) => {
        const html = await pageHtml(`/admin/leads/${lead.reference}/review/send`);
        return /data-text="([^"]*)"/.exec(html)?.[1]?.replace(/https?:\/\/[^\s"]+\/request\/[\w-]+/, "{link}");
      };
      const third = await wonLead({ projectType: projectTypes[1], firstName: "Priya", lastName: "Shah" });
      await completeJob(third);
      expect(await sendText(third)).toBe(await sendText(first));
      const fourth = await wonLead({ projectType: projectTypes[7] });
      await completeJob(fourth);
      expect(await sendText(fourth)).toBe(await sendText(third));
    } finally {
      data.reviewProfiles = before;
    }
  });
});

describe("a review", () => {
  it("is stored with its first version and the job's facts, and tells the owner", async () => {
    const lead = await wonLead({ firstName: "Priya", lastName: "shah", projectDetails: "Kitchen at SW4 7AA" });
    await completeJob(lead, new Date("2026-11-30T23:30:00Z"));
    push.reset();
    const answer = await post(`${lead.requestPath}/review`, reviewForm());
    expect(answer.status).toBe(303);
    expect(await reviewRow(lead)).toMatchObject({
      rating: 2,
      body: reviewForm().body,
      name_style: "initial",
      name_shown: "Priya S.",
      district: "SW4",
      work_type: projectTypes[0],
      // 23:30 UTC on 30 November is still November in London (GMT).
      completed_month: "2026-11",
    });
    expect(await versionsOf(lead)).toEqual([{ rating: 2, body: reviewForm().body }]);
    expect(await alertTitles(lead)).toEqual([
      fillText(alertsCopy.alerts.homeowner.review, { reference: lead.reference }),
    ]);
    // The page shows it as written, no longer as an action; one review per job.
    const section = await reviewSection(lead);
    expect(section?.slot).toBe("updates");
    expect(words(section?.html ?? "")).toContain(fillText(reviewsCopy.yours.stars, { rating: 2 }));
    expect((await post(`${lead.requestPath}/review`, reviewForm({ rating: "5" }))).status).toBe(409);
    expect(await reviewRow(lead)).toMatchObject({ rating: 2 });
  });

  it("shows the homeowner as “A homeowner” without a district when they choose", async () => {
    const lead = await wonLead({ projectDetails: "Loft at SW4 7AA" });
    await completeJob(lead);
    await post(`${lead.requestPath}/review`, reviewForm({ nameStyle: "anonymous", showDistrict: "" }));
    expect(await reviewRow(lead)).toMatchObject({ name_shown: invitation.nameAnonymous, district: null });
  });

  it("is refused without a rating, words or a name choice, each with its message", async () => {
    const lead = await wonLead();
    await completeJob(lead);
    const answer = await post(`${lead.requestPath}/review`, { rating: "6", body: " ", nameStyle: "full" });
    expect(answer.status).toBe(400);
    const page = words(await answer.text());
    for (const message of [errors.rating, errors.body, errors.nameStyle]) expect(page).toContain(message);
    expect(await reviewRow(lead)).toBeUndefined();
  });

  it("can be changed for 30 days, each change a version, and not after", async () => {
    const lead = await wonLead();
    await completeJob(lead);
    await post(`${lead.requestPath}/review`, reviewForm());
    const changed = reviewForm({ rating: "3", body: "Better once the snagging was done." });
    expect((await post(`${lead.requestPath}/review/edit`, changed)).status).toBe(303);
    expect(await reviewRow(lead)).toMatchObject({ rating: 3, body: changed.body });
    expect(await versionsOf(lead)).toEqual([
      { rating: 2, body: reviewForm().body },
      { rating: 3, body: changed.body },
    ]);
    // The owner sees that it was changed, and cannot change it.
    const owner = words(await pageHtml(`/admin/leads/${lead.reference}`));
    expect(owner).toContain(fillText(reviewsCopy.owner.versions.other, { n: 2 }));
    expect(owner).toContain(reviewsCopy.owner.cannotEdit);
    // The lead's export gives the review with each version.
    const exported = await (
      await worker.request(`/admin/leads/${lead.reference}/export.json`)
    ).json<{
      review: { versions: { rating: number }[] };
    }>();
    expect(exported.review.versions.map((version) => version.rating)).toEqual([2, 3]);

    // Written 31 days ago: the change is refused, saying when it was written, and nothing is kept of it.
    const written = new Date(Date.now() - 31 * 86_400_000);
    await query("UPDATE reviews SET created_at = ? WHERE lead_id = ?", written.toISOString(), lead.leadId);
    const late = await post(`${lead.requestPath}/review/edit`, reviewForm({ rating: "5", body: "Changed my mind." }));
    expect(late.status).toBe(409);
    const date = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(written);
    expect(words(await late.text())).toContain(fillText(errors.editClosed, { date }));
    expect(await reviewRow(lead)).toMatchObject({ rating: 3 });
    expect(await versionsOf(lead)).toHaveLength(2);
    // The page no longer offers the change, and still offers the delete.
    const section = words((await reviewSection(lead))?.html ?? "");
    expect(section).not.toContain(reviewsCopy.yours.edit);
    expect(section).toContain(reviewsCopy.yours.delete);
  });

  it("can be deleted at any time, leaving a line in the removals' count", async () => {
    const lead = await wonLead();
    await completeJob(lead);
    await post(`${lead.requestPath}/review`, reviewForm());
    await query(
      "UPDATE reviews SET created_at = ? WHERE lead_id = ?",
      new Date(Date.now() - 400 * 86_400_000).toISOString(),
      lead.leadId,
    );
    const before = await removals();
    const unconfirmed = await post(`${lead.requestPath}/review/delete`);
    expect(unconfirmed.status).toBe(400);
    expect(words(await unconfirmed.text())).toContain(errors.deleteConfirm);
    expect(await reviewRow(lead)).toBeDefined();
    expect((await post(`${lead.requestPath}/review/delete`, { confirm: "yes" })).status).toBe(303);
    expect(await reviewRow(lead)).toBeUndefined();
    expect(await query("SELECT * FROM review_versions WHERE review_id NOT IN (SELECT id FROM reviews)")).toEqual([]);
    expect((await removals())["customerRequest"]).toBe((before["customerRequest"] ?? 0) + 1);
  });
});

describe("the owner and a review", () => {
  /** A completed job with a review written. */
  async function reviewed() {
    const lead = await wonLead();
    await completeJob(lead);
    await post(`${lead.requestPath}/review`, reviewForm());
    return lead;
  }

  it("replies once, in public, and cannot change the reply", async () => {
    const lead = await reviewed();
    expect((await post(`/admin/leads/${lead.reference}/review/reply`, { reply: "" })).status).toBe(400);
    const first = await post(`/admin/leads/${lead.reference}/review/reply`, { reply: "Thank you; noted on tidying." });
    expect(first.status).toBe(303);
    const second = await post(`/admin/leads/${lead.reference}/review/reply`, { reply: "Changed reply" });
    expect(second.status).toBe(409);
    expect(words(await second.text())).toContain(errors.replied);
    expect(await reviewRow(lead)).toMatchObject({ reply: "Thank you; noted on tidying." });
    expect(words((await reviewSection(lead))?.html ?? "")).toContain("Thank you; noted on tidying.");
  });

  it("removes a review only with a reason the policy names, which is counted", async () => {
    const lead = await reviewed();
    const before = await removals();
    for (const reason of ["", "customerRequest", "dislike"]) {
      const refused = await post(`/admin/leads/${lead.reference}/review/remove`, { reason });
      expect(refused.status).toBe(400);
      expect(words(await refused.text())).toContain(errors.reason);
    }
    expect(await reviewRow(lead)).toBeDefined();
    expect(await removals()).toEqual(before);
    expect((await post(`/admin/leads/${lead.reference}/review/remove`, { reason: "personalData" })).status).toBe(303);
    expect(await reviewRow(lead)).toBeUndefined();
    expect((await removals())["personalData"]).toBe((before["personalData"] ?? 0) + 1);
  });

  it("has no way to edit or hide a review", async () => {
    const lead = await reviewed();
    for (const path of ["edit", "hide"])
      expect((await post(`/admin/leads/${lead.reference}/review/${path}`, reviewForm())).status).toBe(404);
  });
});

describe("a review when its lead goes", () => {
  it("goes with the owner's erasure, counted as deleted at the customer's request", async () => {
    const lead = await wonLead();
    await completeJob(lead);
    await post(`${lead.requestPath}/review`, reviewForm());
    const before = await removals();
    expect((await post(`/admin/leads/${lead.reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(await query("SELECT * FROM reviews WHERE lead_id = ?", lead.leadId)).toEqual([]);
    expect((await removals())["customerRequest"]).toBe((before["customerRequest"] ?? 0) + 1);
  });

  it("goes with the retention's deletion, counted as gone at the end of the retention period", async () => {
    const lead = await wonLead();
    await completeJob(lead);
    await post(`${lead.requestPath}/review`, reviewForm());
    const before = await removals();
    const reviews = (await query<{ n: number }>("SELECT count(*) AS n FROM reviews"))[0]?.n ?? 0;
    const later = new Date(Date.now() + 7 * 366 * 86_400_000);
    await deleteExpiredLeads(env, later);
    expect(await query("SELECT * FROM reviews WHERE lead_id = ?", lead.leadId)).toEqual([]);
    expect((await removals())["retention"]).toBe((before["retention"] ?? 0) + reviews);
    expect((await removals())["customerRequest"]).toBe(before["customerRequest"]);
  });
});
