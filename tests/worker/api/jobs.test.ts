/**
 * A won lead's job (issue 50 §1), in workerd: a quote accepted, or the owner marking a lead won, makes a
 * job, in progress on the homeowner's timeline; the owner posts updates with photos (the request's photo
 * pipeline, private in R2), which the homeowner's page shows newest first, the photos served under the
 * page's token and the owner's gate only; the homeowner says the work is finished (the owner alerted) or
 * the owner marks it completed, and every completion hook runs once; a contract cancelled in its
 * cooling-off period leaves no job; the morning summary nudges a job quiet for 7 days and one 14 days past
 * its planned end; erasure takes the updates and their photos' objects.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fillText } from "../../../src/config/format";
import type { AlertPayload } from "../../../worker/alerts/alertPayload";
import alertsCopy from "../../../worker/alerts/copy.json";
import { morningTag } from "../../../worker/alerts/alertTags";
import { when } from "../../../worker/html/dates";
import { jobs } from "../../../worker/html/sections";
import jobsCopy from "../../../worker/jobs/copy.json";
import requestCopy from "../../../worker/request/copy.json";
import { withPhotoParts, type PhotoPart } from "../support/leads";
import { words } from "../support/pageWords";
import { jpegSize, noisePhoto } from "./support/photos";
import { decryptPush, stubPushService, subscribedPhone, type TestSubscription } from "./support/pushService";
import { accept, newRequest, postTo, sendQuote, type SentQuote } from "./support/quotes";
import { api, getObject, postForm, query, scheduled, withVars } from "./support/worker";

const push = stubPushService();
const worker = withVars({});
let phone: TestSubscription;

beforeEach(async () => {
  await query("DELETE FROM push_subscriptions");
  phone = await subscribedPhone();
  push.reset();
});

const received = () =>
  Promise.all(push.received.map(async (r) => JSON.parse(await decryptPush(r.body, phone)) as AlertPayload));

/** A request the owner marked won from its page, as the status form posts it. */
async function wonByHand(): Promise<SentQuote> {
  const request = await newRequest();
  expect((await postForm(`/admin/leads/${request.reference}`, { status: "won", note: "" })).status).toBe(303);
  return request;
}

/** A request whose quote the homeowner accepted. */
async function wonByAcceptance(): Promise<SentQuote> {
  const request = await newRequest();
  await sendQuote(request);
  expect((await accept(request)).status).toBe(303);
  return request;
}

/** The owner posts an update from the job's update page: a line and photos, as the page's form sends them. */
const postUpdate = (reference: string, body: string, photos: readonly PhotoPart[] = []) => {
  const form = new FormData();
  form.set("body", body);
  return worker.request(`/admin/leads/${reference}/job/updates`, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin" },
    body: withPhotoParts(form, photos),
  });
};

const page = async (path: string) => (await api.request(path)).text();
const timelineOf = (html: string) => words(html.slice(html.indexOf(requestCopy.timelineHeading)));
const jobRow = (reference: string) =>
  query<{ completed_at: string | null; completed_by: string | null; planned_end: string | null }>(
    "SELECT jobs.* FROM jobs JOIN leads ON leads.id = jobs.lead_id WHERE reference = ?",
    reference,
  );
const leadId = async (reference: string) =>
  (await query<{ id: number }>("SELECT id FROM leads WHERE reference = ?", reference))[0]?.id ?? 0;

/** Every completion hook's calls: lead id and time, as jobs.completed is called. */
const hookCalls: { leadId: number; at: string }[] = [];
const hook = (_c: unknown, id: number, at: Date) => {
  hookCalls.push({ leadId: id, at: at.toISOString() });
  return Promise.resolve();
};
beforeEach(() => {
  hookCalls.length = 0;
  jobs.completed.push(hook);
});
afterEach(() => {
  jobs.completed.splice(jobs.completed.indexOf(hook), 1);
});

