/**
 * Each kind of alert has its own tag, so none replaces another silently: a lead's first alert and its
 * reminder, the morning summaries of two days, the hour's one alert above the ceiling, a homeowner's
 * updates in two windows, and a request the homeowner withdrew and then deleted. The pushes are captured from the stubbed push service and decrypted (the
 * declarative payload), then shown by the service worker's push handler (app/showAlert.ts) with a fake
 * registration (the notification it shows). The clocks are chosen, never waited for.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../../src/config/site";
import type { AlertPayload } from "../../../worker/alerts/alertPayload";
import alertsCopy from "../../../worker/alerts/copy.json";
import { onPush } from "../../../worker/app/showAlert";
import { leadBody, postLead, type SiteOrigin } from "../support/leads";
import { decryptPush, stubPushService, type TestSubscription, subscribedPhone } from "./support/pushService";
import { api, scheduled, withVars, type Vars } from "./support/worker";

const push = stubPushService();
const copy = alertsCopy.alerts;
const repeatAfterMs = Number(env.ALERT_REPEAT_AFTER_SECONDS) * 1000;
const hourMs = 3_600_000;

/** A London time in December 2026 (GMT, so UTC): `day` 6 is a Sunday. */
const at = (day: number, clock: string) => Date.parse(`2026-12-${String(day).padStart(2, "0")}T${clock}:00Z`);
const [oh = "8", om = "0"] = site.hours.weekdays.opens.split(":");
const opening = (day: number) => at(day, `${oh.padStart(2, "0")}:${om.padStart(2, "0")}`);

let phone: TestSubscription;

const alerts = () =>
  Promise.all(push.received.map(async (r) => JSON.parse(await decryptPush(r.body, phone)) as AlertPayload));

async function leadAt(when: number, origin: SiteOrigin = withVars({})) {
  vi.setSystemTime(when);
  const response = await postLead(origin, leadBody());
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

async function noteAt(when: number, requestPath: string) {
  vi.setSystemTime(when);
  const response = await api.request(`${requestPath}/note`, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ note: "Could the visit be after school pick-up?" }).toString(),
  });
  expect(response.status).toBe(303);
}

/** A form the homeowner posts on their request's page at `when`, waiting for the alert it starts. */
async function homeownerFormAt(when: number, path: string, fields: Record<string, string>) {
  vi.setSystemTime(when);
  const response = await withVars({}).request(path, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status).toBeLessThan(400);
}

/** What the service worker shows for a payload: its title and options. */
async function shown(payload: AlertPayload) {
  const notifications: { title: string; options: Record<string, unknown> }[] = [];
  const waited: Promise<unknown>[] = [];
  onPush(
    { data: { json: () => payload }, waitUntil: (p) => void waited.push(p) },
    {
      registration: {
        showNotification: (title, options) => Promise.resolve(void notifications.push({ title, options })),
      },
    },
  );
  await Promise.all(waited);
  return notifications;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  push.reset();
  phone = await subscribedPhone();
});
afterEach(() => vi.useRealTimers());

describe("the alerts' tags", () => {
  it("gives each kind of alert its own tag, in the payload and in the notification the service worker shows", async () => {
    // Sunday evening, closed: two leads, each with its first alert.
    const sunday = [await leadAt(at(6, "20:00")), await leadAt(at(6, "20:01"))];
    // Monday's opening: one summary of the two.
    await scheduled(opening(7) + 60_000);
    // Monday evening, closed, at a ceiling of one alert an hour: one lead alerts, the next waits for the hour's alert.
    const capped: Vars = { NOTIFY_HOURLY_CEILING: "1" };
    const monday = [await leadAt(at(7, "20:00"), withVars(capped)), await leadAt(at(7, "20:01"), withVars(capped))];
    await scheduled(at(7, "21:00") + 30_000, capped);
    // Tuesday's opening: the summary of Monday evening's two.
    await scheduled(opening(8) + 60_000);
    // Tuesday evening: a note from a homeowner, and another once the first window has ended.
    await noteAt(at(8, "20:00"), monday[0]?.requestPath ?? "");
    await noteAt(at(8, "20:30"), monday[0]?.requestPath ?? "");
    // Wednesday during opening hours: a lead, and its reminder.
    const wednesday = await leadAt(opening(9) + hourMs);
    await scheduled(opening(9) + hourMs + repeatAfterMs + 60_000);
    // Thursday: a homeowner withdraws their request, then deletes it.
    const deleted = monday[1]?.requestPath ?? "";
    await homeownerFormAt(at(10, "12:00"), `${deleted}/withdraw`, { confirm: "yes" });
    await homeownerFormAt(at(10, "12:01"), `${deleted}/erase`, { confirm: "yes" });

    const payloads = await alerts();
    const [first, second] = sunday;
    const titles = payloads.map((p) => p.notification.title);
    expect(titles).toEqual([
      copy.newTitle.replace("{reference}", first?.reference ?? ""),
      copy.newTitle.replace("{reference}", second?.reference ?? ""),
      copy.waiting.other.replace("{n}", "2"),
      copy.newTitle.replace("{reference}", monday[0]?.reference ?? ""),
      copy.hourTitle.replace("{n}", "1"),
      copy.waiting.other.replace("{n}", "2"),
      copy.homeowner.note.replace("{reference}", monday[0]?.reference ?? ""),
      copy.homeowner.note.replace("{reference}", monday[0]?.reference ?? ""),
      copy.newTitle.replace("{reference}", wednesday.reference),
      copy.repeatTitle.replace("{reference}", wednesday.reference),
      copy.homeowner.withdrawn.replace("{reference}", monday[1]?.reference ?? ""),
      copy.homeownerErased.replace("{reference}", monday[1]?.reference ?? ""),
    ]);
    const tags = payloads.map((p) => p.notification.tag);
    expect(new Set(tags).size).toBe(tags.length);

    // The service worker shows each with the payload's tag, and has it ring if it replaces one.
    for (const payload of payloads) {
      const [notification, ...more] = await shown(payload);
      expect(more).toEqual([]);
      expect(notification?.title).toBe(payload.notification.title);
      expect(notification?.options).toEqual(expect.objectContaining({ tag: payload.notification.tag, renotify: true }));
    }
  });
});
