/**
 * A homeowner's note, photos, withdrawal or visit confirmed on their request's private page alerts the
 * owner's devices, saying what happened (a note's first 80 characters, the visit's time, the withdrawal,
 * which offers no Call or WhatsApp): a lead's first action at once, its further actions within 10 minutes
 * in one alert when the window ends (the scheduled run, its time chosen), and every alert within the one
 * hourly ceiling, above which the hour's one alert says what happened. The request pages' clock is set
 * (vi.setSystemTime), never waited for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fillText } from "../../../src/config/format";
import alertsCopy from "../../../worker/alerts/copy.json";
import { updateWindowMs } from "../../../worker/alerts/alertOwner";
import { leadBody, postLead, postRequestPhotos, type SiteOrigin } from "../support/leads";
import { noisePhoto } from "./support/photos";
import { decryptPush, stubPushService, type TestSubscription, subscribedPhone } from "./support/pushService";
import { visitSlots } from "../../../src/lib/visitTimes";
import { slotWords, type Slot } from "../../../worker/visits/slots";
import { api, query, scheduled, withVars, type Vars } from "./support/worker";

const push = stubPushService();
const copy = alertsCopy.alerts;
const hourMs = 3_600_000;

const post = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  origin: SiteOrigin = api,
) =>
  origin.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

interface Alert {
  notification: { title: string; body: string; actions?: { action: string }[] };
}
const alertsTo = (subscription: TestSubscription) =>
  Promise.all(push.to(subscription).map(async (r) => JSON.parse(await decryptPush(r.body, subscription)) as Alert));
const titlesTo = async (subscription: TestSubscription) =>
  (await alertsTo(subscription)).map((a) => a.notification.title);

async function newRequest(origin: SiteOrigin, email: string) {
  const response = await postLead(origin, leadBody({ email }));
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

beforeEach(async () => {
  push.reset();
  await query("DELETE FROM push_subscriptions");
  await query("DELETE FROM notify_hours");
});

describe("the owner's alerts from a request's page", () => {
  // A Tuesday evening, the firm closed: no reminder about an unopened lead (pushRepeat.test.ts) joins in.
  const at = Date.parse("2026-12-08T20:01:00Z");
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at);
  });
  afterEach(() => vi.useRealTimers());

  it("alerts at once for a lead's first action, then tells its actions of the next 10 minutes in one alert when the window ends", async () => {
    const worker = withVars({});
    const subscription = await subscribedPhone();
    const { reference, requestPath } = await newRequest(worker, "sam.alerts@example.com");
    const note = "The side gate code is 4321.";
    expect((await post(`${requestPath}/note`, { note }, {}, worker)).status).toBe(303);
    // Two photos in one addition, then another note: within the window, gathered.
    const added = await postRequestPhotos(worker, requestPath, [
      { bytes: noisePhoto(400, 300) },
      { bytes: noisePhoto(300, 400) },
    ]);
    expect(added.status).toBe(303);
    expect((await post(`${requestPath}/note`, { note: "And the dog is friendly." }, {}, worker)).status).toBe(303);
    expect(await titlesTo(subscription)).toEqual([
      copy.newTitle.replace("{reference}", reference),
      copy.homeowner.note.replace("{reference}", reference),
    ]);
    expect((await alertsTo(subscription))[1]?.notification.body).toBe(fillText(copy.homeownerNote, { note }));

    await scheduled(at + updateWindowMs - 1000);
    expect(push.to(subscription)).toHaveLength(2);
    await scheduled(at + updateWindowMs);
    const alerts = await alertsTo(subscription);
    expect(alerts).toHaveLength(3);
    // "Q-…: 2 updates from the homeowner", "1 note and photos added. Open the request to see them.", the note.
    expect(alerts[2]?.notification).toEqual(
      expect.objectContaining({
        title: fillText(copy.homeownerUpdates, { reference, n: 2 }),
        body: [
          fillText(copy.homeownerUpdatesBody, {
            updates: `${copy.homeownerParts.note.one} and ${copy.homeownerParts.photos.one}`,
          }),
          fillText(copy.homeownerLatestNote, { note: "And the dog is friendly." }),
        ].join("\n"),
      }),
    );
    await scheduled(at + 2 * updateWindowMs + 5 * 60_000);
    expect(push.to(subscription)).toHaveLength(3);

    // Once the window the gathered alert opened has ended, the next action alerts at once again.
    vi.setSystemTime(at + 2 * updateWindowMs + 60_000);
    expect((await post(`${requestPath}/withdraw`, { confirm: "yes" }, {}, worker)).status).toBe(303);
    const titles = await titlesTo(subscription);
    expect(titles).toHaveLength(4);
    expect(titles[3]).toBe(copy.homeowner.withdrawn.replace("{reference}", reference));
  });

  it("shows a note's first 80 characters, and offers Call and WhatsApp", async () => {
    const subscription = await subscribedPhone();
    const { reference, requestPath } = await newRequest(withVars({}), "sam.long@example.com");
    const note = `${"Kitchen wall ".repeat(6)}and the rest of the note that the alert leaves out.`;
    expect((await post(`${requestPath}/note`, { note })).status).toBe(303);
    await expect.poll(() => push.to(subscription).length).toBe(2);
    const [, alert] = await alertsTo(subscription);
    expect(alert?.notification.title).toBe(copy.homeowner.note.replace("{reference}", reference));
    expect(alert?.notification.body).toBe(fillText(copy.homeownerNote, { note: `${note.slice(0, 80).trimEnd()}…` }));
    expect(alert?.notification.actions?.map((a) => a.action)).toEqual(["call", "whatsapp"]);
  });

  it("says a request was withdrawn, offering no Call or WhatsApp, alone or gathered with other actions", async () => {
    const subscription = await subscribedPhone();
    const pushes = (n: number) => expect.poll(() => push.to(subscription).length).toBe(n);
    const alone = await newRequest(withVars({}), "sam.withdrawn@example.com");
    await pushes(1);
    expect((await post(`${alone.requestPath}/withdraw`, { confirm: "yes" })).status).toBe(303);
    await pushes(2);
    const gathered = await newRequest(withVars({}), "sam.gathered@example.com");
    await pushes(3);
    expect((await post(`${gathered.requestPath}/note`, { note: "Thinking it over." })).status).toBe(303);
    await pushes(4);
    // A note, then the withdrawal, in the window the first note opened: gathered.
    expect((await post(`${gathered.requestPath}/note`, { note: "We have decided." })).status).toBe(303);
    expect((await post(`${gathered.requestPath}/withdraw`, { confirm: "yes" })).status).toBe(303);
    // The two wait, stored (alertOwner runs after the answer).
    await expect
      .poll(async () => (await query("SELECT id FROM owner_updates WHERE status = 'waiting'")).length)
      .toBe(2);
    // The next run once the window has ended (the page's clock ran on a little past `at`).
    await scheduled(at + updateWindowMs + 5 * 60_000);
    await pushes(5);
    const alerts = (await alertsTo(subscription)).map((a) => a.notification);
    expect(alerts.map((a) => a.title)).toEqual([
      copy.newTitle.replace("{reference}", alone.reference),
      copy.homeowner.withdrawn.replace("{reference}", alone.reference),
      copy.newTitle.replace("{reference}", gathered.reference),
      copy.homeowner.note.replace("{reference}", gathered.reference),
      fillText(copy.homeownerUpdates, { reference: gathered.reference, n: 2 }),
    ]);
    expect(alerts[1]?.body).toBe(copy.homeownerWithdrawn);
    expect(alerts[1]?.actions).toBeUndefined();
    expect(alerts[4]?.actions).toBeUndefined();
    // Before the withdrawal, the note's alert offered them.
    expect(alerts[3]?.actions).toHaveLength(2);
  });

  it("keeps a page's 10 notes and 8 photo additions in a second within the hourly ceiling, tells the rest in the hour's one alert, and counts every push", async () => {
    const ceiling = 3;
    const vars: Vars = { NOTIFY_HOURLY_CEILING: String(ceiling) };
    const capped = withVars(vars);
    const subscription = await subscribedPhone();
    const busy = await newRequest(capped, "sam.busy@example.com");
    const other = await newRequest(capped, "sam.other@example.com");

    // The page's first note, then its 9 further notes and 8 photo additions all at once, in the same second.
    const note = (i: number) =>
      post(`${busy.requestPath}/note`, { note: `A further thought, number ${i}.` }, {}, capped);
    const answers = [
      await note(0),
      ...(await Promise.all([
        ...Array.from({ length: 9 }, (_, i) => note(i + 1)),
        ...Array.from({ length: 8 }, (_, i) =>
          postRequestPhotos(capped, busy.requestPath, [{ bytes: i % 2 ? noisePhoto(300, 400) : noisePhoto(400, 300) }]),
        ),
      ])),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 303));
    expect(
      (await post(`${other.requestPath}/note`, { note: "Is Thursday possible for a visit?" }, {}, capped)).status,
    ).toBe(303);

    // The two new leads, then the busy page's first note: the ceiling. The rest wait, the other page's note too.
    expect(await titlesTo(subscription)).toEqual([
      copy.newTitle.replace("{reference}", busy.reference),
      copy.newTitle.replace("{reference}", other.reference),
      copy.homeowner.note.replace("{reference}", busy.reference),
    ]);
    // The busy page's window ends within the hour, still at its ceiling: its 17 further actions wait too.
    await scheduled(at + updateWindowMs, vars);
    expect(push.to(subscription)).toHaveLength(ceiling);

    // The first run after the hour: one alert for the 18 actions that waited.
    const hour = Math.floor(at / hourMs);
    await scheduled((hour + 1) * hourMs + 1000, vars);
    await scheduled((hour + 1) * hourMs + 6 * 60_000, vars);
    const alerts = await alertsTo(subscription);
    expect(alerts).toHaveLength(ceiling + 1);
    expect(alerts[ceiling]?.notification.title).toBe(
      fillText(copy.hourUpdatesTitle.one, {
        updates: copy.hourUpdates.other.replace("{n}", "18"),
        reference: busy.reference,
      }),
    );
    expect(alerts[ceiling]?.notification.body).toContain(other.reference);

    // The hours' counts are the pushes sent.
    const [counted] = await query<{ n: number }>("SELECT sum(pushes) AS n FROM notify_hours");
    expect(counted?.n).toBe(push.to(subscription).length);
  });
});

describe("the owner's alert about a visit confirmed", () => {
  it("sends one alert when the homeowner confirms a site visit, and none for a confirmation that lost", async () => {
    const subscription = await subscribedPhone();
    const response = await postLead(api, leadBody({ email: "sam.visit@example.com" }));
    const { reference, requestPath } = await response.json<{ reference: string; requestPath: string }>();
    await expect.poll(() => push.to(subscription).length).toBe(1);
    // Two mornings on the next open days (business.json's hours, as the form offers them).
    const [first, second] = visitSlots(new Date()).filter((value) => value.endsWith(":am"));
    const proposed = await post(`/admin/leads/${reference}/visits`, {
      date1: first?.slice(0, 10) ?? "",
      part1: "am",
      date2: second?.slice(0, 10) ?? "",
      part2: "am",
    });
    expect(proposed.status).toBe(303);
    const ids = await query<{ id: number }>(
      "SELECT visit_slots.id FROM visit_slots JOIN leads ON leads.id = lead_id WHERE reference = ?",
      reference,
    );
    const answers = await Promise.all(ids.map(({ id }) => post(`${requestPath}/visit`, { slot: String(id) })));
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    await expect.poll(() => push.to(subscription).length).toBe(2);
    const alert = JSON.parse(await decryptPush(push.to(subscription)[1]?.body ?? new Uint8Array(), subscription)) as {
      notification: { title: string; body: string };
    };
    expect(alert.notification.title).toBe(alertsCopy.alerts.homeowner.visit.replace("{reference}", reference));
    // "Visit confirmed: Thu 10 Dec, morning (08:00 to 12:00)", in the words the homeowner's page showed.
    const [confirmed] = await query<Slot>(
      "SELECT date, part, at FROM visit_slots JOIN leads ON leads.id = lead_id WHERE reference = ? AND confirmed_at IS NOT NULL",
      reference,
    );
    expect(confirmed).toBeDefined();
    expect(alert.notification.body).toBe(fillText(copy.homeownerVisit, { slot: slotWords(confirmed as Slot) }));
  });
});