describe("a won lead becomes a job", () => {
  it("when the homeowner accepts the quote: in progress on their timeline, and on the owner's page and list", async () => {
    const request = await wonByAcceptance();
    const shown = await page(request.requestPath);
    const timeline = timelineOf(shown);
    expect(timeline).toContain(requestCopy.steps.jobInProgress);
    // The completion is to come, and the request is not closed.
    expect(timeline).toContain(`${requestCopy.steps.jobCompleted} ${requestCopy.notYet}`);
    expect(timeline).not.toContain(requestCopy.steps.closed);
    expect(words(shown)).toContain(requestCopy.next.jobInProgress);
    expect(words(shown)).toContain(jobsCopy.homeowner.inProgress);
    expect(shown).toContain(`action="${request.requestPath}/job/finished"`);
    expect(words(shown)).toContain(jobsCopy.homeowner.finishedButton);

    const lead = words(await page(`/admin/leads/${request.reference}`));
    expect(lead).toContain(jobsCopy.owner.heading);
    expect(lead).toContain(jobsCopy.owner.complete);
    expect(lead).toContain(jobsCopy.owner.postUpdate);
    expect(words(await page("/admin/leads"))).toContain(jobsCopy.owner.steps.inProgress);
    // Other features read it through html/sections.ts's port.
    expect(await jobs.find({ env } as never, await leadId(request.reference))).toMatchObject({ completedAt: null });
  });

  it("when the owner marks the lead won, and not before", async () => {
    const request = await newRequest();
    expect(words(await page(`/admin/leads/${request.reference}`))).not.toContain(jobsCopy.owner.complete);
    expect(timelineOf(await page(request.requestPath))).not.toContain(requestCopy.steps.jobInProgress);
    await postForm(`/admin/leads/${request.reference}`, { status: "won", note: "" });
    expect(timelineOf(await page(request.requestPath))).toContain(requestCopy.steps.jobInProgress);
    expect(words(await page(`/admin/leads/${request.reference}`))).toContain(jobsCopy.owner.complete);
  });

  it("is no job once the contract is cancelled in its cooling-off period", async () => {
    const request = await wonByAcceptance();
    expect((await postTo(`${request.requestPath}/quote/cancel`, {})).status).toBe(303);
    const shown = await page(request.requestPath);
    expect(timelineOf(shown)).not.toContain(requestCopy.steps.jobInProgress);
    expect(words(shown)).not.toContain(jobsCopy.homeowner.heading);
    expect(words(await page(`/admin/leads/${request.reference}`))).not.toContain(jobsCopy.owner.complete);
    // Nothing can be done to it: no update, no completion.
    expect((await postUpdate(request.reference, "Floor down")).status).toBe(409);
    expect((await postForm(`/admin/leads/${request.reference}/job/complete`)).status).toBe(409);
    expect(await postTo(`${request.requestPath}/job/finished`, { confirm: "yes" })).toMatchObject({ status: 303 });
    expect(await jobRow(request.reference)).toEqual([]);
    expect(await query("SELECT * FROM job_updates WHERE lead_id = ?", await leadId(request.reference))).toEqual([]);
    expect(hookCalls).toEqual([]);
  });
});

