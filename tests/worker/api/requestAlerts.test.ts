/**
 * A homeowner's note, photos or withdrawal on their request's private page alerts the owner's devices:
 * one push per action, naming the reference and the action and nothing the homeowner wrote.
 */
import { beforeEach, describe, expect, it } from "vitest";
import alertsCopy from "../../../worker/alerts/copy.json";
import { leadBody, postLead, postRequestPhotos } from "../support/leads";
import { noisePhoto } from "./support/photos";
import { decryptPush, makeSubscription, stubPushService, subscriptionJson } from "./support/pushService";
import { visitSlots } from "../../../src/lib/visitTimes";
import { api, query } from "./support/worker";

const push = stubPushService();

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

beforeEach(async () => {
  push.reset();
  await query("DELETE FROM push_subscriptions");
});

describe("the owner's alerts from a request's page", () => {
  it("sends one alert for a note, one for each addition of photos and one for a withdrawal, without the note", async () => {
    const subscription = await makeSubscription();
    const subscribed = await api.request("/admin/leads/push/subscriptions", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: api.baseUrl },
      body: JSON.stringify(subscriptionJson(subscription)),
    });
    expect(subscribed.status).toBe(201);
    const response = await postLead(api, leadBody({ email: "sam.alerts@example.com" }));
    const { reference, requestPath } = await response.json<{ reference: string; requestPath: string }>();

    const note = "The side gate code is 4321.";
    expect((await post(`${requestPath}/note`, { note })).status).toBe(303);
    // Two photos in one addition: one alert.
    const added = await postRequestPhotos(api, requestPath, [
      { bytes: noisePhoto(400, 300) },
      { bytes: noisePhoto(300, 400) },
    ]);
    expect(added.status).toBe(303);
    expect((await post(`${requestPath}/withdraw`, { confirm: "yes" })).status).toBe(303);

    // Each alert goes after the answer (waitUntil): the new lead's, the note's, the photos' and the withdrawal's.
    await expect.poll(() => push.to(subscription).length).toBe(4);
    const alerts = await Promise.all(
      push
        .to(subscription)
        .map(
          async (r) =>
            JSON.parse(await decryptPush(r.body, subscription)) as { notification: { title: string; body: string } },
        ),
    );
    // The page's alerts are the two besides the new lead's own, in order.
    const newLead = alertsCopy.alerts.newTitle.replace("{reference}", reference);
    expect(alerts.map((a) => a.notification.title).filter((title) => title !== newLead)).toEqual([
      alertsCopy.alerts.homeowner.note.replace("{reference}", reference),
      alertsCopy.alerts.homeowner.photos.replace("{reference}", reference),
      alertsCopy.alerts.homeowner.withdrawn.replace("{reference}", reference),
    ]);
    expect(JSON.stringify(alerts)).not.toContain(note);
  });

  it("sends one alert when the homeowner confirms a site visit, and none for a confirmation that lost", async () => {
    const subscription = await makeSubscription();
    await api.request("/admin/leads/push/subscriptions", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: api.baseUrl },
      body: JSON.stringify(subscriptionJson(subscription)),
    });
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
      notification: { title: string };
    };
    expect(alert.notification.title).toBe(alertsCopy.alerts.homeowner.visit.replace("{reference}", reference));
  });
});
