/**
 * A request's private page in workerd: the link the API's answer carries opens it, and the database
 * holds only the token's hash; the page's headers; what it shows (first name, project type, postcode
 * district; never the e-mail, phone or details); its timeline as the owner opens and answers the lead;
 * the reply time; the lookup of a lost link (one answer to a wrong pair and an unknown reference, and
 * 429 on the eleventh try); notes and their limit; withdrawing, then "Delete my details now"; and
 * erasure and retention taking the page's links, notes and photos with the lead (through the cascade).
 */
import { describe, expect, it } from "vitest";
import { site } from "../../../src/config/site";
import { requestPhotosScript } from "../../../src/lib/requestLink";
import { brandFontFilePath } from "../../../src/config/fonts";
import { wordmarkHouse } from "../../../src/lib/wordmark";
import tokens from "../../../src/styles/tokens.css";
import requestCopy from "../../../worker/request/copy.json";
import visitsCopy from "../../../worker/visits/copy.json";
import { requestSlots } from "../../../worker/html/sections";
import { openDays } from "../support/openDays";
import inboxCopy from "../../../worker/inbox/copy.json";
import { leadBody, postLead, postRequestPhotos, visitorPhone } from "../support/leads";
import { telLinks, withCallWords, words } from "../support/pageWords";
import { noisePhoto } from "./support/photos";
import { formBytes } from "../../../worker/platform/homeownerGate";
import { api, query, scheduled, stubEmailJs } from "./support/worker";

stubEmailJs();