describe("the job's updates", () => {
  it("the owner posts one with a photo; the homeowner's page shows it, newest first, its photo under the token only", async () => {
    const request = await wonByHand();
    const form = await api.request(`/admin/leads/${request.reference}/job/update`);
    expect(form.status).toBe(200);
    // The update page runs the one script that prepares photos, and shows their previews.
    expect(form.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'/);
    expect(form.headers.get("Content-Security-Policy")).toMatch(/img-src 'self' blob:/);
    expect(words(await form.text())).toContain(jobsCopy.owner.updateButton);

    const sent = noisePhoto(400, 300);
    expect((await postUpdate(request.reference, "Strip-out done, skip collected")).headers.get("Location")).toBe(
      `/admin/leads/${request.reference}?job=posted#job-heading`,
    );
    const posted = await postUpdate(request.reference, "Kitchen floor down", [{ bytes: sent }]);
    expect(posted.status).toBe(303);

    const [photo] = await query<{ id: number; key: string; width: number; height: number; created_at: string }>(
      "SELECT job_photos.id, key, width, height, created_at FROM job_photos JOIN job_updates ON job_updates.id = update_id WHERE job_photos.lead_id = ?",
      await leadId(request.reference),
    );
    expect(photo).toMatchObject({ width: 400, height: 300 });
    expect(photo?.key).not.toContain(request.reference);
    // Kept as made again by the Images binding, not as sent.
    const kept = await getObject(photo?.key ?? "");
    expect(jpegSize(kept ?? new Uint8Array())).toEqual({ width: 400, height: 300 });
    expect(kept).not.toEqual(sent);
    // The request's own photos are not its: the request's room and gallery are unchanged.
    expect(await query("SELECT * FROM lead_photos WHERE lead_id = ?", await leadId(request.reference))).toEqual([]);

    const shown = await page(request.requestPath);
    const text = words(shown);
    expect(text.indexOf("Kitchen floor down")).toBeLessThan(text.indexOf("Strip-out done, skip collected"));
    expect(text.indexOf("Kitchen floor down")).toBeGreaterThan(-1);
    const src = `${request.requestPath}/job/photos/${photo?.id}/thumbnail`;
    expect(shown).toContain(`src="${src}"`);
    // Described, and sized so that nothing moves as it loads (the thumbnail's own size).
    const alt = fillText(jobsCopy.homeowner.photoAlt, { n: 1, total: 1, date: when(photo?.created_at ?? "") });
    expect(words(shown)).toContain("Kitchen floor down");
    expect(shown).toMatch(
      new RegExp(`alt="${alt.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"\\s+width="360"\\s+height="270"`),
    );
    // Shown once: the request's notes and photos do not take it in.
    expect(shown.split(`/job/photos/${photo?.id}"`).length - 1).toBe(1);

    const full = await api.request(`${request.requestPath}/job/photos/${photo?.id}`);
    expect(full.status).toBe(200);
    expect(full.headers.get("Content-Type")).toBe("image/jpeg");
    expect(full.headers.get("Cache-Control")).toContain("no-store");
    expect(new Uint8Array(await full.arrayBuffer())).toEqual(kept);
    expect((await api.request(src)).status).toBe(200);
    // Not without the page's token, nor under another request's token.
    expect((await api.request(`/request/job/photos/${photo?.id}`)).status).toBe(404);
    const other = await wonByHand();
    expect((await api.request(`${other.requestPath}/job/photos/${photo?.id}`)).status).toBe(404);
    // The owner sees it behind the app's gate.
    const owner = await page(`/admin/leads/${request.reference}`);
    expect(owner).toContain(`/admin/leads/${request.reference}/job/photos/${photo?.id}/thumbnail`);
    expect((await api.request(`/admin/leads/${request.reference}/job/photos/${photo?.id}`)).status).toBe(200);
  });

  it("takes a line alone from the page's form, whose file input left empty sends an empty part", async () => {
    const request = await wonByHand();
    const form = new FormData();
    form.set("body", "Skip delivered");
    form.append("photo", new File([], "", { type: "application/octet-stream" }));
    const posted = await worker.request(`/admin/leads/${request.reference}/job/updates`, {
      method: "POST",
      redirect: "manual",
      headers: { "Sec-Fetch-Site": "same-origin" },
      body: form,
    });
    expect(posted.status).toBe(303);
    expect(await query("SELECT body FROM job_updates WHERE lead_id = ?", await leadId(request.reference))).toEqual([
      { body: "Skip delivered" },
    ]);
  });

  it("go in the lead's JSON export, the photos listed without their bytes", async () => {
    const request = await wonByHand();
    await postUpdate(request.reference, "Walls skimmed", [{ bytes: noisePhoto(400, 300) }]);
    const exported = await (
      await api.request(`/admin/leads/${request.reference}/export.json`)
    ).json<{
      job: { completedAt: string | null; updates: { text: string; photos: { width: number }[] }[] };
    }>();
    expect(exported.job).toMatchObject({
      completedAt: null,
      updates: [{ text: "Walls skimmed", photos: [{ width: 400 }] }],
    });
    expect(JSON.stringify(exported)).not.toMatch(/leads\//);
  });

  it("refuses an update without its line, or with more than 6 photos, and keeps nothing", async () => {
    const request = await wonByHand();
    const id = await leadId(request.reference);
    expect((await postUpdate(request.reference, "  ")).status).toBe(400);
    const seven = Array.from({ length: 7 }, () => ({ bytes: noisePhoto(120, 90) }));
    const refused = await postUpdate(request.reference, "Too many photos", seven);
    expect(refused.status).toBe(413);
    expect(words(await refused.text())).toContain(fillText(jobsCopy.owner.errors.photos, { max: 6 }));
    expect(await query("SELECT * FROM job_updates WHERE lead_id = ?", id)).toEqual([]);
    expect(await query("SELECT * FROM job_photos WHERE lead_id = ?", id)).toEqual([]);
  });

  it("sets the planned end, which both sides show", async () => {
    const request = await wonByHand();
    const saved = await postForm(`/admin/leads/${request.reference}/job/planned-end`, { plannedEnd: "2027-01-29" });
    expect(saved.status).toBe(303);
    expect(await jobRow(request.reference)).toMatchObject([{ planned_end: "2027-01-29" }]);
    expect(words(await page(request.requestPath))).toContain(
      fillText(jobsCopy.homeowner.plannedEnd, { date: "29 January 2027" }),
    );
    expect((await postForm(`/admin/leads/${request.reference}/job/planned-end`, { plannedEnd: "soon" })).status).toBe(
      400,
    );
    expect(await jobRow(request.reference)).toMatchObject([{ planned_end: "2027-01-29" }]);
  });
});

describe("completing the job", () => {
  it("the homeowner says the work is finished: completed, the owner alerted, the hooks called once", async () => {
    const request = await wonByHand();
    push.reset();
    // Unticked, nothing happens.
    expect((await postTo(`${request.requestPath}/job/finished`, {})).status).toBe(400);
    expect(await jobRow(request.reference)).toEqual([]);

    const finished = await postTo(`${request.requestPath}/job/finished`, { confirm: "yes" }, {});
    expect(finished.status).toBe(303);
    expect(finished.headers.get("Location")).toBe(`${request.requestPath}?finished=1#job`);
    expect(await jobRow(request.reference)).toMatchObject([{ completed_by: "homeowner" }]);
    const [alert] = await received();
    expect(alert?.notification.title).toBe(
      fillText(alertsCopy.alerts.homeowner.jobFinished, { reference: request.reference }),
    );
    // Again: nothing more, no second alert, no second hook call.
    await postTo(`${request.requestPath}/job/finished`, { confirm: "yes" }, {});
    await postForm(`/admin/leads/${request.reference}/job/complete`);
    expect(hookCalls).toEqual([{ leadId: await leadId(request.reference), at: expect.any(String) as string }]);
    expect(push.received).toHaveLength(1);

    const shown = await page(`${request.requestPath}?finished=1`);
    expect(words(shown)).toContain(jobsCopy.homeowner.finishedSaved);
    expect(shown).not.toContain(`action="${request.requestPath}/job/finished"`);
    // The completion is the timeline's last step, with no "Closed" after it.
    const timeline = timelineOf(shown);
    expect(timeline).toContain(requestCopy.steps.jobCompleted);
    expect(timeline).not.toContain(requestCopy.notYet);
    expect(timeline).not.toContain(requestCopy.steps.closed);
    expect(words(await page(`/admin/leads/${request.reference}`))).toContain(
      jobsCopy.owner.completedByHomeowner.split(" {date}")[0] ?? "",
    );
    expect(words(await page("/admin/leads"))).toContain(jobsCopy.owner.steps.completed);
  });

  it("ends the accepted quote's contract, whose six years then count from the completion", async () => {
    const request = await wonByAcceptance();
    await postForm(`/admin/leads/${request.reference}/job/complete`);
    const [acceptance] = await query<{ ended_at: string | null }>(
      "SELECT ended_at FROM quote_acceptances WHERE reference = ?",
      request.reference,
    );
    expect(acceptance?.ended_at).toBe((await jobRow(request.reference))[0]?.completed_at);
  });

  it("the owner marks it completed: once, the hooks called once, no more updates", async () => {
    const request = await wonByHand();
    const done = await postForm(`/admin/leads/${request.reference}/job/complete`);
    expect(done.headers.get("Location")).toBe(`/admin/leads/${request.reference}?job=completed#job-heading`);
    expect(await jobRow(request.reference)).toMatchObject([{ completed_by: "owner" }]);
    await postForm(`/admin/leads/${request.reference}/job/complete`);
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]?.leadId).toBe(await leadId(request.reference));
    expect(await jobs.find({ env } as never, await leadId(request.reference))).toMatchObject({
      completedAt: hookCalls[0]?.at,
    });
    expect((await postUpdate(request.reference, "After the end")).status).toBe(409);
    const owner = words(await page(`/admin/leads/${request.reference}`));
    expect(owner).not.toContain(jobsCopy.owner.complete);
    expect(await page(request.requestPath)).not.toContain(`action="${request.requestPath}/job/finished"`);
    // No alert says the homeowner finished it: the owner did.
    const finishedTitle = fillText(alertsCopy.alerts.homeowner.jobFinished, { reference: request.reference });
    expect((await received()).map((alert) => alert.notification.title)).not.toContain(finishedTitle);
  });
});

