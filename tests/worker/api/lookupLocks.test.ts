/**
 * The lost-link lookup against guessing (issue 47): an e-mail address locks after 5 failed lookups
 * in a day whatever the reference, a reference after 5 whatever the e-mail, and above a ceiling of
 * failures in an hour every lookup gets 429 with the phone. A locked lookup answers exactly as a
 * wrong pair. References are made with enough entropy, and read as people type them; a match adds
 * a line to the lead's history; the owner's notices count the locks.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { fillText } from "../../../src/config/format";
import { site } from "../../../src/config/site";
import { makeReference, referencePattern } from "../../../src/lib/leadReference";
import alertsCopy from "../../../worker/alerts/copy.json";
import inboxCopy from "../../../worker/inbox/copy.json";
import requestCopy from "../../../worker/request/copy.json";
import { lookupKeys, lookupLocks, recordFailure } from "../../../worker/platform/lookupLocks";
import { leadBody, postLead } from "../support/leads";
import { telLinks, words } from "../support/pageWords";
import { api, postForm, query, stubEmailJs } from "./support/worker";

stubEmailJs();
// The file's tests share one database: each starts with no failed lookups on record.
afterEach(async () => {
  await query("DELETE FROM lookup_failures");
  await query("DELETE FROM lookup_hits");
});

const victim = { email: "priya.victim@example.com" };
async function newRequest() {
  const response = await postLead(api, leadBody(victim));
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

/** The page without the values the form gives back, to compare two answers word for word. */
const bare = async (response: Response, typed: string) => (await response.text()).replaceAll(typed, "");
const lookup = (fields: { reference: string; email: string }, address: string) =>
  postForm("/request", fields, { "CF-Connecting-IP": address });

const notFound = requestCopy.lookupNotFound;

/** The /64s of one /56, as one home's router hands them out. */
const fromHome = (i: number) => `2001:db8:77:${(0x1200 + Math.floor(i / 8)).toString(16)}::${(i % 8) + 1}`;

describe("guessing a reference for a known e-mail address", () => {
  it("never finds the request: the address locks after 5 misses, and the lock answers as a wrong pair", async () => {
    const { reference } = await newRequest();
    const guesses = Array.from({ length: 12 }, () => makeReference());
    // The right reference comes as the eighth guess, after the address has locked.
    guesses.splice(7, 0, reference);
    const answers: { status: number; page: string }[] = [];
    for (const [i, guess] of guesses.entries()) {
      const response = await lookup({ reference: guess, email: victim.email }, fromHome(i));
      answers.push({ status: response.status, page: await bare(response, guess) });
    }
    expect(answers.map((a) => a.status)).toEqual(guesses.map(() => 404));
    // The lock's answer to the right pair is the wrong pair's answer, word for word.
    expect(answers[7]?.page).toBe(answers[0]?.page);
    expect(words(answers[7]?.page ?? "")).toContain(notFound);
    // And no link was made for the request by any of those lookups.
    const links = await query<{ n: number }>(
      "SELECT count(*) AS n FROM request_tokens JOIN leads ON leads.id = lead_id WHERE reference = ?",
      reference,
    );
    expect(links[0]?.n).toBe(1);
  });

  it("locks a reference after 5 misses whatever the e-mail, with the same headers as a wrong pair", async () => {
    const { reference } = await newRequest();
    let wrong: Response | undefined;
    for (let i = 0; i < lookupLocks.perKey; i++) {
      wrong = await lookup({ reference, email: `guess${i}@example.com` }, `198.51.100.${i + 1}`);
      expect(wrong.status).toBe(404);
    }
    const right = await lookup({ reference, email: victim.email }, "198.51.100.99");
    expect(right.status).toBe(404);
    expect([...right.headers].sort()).toEqual([...(wrong?.headers ?? new Headers())].sort());
  });

  it("lets the right pair in after 4 misses: the lock needs 5", async () => {
    const { reference } = await newRequest();
    for (let i = 0; i < lookupLocks.perKey - 1; i++) {
      expect((await lookup({ reference: makeReference(), email: victim.email }, `192.0.2.${i + 1}`)).status).toBe(404);
    }
    expect((await lookup({ reference, email: victim.email }, "192.0.2.50")).status).toBe(303);
  });

  it("keeps the lock a day, then lets the right pair in", async () => {
    const { reference } = await newRequest();
    const keys = await lookupKeys(env.RATE_LIMIT_SALT ?? "", reference, victim.email);
    const dayAgo = Date.now() - lookupLocks.keyWindowMs;
    for (let i = 0; i < lookupLocks.perKey; i++) await recordFailure(env.DB, keys, dayAgo - 60_000);
    expect((await lookup({ reference, email: victim.email }, "192.0.2.60")).status).toBe(303);
    for (let i = 0; i < lookupLocks.perKey; i++) await recordFailure(env.DB, keys, Date.now() - 60_000);
    expect((await lookup({ reference, email: victim.email }, "192.0.2.61")).status).toBe(404);
  });

  it("refuses every lookup with 429 and the phone above the hour's ceiling of misses", async () => {
    const { reference } = await newRequest();
    for (let i = 0; i < lookupLocks.perHour; i++) {
      await recordFailure(env.DB, await lookupKeys("", `Q-${i}`, `x${i}@example.com`), Date.now() - 1000);
    }
    const right = await lookup({ reference, email: victim.email }, "192.0.2.70");
    expect(right.status).toBe(429);
    const refused = await right.text();
    expect(words(refused)).toContain(requestCopy.lookupTooMany);
    expect(telLinks(refused)).toEqual([{ href: `tel:${site.phone.e164}`, words: requestCopy.lookupTooManyCall }]);
  });

  it("stores the keys as keyed hashes, naming neither the address nor the reference", async () => {
    const { reference } = await newRequest();
    await lookup({ reference: makeReference(), email: victim.email }, "192.0.2.80");
    await lookup({ reference, email: "other@example.com" }, "192.0.2.81");
    const dump = JSON.stringify(await query("SELECT * FROM lookup_failures"));
    expect(dump).not.toContain(victim.email);
    expect(dump).not.toContain(reference);
    expect(dump).not.toContain(reference.slice(2));
  });

  it("counts the locks in the owner's notices", async () => {
    for (let i = 0; i < lookupLocks.perKey; i++) {
      await lookup({ reference: makeReference(), email: victim.email }, `192.0.2.${90 + i}`);
    }
    const list = await (await api.request("/admin/leads")).text();
    expect(words(list)).toContain(fillText(alertsCopy.lookupLocked, { emails: 1, references: 0 }));
  });
});

describe("a reference", () => {
  it("is made in the new shape, and found as people type it", async () => {
    const { reference } = await newRequest();
    expect(reference).toMatch(referencePattern);
    const body = reference.slice(2);
    const typed = [reference.toLowerCase(), `Q${body}`, ` ${body.slice(0, 3)} ${body.slice(3)} `];
    for (const [i, text] of typed.entries()) {
      const found = await lookup({ reference: text, email: victim.email }, `203.0.113.${40 + i}`);
      expect(found.status, text).toBe(303);
    }
  });

  it("found by a lookup adds a line to the lead's history", async () => {
    const { reference } = await newRequest();
    expect((await lookup({ reference, email: victim.email }, "203.0.113.50")).status).toBe(303);
    const page = await (await api.request(`/admin/leads/${reference}`)).text();
    expect(words(page)).toContain(inboxCopy.homeowner.lookup);
  });
});
