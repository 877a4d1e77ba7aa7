/**
 * The second alert, in workerd, with the scheduled run's clock chosen by the test: a lead
 * nobody opened gets exactly one reminder after ALERT_REPEAT_AFTER_SECONDS, within opening
 * hours (business.json, Europe/London); an opened lead none; leads that came in while the
 * firm was closed one summary at opening time; and the morning summary, once a day, listing the day's
 * site visits with their addresses, sent on a day with visits even when no request waits. The push
 * service is a stubbed fetch.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { site } from "../../../src/config/site";
import { fillText } from "../../../src/config/format";
import type { AlertPayload } from "../../../worker/alerts/alertPayload";
import alertsCopy from "../../../worker/alerts/copy.json";
import { leadBody, postLead } from "../support/leads";
import { decryptPush, stubPushService, type TestSubscription, subscribedPhone } from "./support/pushService";
import { query, scheduled, withVars } from "./support/worker";

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
  phone = await subscribedPhone();
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

/** A London time on a December 2026 day (GMT, so UTC): the 15th is a Tuesday. */
const december = (day: number, clock: string) => Date.parse(`2026-12-${day}T${clock}:00Z`);
const morning = alertsCopy.alerts.morning;

/** A lead opened by the owner, with a site visit that stands on `date`, as the visits feature stores it. */
async function visitOn(
  date: string,
  visit: {
    part: "am" | "pm" | "at";
    at?: string;
    window?: [string, string];
    line?: string;
    postcode?: string;
    firstName?: string;
  },
  lead: Record<string, unknown> = {},
): Promise<string> {
  const response = await postLead(worker, leadBody({ firstName: visit.firstName ?? "Priya", ...lead }));
  const { reference } = await response.json<{ reference: string }>();
  await query("UPDATE leads SET seen_at = created_at WHERE reference = ?", reference);
  await query(
    `INSERT INTO visit_slots (lead_id, date, part, at, window_start, window_end, proposed_at, confirmed_at, address_line, address_postcode)
     SELECT id, ?, ?, ?, ?, ?, '2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z', ?, ? FROM leads WHERE reference = ?`,
    date,
    visit.part,
    visit.at ?? null,
    visit.window?.[0] ?? null,
    visit.window?.[1] ?? null,
    visit.line ?? null,
    visit.postcode ?? null,
    reference,
  );
  return reference;
}

const received = () =>
  Promise.all(push.received.map(async (r) => JSON.parse(await decryptPush(r.body, phone)) as AlertPayload));

describe("the morning summary", () => {
  it("lists the day's visits with their addresses, on a day with no request waiting, once", async () => {
    const [h = "8", m = "0"] = opens.split(":");
    const opening = december(15, `${h.padStart(2, "0")}:${m.padStart(2, "0")}`);
    await visitOn("2026-12-15", { part: "at", at: "10:00", line: "12 Elm Road", postcode: "E17 4AB" });
    await visitOn("2026-12-15", { part: "am", firstName: "Tom" }, { projectDetails: "A new roof in SW4 0AA." });
    // An afternoon the owner narrowed to a window reads as the window.
    await visitOn("2026-12-15", { part: "pm", window: ["13:00", "15:00"], line: "3 Oak Lane", firstName: "Ana" });
    // Not listed: a cancelled visit, one of a withdrawn request, and one on another day.
    const cancelled = await visitOn("2026-12-15", { part: "at", at: "14:00", line: "9 Gone Street", firstName: "Cal" });
    await query(
      "UPDATE visit_slots SET cancelled_at = '2026-12-02T09:00:00.000Z' WHERE lead_id = (SELECT id FROM leads WHERE reference = ?)",
      cancelled,
    );
    const withdrawn = await visitOn("2026-12-15", { part: "at", at: "15:00", line: "4 Left Row", firstName: "Wes" });
    await query("UPDATE leads SET withdrawn_at = '2026-12-03T09:00:00.000Z' WHERE reference = ?", withdrawn);
    await visitOn("2026-12-16", { part: "at", at: "09:00", line: "8 Next Day Road", firstName: "Ned" });
    push.reset();

    await scheduled(opening - 5 * 60_000);
    expect(push.received).toHaveLength(0);
    await scheduled(opening + 60_000);
    const [alert, ...more] = await received();
    expect(more).toEqual([]);
    expect(alert?.notification.title).toBe(morning.title.other.replace("{n}", "3"));
    expect(alert?.notification.tag).toBe("morning-2026-12-15");
    expect(alert?.notification.actions).toBeUndefined();
    expect(alert?.notification.body.split("\n")).toEqual([
      fillText(morning.visit, { time: `${opens}–12:00`, name: "Tom", place: "SW4" }),
      fillText(morning.visit, { time: "10:00", name: "Priya", place: "12 Elm Road, E17 4AB" }),
      fillText(morning.visit, { time: "13:00–15:00", name: "Ana", place: "3 Oak Lane" }),
    ]);
    // Once a day.
    await scheduled(opening + 2 * 3_600_000);
    expect(push.received).toHaveLength(1);
  });

  it("takes in the requests that waited overnight, and caps its lines to stay small", async () => {
    const waiting = [await leadAt(december(16, "21:00")), await leadAt(december(16, "22:00"))];
    for (let i = 0; i < 11; i++)
      await visitOn("2026-12-17", {
        part: "at",
        at: `${String(8 + (i % 10)).padStart(2, "0")}:00`,
        line: `${i + 1} ${"Very Long Name ".repeat(8)}Road`,
        postcode: "E17 4AB",
      });
    push.reset();
    await scheduled(december(17, "10:00"));
    const [alert, ...more] = await received();
    expect(more).toEqual([]);
    expect(alert?.notification.title).toBe(morning.title.other.replace("{n}", "11"));
    const lines = alert?.notification.body.split("\n") ?? [];
    expect(lines).toHaveLength(10);
    expect(lines[8]).toBe(fillText(morning.more, { n: 3 }));
    expect(lines[9]).toBe(
      fillText(morning.waiting, {
        waiting: alertsCopy.alerts.waiting.other.replace("{n}", "2"),
        references: waiting.join(", "),
      }),
    );
    // The payload stays far under the 4 KB a push may carry (encryption adds its own few bytes).
    expect(new TextEncoder().encode(JSON.stringify(alert)).byteLength).toBeLessThan(3000);
  });
});