describe("the morning summary", () => {
  /** A London morning in January 2027 (GMT, so UTC), inside opening hours. */
  const morningOf = (day: number) => Date.parse(`2027-01-${String(day).padStart(2, "0")}T10:00:00Z`);

  it("nudges a job with no update for 7 days, and one 14 days past its planned end", async () => {
    // Only this test's jobs: the earlier tests' leads are no jobs any more.
    await query("UPDATE leads SET status = 'lost' WHERE status = 'won'");
    const quiet = await wonByHand();
    const overdue = await wonByHand();
    const fresh = await wonByHand();
    const finished = await wonByHand();
    const won = new Date(morningOf(4) - 7 * 86_400_000).toISOString();
    await query("UPDATE leads SET won_at = ?, seen_at = created_at", won);
    // An update 6 days ago keeps `fresh` off the summary; `finished` is completed.
    await postUpdate(fresh.reference, "Plastering");
    await query(
      "UPDATE job_updates SET created_at = ? WHERE lead_id = ?",
      new Date(morningOf(4) - 6 * 86_400_000).toISOString(),
      await leadId(fresh.reference),
    );
    await postForm(`/admin/leads/${finished.reference}/job/complete`);
    await postForm(`/admin/leads/${overdue.reference}/job/planned-end`, { plannedEnd: "2026-12-21" });
    await postUpdate(overdue.reference, "Waiting for the tiles");
    await query(
      "UPDATE job_updates SET created_at = ? WHERE lead_id = ?",
      new Date(morningOf(4) - 86_400_000).toISOString(),
      await leadId(overdue.reference),
    );
    // 13 days past its planned end is not yet an ask to complete (and it had an update yesterday).
    const notYet = await wonByHand();
    await query("UPDATE leads SET won_at = ? WHERE reference = ?", won, notYet.reference);
    await postForm(`/admin/leads/${notYet.reference}/job/planned-end`, { plannedEnd: "2026-12-22" });
    await postUpdate(notYet.reference, "Tiling");
    await query(
      "UPDATE job_updates SET created_at = ? WHERE lead_id = ?",
      new Date(morningOf(4) - 86_400_000).toISOString(),
      await leadId(notYet.reference),
    );
    // Every request opened; the homeowners' actions still waiting for their alert go first, before opening time.
    await query("UPDATE leads SET seen_at = created_at WHERE seen_at IS NULL");
    await scheduled(morningOf(4) - 3 * 3_600_000);
    push.reset();
    await scheduled(morningOf(4));
    // The morning's one summary (a review's reminder for the completed job may come beside it).
    const [alert, ...more] = (await received()).filter((sent) => sent.notification.tag === morningTag(morningOf(4)));
    expect(more).toEqual([]);
    const lines = alert?.notification.body.split("\n") ?? [];
    const firstName = (await query<{ first_name: string }>("SELECT first_name FROM leads LIMIT 1"))[0]?.first_name;
    expect(lines).toContain(
      fillText(alertsCopy.alerts.morning.jobQuiet, { reference: quiet.reference, name: firstName ?? "", days: 7 }),
    );
    expect(lines).toContain(
      fillText(alertsCopy.alerts.morning.jobOverdue, { reference: overdue.reference, name: firstName ?? "", days: 14 }),
    );
    for (const left of [fresh, finished, notYet]) expect(lines.join("\n")).not.toContain(left.reference);
    // The overdue job first: it asks for something.
    expect(lines).toEqual([
      fillText(alertsCopy.alerts.morning.jobOverdue, { reference: overdue.reference, name: firstName ?? "", days: 14 }),
      fillText(alertsCopy.alerts.morning.jobQuiet, { reference: quiet.reference, name: firstName ?? "", days: 7 }),
    ]);
    expect(alert?.notification.title).toBe(fillText(alertsCopy.alerts.morning.jobsTitle.other, { n: 2 }));
  });
});

