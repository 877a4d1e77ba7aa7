/**
 * The second alert, in workerd, with the scheduled run's clock chosen by the test: a lead
 * nobody opened gets exactly one reminder after ALERT_REPEAT_AFTER_SECONDS, within opening
 * hours (business.json, Europe/London); an opened lead none; leads that came in while the
 * firm was closed one summary at opening time. The push service is a stubbed fetch.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { site } from "../../../src/config/site";
import alertsCopy from "../../../worker/alerts/copy.json";
import { leadBody, postLead } from "../support/leads";
import {
  decryptPush,
  makeSubscription,
  stubPushService,
  subscriptionJson,
  type TestSubscription,
} from "./support/pushService";
import { api, query, scheduled, withVars } from "./support/worker";

const push = stubPushService();
const worker = withVars({});
const repeatAfterMs = Number(env.ALERT_REPEAT_AFTER_SECONDS) * 1000;

/** A London time on the Monday of 7 December 2026 (GMT, so UTC), or on the Sunday before. */
const monday = (clock: string) => Date.parse(`2026-12-07T${clock}:00Z`);
const sunday = (clock: string) => Date.parse(`2026-12-06T${clock}:00Z`);
const { opens, closes } = site.hours.weekdays;

let phone: TestSubscription;

/** A lead whose first alert went at `at` (its stored time set to it). */
async function leadAt(at: number): Promise<string> {
  const response = await postLead(worker, leadBody());
  const { reference } = await response.json<{ reference: string }>();
  await query("UPDATE leads SET created_at = ? WHERE reference = ?", new Date(at).toISOString(), reference);
  return reference;
}

const titles = () =>
  Promise.all(
    push.received.map(
      async (r) =>
        (JSON.parse(await decryptPush(r.body, phone)) as { notification: { title: string } }).notification.title,
    ),
  );

beforeEach(async () => {
  // Every lead of earlier tests was opened; a device with alerts on.
  await query("UPDATE leads SET seen_at = created_at WHERE seen_at IS NULL");
  await query("DELETE FROM push_subscriptions");
  phone = await makeSubscription();
  await api.request("/admin/leads/push/subscriptions", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: api.baseUrl },
    body: JSON.stringify(subscriptionJson(phone)),
  });
  push.reset();
});

describe("the second alert", () => {
  it("reminds once about a lead nobody opened, after the repeat time and within opening hours", async () => {
    const arrived = monday("10:00");
    const reference = await leadAt(arrived);
    expect(push.received).toHaveLength(1);
    push.reset();
    await scheduled(arrived + repeatAfterMs - 60_000);
    expect(push.received).toHaveLength(0);
    await scheduled(arrived + repeatAfterMs);
    expect(await titles()).toEqual([alertsCopy.alerts.repeatTitle.replace("{reference}", reference)]);
    // Never a third.
    await scheduled(arrived + 2 * repeatAfterMs);
    await scheduled(arrived + 3 * 3600_000);
    expect(push.received).toHaveLength(1);
  });

  it("sends none for a lead the owner opened", async () => {
    const arrived = monday("11:00");
    const reference = await leadAt(arrived);
    push.reset();
    await query(
      "UPDATE leads SET seen_at = ? WHERE reference = ?",
      new Date(arrived + 60_000).toISOString(),
      reference,
    );
    await scheduled(arrived + repeatAfterMs + 60_000);
    expect(push.received).toHaveLength(0);
  });

  it("sends none for a lead the homeowner withdrew: they were told we will not contact them", async () => {
    const arrived = monday("11:30");
    const reference = await leadAt(arrived);
    push.reset();
    await query(
      "UPDATE leads SET withdrawn_at = ? WHERE reference = ?",
      new Date(arrived + 60_000).toISOString(),
      reference,
    );
    await scheduled(arrived + repeatAfterMs + 60_000);
    expect(push.received).toHaveLength(0);
  });

  it("waits for opening time, then sums up the leads that came in while closed in one alert", async () => {
    const references = [await leadAt(sunday("13:00")), await leadAt(sunday("22:30")), await leadAt(monday("06:45"))];
    push.reset();
    // Closed: Sunday afternoon, and Monday before opening.
    await scheduled(sunday("14:00"));
    const [h = "8", m = "0"] = opens.split(":");
    const opening = Date.parse(`2026-12-07T${h.padStart(2, "0")}:${m.padStart(2, "0")}:00Z`);
    await scheduled(opening - 5 * 60_000);
    expect(push.received).toHaveLength(0);
    // The first run after opening: one summary naming all three.
    await scheduled(opening + 60_000);
    expect(await titles()).toEqual([alertsCopy.alerts.waiting.other.replace("{n}", "3")]);
    const body = (
      JSON.parse(await decryptPush(push.received[0]?.body ?? new Uint8Array(), phone)) as {
        notification: { body: string };
      }
    ).notification.body;
    for (const reference of references) expect(body).toContain(reference);
    await scheduled(opening + 2 * repeatAfterMs);
    expect(push.received).toHaveLength(1);
  });

  it("sends nothing after closing time until the next opening", async () => {
    const [h = "18", m = "0"] = closes.split(":");
    const closing = Date.parse(`2026-12-07T${h.padStart(2, "0")}:${m.padStart(2, "0")}:00Z`);
    const reference = await leadAt(closing - 5 * 60_000);
    push.reset();
    await scheduled(closing + repeatAfterMs);
    expect(push.received).toHaveLength(0);
    await scheduled(Date.parse("2026-12-08T08:05:00Z"));
    expect(await titles()).toEqual([alertsCopy.alerts.repeatTitle.replace("{reference}", reference)]);
  });
});
