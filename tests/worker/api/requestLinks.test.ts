/**
 * The links to a request's page (issue 47, "Links, decided once for this round"): the owner's sends
 * reuse one link; a link expires 180 days after its last use unless its request is won; a cap on
 * live links drops the least recently used, never one used in the last 30 days; and the owner can
 * stop every link from the lead's page.
 */
import { describe, expect, it } from "vitest";
import inboxCopy from "../../../worker/inbox/copy.json";
import { linkPolicy } from "../../../worker/leads/links";
import { leadBody, postLead } from "../support/leads";
import { words } from "../support/pageWords";
import { api, postForm, query, scheduled, stubEmailJs } from "./support/worker";

stubEmailJs();

const status = async (path: string) => (await api.request(path, { redirect: "manual" })).status;

const visitor = { email: "links.test@example.com" };
async function newRequest() {
  const response = await postLead(api, leadBody(visitor));
  expect(response.status).toBe(201);
  return response.json<{ reference: string; requestPath: string }>();
}

const ownerLinkOf = async (reference: string) => {
  const html = await (await postForm(`/admin/leads/${reference}/link`)).text();
  return new URL(/value="(http:\/\/127\.0\.0\.1\/request\/[A-Za-z0-9_-]{22})"/.exec(html)?.[1] ?? "").pathname;
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const tokensOf = async (reference: string) =>
  (
    await query<{ n: number }>(
      "SELECT count(*) AS n FROM request_tokens JOIN leads ON leads.id = lead_id WHERE reference = ?",
      reference,
    )
  )[0]?.n ?? 0;

describe("the owner's link", () => {
  it("is the same each time the owner sends it, and opens the page", async () => {
    const { reference } = await newRequest();
    const first = await ownerLinkOf(reference);
    expect(first).toMatch(/^\/request\/[A-Za-z0-9_-]{22}$/);
    expect(await ownerLinkOf(reference)).toBe(first);
    expect(await status(first)).toBe(200);
    // The answer's link and the owner's: two, however often the owner sends.
    expect(await tokensOf(reference)).toBe(2);
  });
});

describe("a link's life", () => {
  it("stops working 180 days after its last use, and each use moves that on", async () => {
    const { requestPath } = await newRequest();
    await query("UPDATE request_tokens SET last_used_at = ?", daysAgo(linkPolicy.liveDays - 1));
    expect(await status(requestPath)).toBe(200);
    // Opening it just now counts as a use.
    await query(
      "UPDATE request_tokens SET last_used_at = ? WHERE last_used_at < ?",
      daysAgo(linkPolicy.liveDays + 1),
      daysAgo(1),
    );
    expect(await status(requestPath)).toBe(200);
    await query("UPDATE request_tokens SET last_used_at = ?", daysAgo(linkPolicy.liveDays + 1));
    expect(await status(requestPath)).toBe(404);
  });

  it("stays live while its request is won, and the scheduled run deletes only the others' expired links", async () => {
    const won = await newRequest();
    const lost = await newRequest();
    await query("UPDATE leads SET status = 'won' WHERE reference = ?", won.reference);
    await query("UPDATE request_tokens SET last_used_at = ?", daysAgo(linkPolicy.liveDays + 1));
    expect(await status(won.requestPath)).toBe(200);
    expect(await status(lost.requestPath)).toBe(404);
    await query("UPDATE request_tokens SET last_used_at = ?", daysAgo(linkPolicy.liveDays + 1));
    await scheduled();
    expect(await tokensOf(won.reference)).toBe(1);
    expect(await tokensOf(lost.reference)).toBe(0);
  });

  it("keeps at most 10 live links, dropping the least recently used but none used in the last 30 days", async () => {
    const { reference } = await newRequest();
    const lookup = (i: number) =>
      postForm("/request", { reference, email: visitor.email }, { "CF-Connecting-IP": `198.51.100.${i}` });
    // Eleven more links, each as if made and last used i days apart, the oldest first.
    for (let i = 0; i < linkPolicy.maxLive + 1; i++) {
      expect((await lookup(i + 1)).status).toBe(303);
      await query(
        "UPDATE request_tokens SET last_used_at = ?, created_at = ? WHERE last_used_at > ?",
        daysAgo(100 - i),
        daysAgo(100 - i),
        daysAgo(1),
      );
    }
    expect(await tokensOf(reference)).toBe(linkPolicy.maxLive);
    // Used within 30 days, every link stays, over the cap or not.
    await query("UPDATE request_tokens SET last_used_at = ?", daysAgo(linkPolicy.keepUsedWithinDays - 1));
    expect((await lookup(50)).status).toBe(303);
    expect(await tokensOf(reference)).toBe(linkPolicy.maxLive + 1);
  });
});

describe("stopping every link", () => {
  it("stops the homeowner's links and the owner's, and the owner's next link is a new one", async () => {
    const { reference, requestPath } = await newRequest();
    const owner = await ownerLinkOf(reference);
    const stopped = await postForm(`/admin/leads/${reference}/links/revoke`);
    expect(stopped.status).toBe(303);
    expect(words(await (await api.request(stopped.headers.get("location") ?? "")).text())).toContain(
      inboxCopy.links.done,
    );
    expect(await status(requestPath)).toBe(404);
    expect(await status(owner)).toBe(404);
    const next = await ownerLinkOf(reference);
    expect(next).not.toBe(owner);
    expect(await status(next)).toBe(200);
  });

  it("is refused from another site", async () => {
    const { reference, requestPath } = await newRequest();
    const response = await postForm(`/admin/leads/${reference}/links/revoke`, {}, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await status(requestPath)).toBe(200);
  });
});