describe("erasure", () => {
  it("removes the job, its updates and their photos' objects", async () => {
    const request = await wonByHand();
    await postUpdate(request.reference, "Roof felted", [{ bytes: noisePhoto(400, 300) }]);
    await postForm(`/admin/leads/${request.reference}/job/planned-end`, { plannedEnd: "2027-02-01" });
    const id = await leadId(request.reference);
    const keys = (await query<{ key: string }>("SELECT key FROM job_photos WHERE lead_id = ?", id)).map((r) => r.key);
    expect(keys).toHaveLength(1);
    // Its thumbnail, made at upload, is kept beside it.
    expect(await getObject(`${keys[0]}.thumb.jpg`)).toBeDefined();
    expect((await postForm(`/admin/leads/${request.reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(await query("SELECT * FROM leads WHERE id = ?", id)).toEqual([]);
    for (const table of ["jobs", "job_updates", "job_photos"])
      expect(await query(`SELECT * FROM ${table} WHERE lead_id = ?`, id)).toEqual([]);
    expect(await getObject(keys[0] ?? "")).toBeUndefined();
    expect(await getObject(`${keys[0]}.thumb.jpg`)).toBeUndefined();
  });

  it("the orphan sweep keeps a job's photos while their row stands", async () => {
    const request = await wonByHand();
    await postUpdate(request.reference, "Scaffold up", [{ bytes: noisePhoto(400, 300) }]);
    const [row] = await query<{ key: string }>(
      "SELECT key FROM job_photos WHERE lead_id = ?",
      await leadId(request.reference),
    );
    await scheduled(Date.now() + 2 * 3_600_000);
    expect(await getObject(row?.key ?? "")).toBeDefined();
  });
});