/** What a browser sends with a form's post from the site's own page. */
const sameSite = { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };
const navigation = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "same-origin" };

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { ...sameSite, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const details = "A rear extension to our terrace at 12 Acre Lane, SW2 5TN, about 20 m².";
const visitor = { email: "sam.page@example.com", phone: visitorPhone.typed, projectDetails: details };

async function newRequest(fields: Record<string, unknown> = {}) {
  const response = await postLead(api, leadBody({ ...visitor, ...fields }));
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

const open = (path: string) => api.request(path, { redirect: "manual" });
const text = async (path: string) => (await open(path)).text();

describe("the link", () => {
  it("comes with the API's answer, opens the page, and is stored only as its SHA-256", async () => {
    const { reference, requestPath } = await newRequest();
    const token = requestPath.replace("/request/", "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(token).not.toContain(reference.slice(2));
    const page = await open(requestPath);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(reference);

    const rows = await query<{ token_hash: string }>(
      "SELECT token_hash FROM request_tokens JOIN leads ON leads.id = lead_id WHERE reference = ?",
      reference,
    );
    expect(rows).toHaveLength(1);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    expect(rows[0]?.token_hash).toBe([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""));
    // Nowhere in the database is the token itself.
    const dump =
      JSON.stringify(await query("SELECT * FROM request_tokens")) + JSON.stringify(await query("SELECT * FROM leads"));
    expect(dump).not.toContain(token);
  });

  it("is new for each answer, and a link that was never made opens nothing", async () => {
    const body = leadBody(visitor);
    const first = await (await postLead(api, body)).json<{ requestPath: string }>();
    const again = await (await postLead(api, body)).json<{ requestPath: string }>();
    expect(again.requestPath).not.toBe(first.requestPath);
    expect((await open(again.requestPath)).status).toBe(200);
    const unknown = await open("/request/AAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(words(await unknown.text())).toContain(requestCopy.notFound);
  });
});

describe("the page", () => {
  it("is private: noindex, no-store, no referrer, and no script but the site's photo script", async () => {
    const { requestPath } = await newRequest();
    for (const path of [requestPath, "/request", "/request/AAAAAAAAAAAAAAAAAAAAAA", "/request/nothing/here"]) {
      const response = await open(path);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      expect(response.headers.get("Referrer-Policy"), path).toBe("no-referrer");
      expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
      expect(response.headers.get("Content-Security-Policy"), path).toMatch(/default-src 'none'/);
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow" />');
      // No inline script: at most the one file that prepares photos (requestPhotos.test.ts).
      const scripts = [...html.matchAll(/<script[^>]*>/g)].map((tag) => tag[0]);
      expect(scripts, path).toEqual(path === requestPath ? [`<script src="${requestPhotosScript}" defer>`] : []);
    }
  });

  it("shows the first name, the project type and the postcode district, never the e-mail, phone or details", async () => {
    const { requestPath } = await newRequest();
    const html = await text(requestPath);
    const body = leadBody(visitor);
    expect(html).toContain(body.firstName);
    expect(html).toContain(body.projectType);
    expect(words(html)).toContain(" SW2 ");
    for (const secret of [body.lastName, visitor.email, visitor.phone, "Acre Lane", "5TN", "terrace"]) {
      expect(html, secret).not.toContain(secret);
    }
  });

  it("leads with the action awaiting the homeowner, then the updates, the timeline, and the notes and photos", async () => {
    const { reference, requestPath } = await newRequest();
    const [day] = openDays(1);
    const proposed = await post(`/admin/leads/${reference}/visits`, { date1: day?.date ?? "", part1: "am" });
    expect(proposed.status).toBe(303);
    const html = await text(requestPath);
    // The one order (html/sections.ts), whatever the features registered.
    const slots = [...html.matchAll(/data-slot="([^"]+)"/g)].map((m) => m[1]);
    expect(slots).toEqual([...requestSlots]);
    const at = (needle: string) => {
      const index = html.indexOf(needle);
      expect(index, needle).toBeGreaterThan(-1);
      return index;
    };
    const confirm = at(`>${visitsCopy.homeowner.confirmButton}<`);
    expect(confirm).toBeLessThan(at(`>${requestCopy.nextHeading}<`));
    expect(at(`>${requestCopy.nextHeading}<`)).toBeLessThan(at(`>${requestCopy.timelineHeading}<`));
    expect(at(`>${requestCopy.timelineHeading}<`)).toBeLessThan(at(`>${requestCopy.photosHeading}<`));
    expect(at(`>${requestCopy.photosHeading}<`)).toBeLessThan(at(`>${requestCopy.noteHeading}<`));
    // The words agree: choose the time here, and nothing says we will confirm one.
    expect(words(html)).toContain(visitsCopy.homeowner.choose);
    expect(words(html)).toContain(requestCopy.next.visitProposed);
    expect(words(html)).not.toMatch(/we will confirm one/i);

    // Confirmed, with no address yet: the address is the action; once given, the visit is an update.
    const slot = (await query<{ id: number }>("SELECT id FROM visit_slots ORDER BY id DESC LIMIT 1"))[0]?.id;
    expect((await post(`${requestPath}/visit`, { slot: String(slot) })).status).toBe(303);
    const booked = await text(requestPath);
    const addressAt = booked.indexOf(`>${visitsCopy.homeowner.addressHeading}<`);
    expect(addressAt).toBeGreaterThan(-1);
    expect(addressAt).toBeLessThan(booked.indexOf(`>${requestCopy.nextHeading}<`));
    expect([...booked.matchAll(/data-slot="([^"]+)"/g)].map((m) => m[1])).toEqual([...requestSlots]);
    const given = await post(`${requestPath}/visit/address`, { line: "4 Elm Row", postcode: "E8 3PB", notes: "" });
    expect(given.status).toBe(303);
    const updated = await text(requestPath);
    expect([...updated.matchAll(/data-slot="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "updates",
      "updates",
      "timeline",
      "notesAndPhotos",
    ]);
  });

  it("looks like the site: its wordmark, icon, face and tokens, and the phone as words", async () => {
    const { requestPath } = await newRequest();
    const response = await open(requestPath);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/(^|; )font-src 'self'(;|$)/);
    const html = await response.text();
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toMatch(new RegExp(`<a href="/" class="wordmark"[\\s\\S]*?>${site.name}</a`));
    expect(html).toContain(`d="${wordmarkHouse.path}"`);
    // "Call us with any questions", a tel: link; no number shown.
    expect(telLinks(html)).toEqual([{ href: `tel:${site.phone.e164}`, words: requestCopy.callUs }]);
    expect(html).not.toContain(site.phone.display);

    const css = await text(html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? "");
    expect(css).toContain(`src: url("${brandFontFilePath}") format("woff2")`);
    // Every colour of the site's tokens, light and dark, read from their one home.
    const colours = [...tokens.matchAll(/(--color-[a-z-]+):\s*([^;]+);/g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(colours.length).toBeGreaterThan(20);
    for (const colour of colours) expect(css, colour).toContain(colour);
    // The owner's app shares the tokens, not the face: its policy allows no font.
    const inbox = await (await api.request("/admin/leads/inbox.css")).text();
    expect(inbox).toContain(colours[0]);
    expect(inbox).not.toContain("@font-face");
  });

  it("moves along its timeline as the owner opens the lead and answers it", async () => {
    const { reference, requestPath } = await newRequest();
    const step = (html: string) => /aria-current="step"\s*>\s*<strong>([^<]+)</.exec(html)?.[1];
    let html = await text(requestPath);
    expect(step(html)).toBe(requestCopy.steps.received);
    expect(words(html)).toContain(requestCopy.next.received);

    await api.request(`/admin/leads/${reference}`, { headers: navigation });
    html = await text(requestPath);
    expect(step(html)).toBe(requestCopy.steps.seen);
    expect(words(html)).toContain(requestCopy.next.seen);
    const [row] = await query<{ seen_at: string }>("SELECT seen_at FROM leads WHERE reference = ?", reference);
    expect(html).toContain(`<time datetime="${row?.seen_at}">`);

    // A tap on Call is an attempt: the page moves only once the owner says they spoke.
    await post(`/admin/leads/${reference}/contact`, { channel: "call" });
    expect(step(await text(requestPath))).toBe(requestCopy.steps.seen);
    await post(`/admin/leads/${reference}/outcome`, { outcome: "spoke" });
    html = await text(requestPath);
    expect(step(html)).toBe(requestCopy.steps.contacted);
    expect(words(html)).toContain(requestCopy.next.contacted);
  });

  it("gives the reply promise until 5 replies in 30 days make a median, then the median", async () => {
    await query("DELETE FROM leads");
    const { requestPath } = await newRequest();
    const promise = requestCopy.replyPromise.replace("{hours}", String(site.promises.responseHours));
    expect(words(await text(requestPath))).toContain(promise);
    // Five answered leads of the last days: 10, 20, 30, 40 and 50 minutes; one of 40 days ago does not count.
    const now = Date.now();
    for (const [minutes, daysAgo] of [
      [10, 1],
      [20, 2],
      [30, 3],
      [40, 4],
      [50, 5],
      [600, 40],
    ] as const) {
      const { reference } = await newRequest();
      const created = now - daysAgo * 86_400_000;
      await query(
        "UPDATE leads SET created_at = ?, first_contact_at = ? WHERE reference = ?",
        new Date(created).toISOString(),
        new Date(created + minutes * 60_000).toISOString(),
        reference,
      );
    }
    const html = words(await text(requestPath));
    expect(html).toContain(requestCopy.replyMedian.replace("{time}", "30 min").replace("{n}", "5"));
    expect(html).not.toContain(promise);
  });
});

describe("the lookup", () => {
  const lookup = (fields: Record<string, string>, address: string) =>
    post("/request", fields, { "CF-Connecting-IP": address });

  it("finds the request when reference and e-mail both match, with a new link", async () => {
    const { reference, requestPath } = await newRequest();
    const found = await lookup({ reference, email: ` ${visitor.email.toUpperCase()} ` }, "203.0.113.10");
    expect(found.status).toBe(303);
    const location = found.headers.get("location") ?? "";
    expect(location).toMatch(/^\/request\/[A-Za-z0-9_-]{22}$/);
    expect(location).not.toBe(requestPath);
    expect(await text(location)).toContain(reference);
  });

  it("answers a wrong pair and an unknown reference the same, word for word and status for status", async () => {
    const { reference } = await newRequest();
    const wrongPair = await lookup({ reference, email: "someone.else@example.com" }, "203.0.113.11");
    const unknown = await lookup({ reference: "Q-0000", email: "someone.else@example.com" }, "203.0.113.11");
    expect(wrongPair.status).toBe(404);
    expect(unknown.status).toBe(wrongPair.status);
    const [a, b] = [await wrongPair.text(), await unknown.text()];
    expect(words(a)).toContain(requestCopy.lookupNotFound);
    // The next step: a call, as a tel: link in words, never the bare number.
    expect(telLinks(a)).toEqual([{ href: `tel:${site.phone.e164}`, words: requestCopy.lookupNotFoundCall }]);
    expect(a).not.toContain(site.phone.display);
    // The same page, apart from the reference typed, which the form gives back.
    expect(a.replace(reference, "")).toBe(b.replace("Q-0000", ""));
    expect([...wrongPair.headers].sort()).toEqual([...unknown.headers].sort());
  });

  it("answers the eleventh try from one network in ten minutes with 429 and the phone as a tel: link", async () => {
    for (let i = 0; i < 10; i++) {
      // Addresses of one IPv6 /64 count together.
      const response = await lookup({ reference: "Q-0000", email: "a@example.com" }, `2001:db8:1:2::${i + 1}`);
      expect(response.status, `try ${i + 1}`).toBe(404);
    }
    const eleventh = await lookup({ reference: "Q-0000", email: "a@example.com" }, "2001:db8:1:2::99");
    expect(eleventh.status).toBe(429);
    const refused = await eleventh.text();
    expect(words(refused)).toContain(requestCopy.lookupTooMany);
    expect(telLinks(refused)).toEqual([{ href: `tel:${site.phone.e164}`, words: requestCopy.lookupTooManyCall }]);
    expect(refused).not.toContain(site.phone.display);
    // Another network is not held back.
    expect((await lookup({ reference: "Q-0000", email: "a@example.com" }, "2001:db8:1:3::1")).status).toBe(404);
  });

  it("refuses a post from another site", async () => {
    const { reference } = await newRequest();
    const response = await post("/request", { reference, email: visitor.email }, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
  });
});

describe("what the homeowner can do", () => {
  it("adds a note, which the page and the lead's history in the inbox show", async () => {
    const { reference, requestPath } = await newRequest();
    const note = "Please call after 5 pm, the side gate is open.";
    const sent = await post(`${requestPath}/note`, { note });
    expect(sent.status).toBe(303);
    // The page lands on the thank-you, which the fragment names, not at the top.
    expect(sent.headers.get("location")).toBe(`${requestPath}?noted=1#note-sent`);
    const html = await text(`${requestPath}?noted=1`);
    expect(html).toMatch(new RegExp(`id="note-sent"[^>]*>${requestCopy.noteSent}<`));
    const page = words(html);
    expect(page).toContain(note);
    const inbox = words(await (await api.request(`/admin/leads/${reference}`)).text());
    expect(inbox).toContain(inboxCopy.homeowner.heading);
    expect(inbox).toContain(note);
  });

  it("cleans a note as it cleans the request: no control characters or bidirectional overrides are stored", async () => {
    const { requestPath } = await newRequest();
    const typed = "Gate code\u0000 1234\u0007, ask for\u0085 Sam \u202Eevil\u202C before 5 pm.";
    expect((await post(`${requestPath}/note`, { note: typed })).status).toBe(303);
    const [stored] = await query<{ body: string }>(
      "SELECT body FROM request_events WHERE kind = 'note' ORDER BY id DESC LIMIT 1",
    );
    expect(stored?.body).toBe("Gate code 1234, ask for Sam evil before 5 pm.");
  });

  it("refuses a form body larger than its page can send before reading it, and stores nothing", async () => {
    const { requestPath } = await newRequest();
    const before = await query("SELECT * FROM request_events");
    const huge = await post(`${requestPath}/note`, { note: "x".repeat(2 * formBytes) });
    expect(huge.status).toBe(413);
    expect(await query("SELECT * FROM request_events")).toEqual(before);
  });

  it("refuses a note the details' rules refuse, with the message next to the field, and stores nothing", async () => {
    const { requestPath } = await newRequest();
    const refused = await post(`${requestPath}/note`, { note: "short" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/<p class="field-error" id="note-error">[^<]+<\/p>/);
    expect(await query("SELECT * FROM request_events")).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ body: "short" })]),
    );
  });

  it("takes 10 notes an hour, then answers 429 with the phone as a tel: link", async () => {
    const { reference, requestPath } = await newRequest();
    for (let i = 0; i < 10; i++)
      expect((await post(`${requestPath}/note`, { note: `Note number ${i + 1} about the job` })).status).toBe(303);
    const eleventh = await post(`${requestPath}/note`, { note: "One note too many about the job" });
    expect(eleventh.status).toBe(429);
    const refused = await eleventh.text();
    expect(words(refused)).toContain(withCallWords(requestCopy.noteLimit, requestCopy.callShort));
    expect(telLinks(refused)).toContainEqual({ href: `tel:${site.phone.e164}`, words: requestCopy.callShort });
    expect(refused).not.toContain(site.phone.display);
    const [count] = await query<{ n: number }>(
      "SELECT count(*) AS n FROM request_events JOIN leads ON leads.id = lead_id WHERE reference = ?",
      reference,
    );
    expect(count?.n).toBe(10);
  });

  it("withdraws, then deletes the details: the link and the lookup find nothing after", async () => {
    const { reference, requestPath } = await newRequest();
    expect((await post(`${requestPath}/withdraw`, {})).status).toBe(400);
    const withdrawn = await post(`${requestPath}/withdraw`, { confirm: "yes" });
    expect(withdrawn.status).toBe(303);
    const page = words(await text(requestPath));
    expect(page).toContain(requestCopy.next.withdrawn);
    expect(page).toContain(requestCopy.eraseButton);
    expect(words(await (await api.request(`/admin/leads/${reference}`)).text())).toContain(
      inboxCopy.homeowner.withdrawn,
    );

    const erased = await post(`${requestPath}/erase`, { confirm: "yes" });
    expect(erased.status).toBe(200);
    expect(words(await erased.text())).toContain(requestCopy.erased);
    expect((await open(requestPath)).status).toBe(404);
    const lookup = await post("/request", { reference, email: visitor.email }, { "CF-Connecting-IP": "203.0.113.20" });
    expect(lookup.status).toBe(404);
    expect(words(await lookup.text())).toContain(requestCopy.lookupNotFound);
    expect(await query("SELECT * FROM leads WHERE reference = ?", reference)).toEqual([]);
  });
});

/**
 * Every table whose rows belong to a lead, read from the schema (so a table added later is covered
 * too), and how many rows each holds for the lead with this id.
 */
async function rowsOfLead(leadId: number): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const keys = await query<{ table: string; from: string }>(`PRAGMA foreign_key_list("${name}")`);
    for (const key of keys.filter((k) => k.table === "leads")) {
      const [row] = await query<{ n: number }>(`SELECT count(*) AS n FROM "${name}" WHERE "${key.from}" = ?`, leadId);
      counts[name] = row?.n ?? 0;
    }
  }
  return counts;
}

/**
 * A request with all its page holds: two links (the answer's and a lookup's), a note, an addition of
 * photos; returns its lead's id after checking that each of those tables has its rows.
 */
async function fullRequest(): Promise<{ reference: string; requestPath: string; id: number }> {
  const { reference, requestPath } = await newRequest();
  await post(`${requestPath}/note`, { note: "A note before the erasure" });
  const added = await postRequestPhotos(api, requestPath, [{ bytes: noisePhoto(400, 300) }]);
  expect(added.status).toBe(303);
  const lookup = await post("/request", { reference, email: visitor.email }, { "CF-Connecting-IP": "203.0.113.30" });
  expect(lookup.status).toBe(303);
  const [lead] = await query<{ id: number }>("SELECT id FROM leads WHERE reference = ?", reference);
  const id = lead?.id ?? 0;
  // The firm's side too: a call and its outcome.
  await post(`/admin/leads/${reference}/contact`, { channel: "call" });
  await post(`/admin/leads/${reference}/outcome`, { outcome: "noAnswer" });
  // The events: the note, the photos' addition, and the lookup's line in the history.
  expect(await rowsOfLead(id)).toMatchObject({
    request_tokens: 2,
    request_events: 3,
    lead_photos: 1,
    contact_events: 2,
  });
  return { reference, requestPath, id };
}

const nothingLeft = async (id: number) => {
  const left = await rowsOfLead(id);
  expect(Object.keys(left)).toEqual(
    expect.arrayContaining(["request_tokens", "request_events", "lead_photos", "contact_events"]),
  );
  expect(
    Object.values(left).every((n) => n === 0),
    JSON.stringify(left),
  ).toBe(true);
};

/**
 * What guards these is the foreign keys' ON DELETE CASCADE (migrations 0008 and 0010): D1 enforces
 * foreign keys in every query, and a query cannot turn them off, so deleting the lead takes its page's
 * rows. Without the cascade, deleting the lead fails on its key and each of these tests fails.
 */
describe("erasure and retention", () => {
  it('the homeowner\'s "Delete my details now" removes every link, note and photo', async () => {
    const { requestPath, id } = await fullRequest();
    expect((await post(`${requestPath}/withdraw`, { confirm: "yes" })).status).toBe(303);
    const erased = await post(`${requestPath}/erase`, { confirm: "yes" });
    expect(erased.status).toBe(200);
    expect((await open(requestPath)).status).toBe(404);
    await nothingLeft(id);
  });

  it("the inbox's erasure removes every link, note and photo", async () => {
    const { reference, requestPath, id } = await fullRequest();
    const erase = await post(`/admin/leads/${reference}/erase`, { confirm: "yes" });
    expect(erase.status).toBe(200);
    expect((await open(requestPath)).status).toBe(404);
    await nothingLeft(id);
  });

  it("the retention period removes the page with the lead", async () => {
    const { reference, requestPath, id } = await fullRequest();
    await query("UPDATE leads SET created_at = '2020-01-01T00:00:00.000Z' WHERE reference = ?", reference);
    await scheduled();
    expect((await open(requestPath)).status).toBe(404);
    await nothingLeft(id);
  });
});
