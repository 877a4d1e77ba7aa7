/**
 * A request that is deleted on a person's request leaves a line in the owner's list (issue 48, section 3):
 * "Q-7K3M9P deleted by the homeowner, Mon 7 Dec", the reference and the date only, and nothing else of the
 * request anywhere in the database; the line goes once the privacy notice's period has passed since the
 * deletion (business.json `enquiryRetention.months`, through the scheduled run); and the homeowner's
 * deletion alerts the owner with a tag of its own and no Call or WhatsApp.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { fillText } from "../../../src/config/format";
import { business, site } from "../../../src/config/site";
import { honeypotField } from "../../../src/lib/honeypot";
import type { AlertPayload } from "../../../worker/alerts/alertPayload";
import alertsCopy from "../../../worker/alerts/copy.json";
import inboxCopy from "../../../worker/inbox/copy.json";
import { leadBody, postLead } from "../support/leads";
import { words } from "../support/pageWords";
import { visitorPhones } from "../../visitorPhones";
import { decryptPush, stubPushService, type TestSubscription, subscribedPhone } from "./support/pushService";
import { api, postForm, query, scheduled, withVars } from "./support/worker";

const push = stubPushService();
const worker = withVars({});
let phone: TestSubscription;

/** "Mon 7 Dec": the day of a moment in London, as the line prints it. */
const day = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(at);

/** A homeowner whose every detail is their own, so the database can be searched for each. */
const person = {
  firstName: "Perpetua",
  lastName: "Quillfeather",
  email: "perpetua.quillfeather@example.com",
  phone: visitorPhones.london.display,
  projectDetails: "Loft conversion at 7 Marigold Mews, a dormer to the rear and a shower room.",
};
const note = "Please ring after Thursday, the scaffolders leave then.";

/** What of the person a search of the database must not find: each detail, and the longest word of what they wrote. */
const longestWord = (text: string) => text.split(/\W+/).reduce((a, b) => (b.length > a.length ? b : a), "");
const personal = [
  person.firstName,
  person.lastName,
  person.email,
  visitorPhones.london.display,
  visitorPhones.london.e164,
  visitorPhones.london.groups.join(""),
  longestWord(person.projectDetails),
  longestWord(note),
];

/** A request with a note, withdrawn and then deleted by the homeowner on their page (alerts awaited). */
async function deletedByHomeowner(): Promise<{ reference: string; at: Date }> {
  const answer = await postLead(worker, leadBody(person));
  expect(answer.status).toBe(201);
  const { reference, requestPath } = await answer.json<{ reference: string; requestPath: string }>();
  expect((await postForm(`${requestPath}/note`, { note })).status).toBe(303);
  expect((await postForm(`${requestPath}/withdraw`, { confirm: "yes" })).status).toBe(303);
  push.reset();
  const at = new Date();
  const erased = await worker.request(`${requestPath}/erase`, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ confirm: "yes" }).toString(),
  });
  expect(erased.status).toBe(200);
  return { reference, at };
}

/** Every row of every table, as text. */
async function everything(): Promise<string> {
  const tables = await query<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  );
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["leads", "erasures", "owner_updates"]));
  const dumps = await Promise.all(
    tables.map(async ({ name }) => JSON.stringify(await query(`SELECT * FROM "${name}"`))),
  );
  return dumps.join("\n");
}

/** The list's block of deleted requests, in words. */
async function erasureBlock(path = "/admin/leads"): Promise<string> {
  const list = await (await api.request(path)).text();
  const start = list.indexOf('<ul class="erasures">');
  return start < 0 ? "" : words(list.slice(start, list.indexOf("</ul>", start)));
}

beforeEach(async () => {
  await query("DELETE FROM erasures");
  await query("DELETE FROM push_subscriptions");
  phone = await subscribedPhone();
  push.reset();
});

describe("a request the homeowner deletes", () => {
  it("leaves its reference and date in the list, and nothing of the person in the database", async () => {
    const { reference, at } = await deletedByHomeowner();
    const line = fillText(inboxCopy.erasures.homeowner, { reference, date: day(at) });
    expect(await erasureBlock()).toBe(` ${line} `.replace(/\s+/g, " "));
    const list = await (await api.request("/admin/leads")).text();
    // No link to the request that is gone.
    expect(list).not.toContain(`href="/admin/leads/${reference}"`);
    expect(words(list)).toContain(fillText(inboxCopy.erasures.hint, { months: business.enquiryRetention.months }));

    const stored = await query("SELECT reference, erased_by FROM erasures");
    expect(stored).toEqual([{ reference, erased_by: "homeowner" }]);
    const all = await everything();
    for (const detail of personal) expect(all, detail).not.toContain(detail);
  });

  it("is found by a search for its reference, and not under a status filter", async () => {
    const { reference } = await deletedByHomeowner();
    expect(await erasureBlock(`/admin/leads?q=${reference.slice(2)}`)).toContain(reference);
    expect(await erasureBlock("/admin/leads?q=nothing-like-it")).toBe("");
    expect(await erasureBlock("/admin/leads?status=withdrawn")).toBe("");
  });

  it("alerts the owner once, with a tag of its own, no Call or WhatsApp, opening the list", async () => {
    const { reference } = await deletedByHomeowner();
    expect(push.received).toHaveLength(1);
    const alert = JSON.parse(await decryptPush(push.received[0]?.body ?? new Uint8Array(), phone)) as AlertPayload;
    expect(alert.notification.title).toBe(fillText(alertsCopy.alerts.homeownerErased, { reference }));
    expect(alert.notification.body).toBe(alertsCopy.alerts.homeownerErasedBody);
    expect(alert.notification.tag).toBe(`${reference}-deleted`);
    expect(alert.notification.actions).toBeUndefined();
    expect(alert.notification.navigate).toBe(new URL("/admin/leads", site.url).href);
  });

  it("loses its line once the privacy notice's period has passed since the deletion", async () => {
    const { reference, at } = await deletedByHomeowner();
    const expiry = new Date(at);
    expiry.setUTCMonth(expiry.getUTCMonth() + business.enquiryRetention.months);
    await scheduled(expiry.getTime() - 86_400_000);
    expect(await erasureBlock()).toContain(reference);
    await scheduled(expiry.getTime() + 60_000);
    expect(await erasureBlock()).toBe("");
    expect(await query("SELECT * FROM erasures")).toEqual([]);
  });
});

describe("a request the owner erases", () => {
  it("leaves a line that says we deleted it, and a spam request none", async () => {
    const { reference } = await (await postLead(worker, leadBody())).json<{ reference: string }>();
    push.reset();
    expect((await postForm(`/admin/leads/${reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(await erasureBlock()).toContain(fillText(inboxCopy.erasures.owner, { reference, date: day(new Date()) }));
    // The owner deleted it themselves: no alert.
    expect(push.received).toHaveLength(0);

    const spam = await (
      await postLead(api, leadBody({ [honeypotField]: "https://spam.example" }))
    ).json<{ reference: string }>();
    expect((await postForm(`/admin/leads/${spam.reference}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(await erasureBlock()).not.toContain(spam.reference);
  });
});
