/**
 * "How we're doing" (/admin/leads/stats) in workerd, with the clock set: the
 * figures from seeded leads (leads per week, median and 90th percentile of the
 * time to first contact, breakdowns, won), the same figures as CSV, a sentence
 * instead of an empty chart, and 403 without Access.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { projectTypes } from "../../../src/lib/quoteSchema";
import inboxCopy from "../../../worker/inbox/copy.json";
import { leadBody, postLead } from "../support/leads";
import { api, query, stubEmailJs, withVars } from "./support/worker";

stubEmailJs();

const now = new Date("2026-11-27T12:00:00.000Z");
const stats = (path = "/stats") => api.request(`/admin/leads${path}`);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
});
afterAll(() => vi.useRealTimers());

/** A lead sent through the API, then dated: `created` and its first answer `answeredAfter` minutes on. */
async function seed(created: string, answeredAfter: number | undefined, fields: Record<string, unknown> = {}) {
  const { reference } = await (await postLead(api, leadBody(fields))).json<{ reference: string }>();
  const contact =
    answeredAfter === undefined ? null : new Date(new Date(created).getTime() + answeredAfter * 60_000).toISOString();
  await query(
    "UPDATE leads SET created_at = ?, first_contact_at = ?, first_contact_channel = ? WHERE reference = ?",
    created,
    contact,
    contact && "call",
    reference,
  );
  return reference;
}

describe("How we're doing", () => {
  it("says in a sentence that there are no requests yet, with no chart", async () => {
    await query("DELETE FROM leads");
    const response = await stats();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain(inboxCopy.stats.empty);
    expect(page).not.toContain("<svg");
  });

  it("draws requests per week and the median and 90th percentile of the time to first contact", async () => {
    // This week (from Monday 23 Nov): answered in 10, 20, 30 and 40 minutes, and one waiting.
    for (const [day, minutes] of [
      ["23", 10],
      ["24", 20],
      ["25", 30],
      ["26", 40],
    ] as const)
      await seed(`2026-11-${day}T09:00:00.000Z`, minutes, {
        source: { page: "/loft-conversions", referrer: "www.google.com" },
        projectType: projectTypes[1],
      });
    await seed("2026-11-26T10:00:00.000Z", undefined, { source: { page: "/roofing" } });
    // Last week: one, answered in 2 h; marked won.
    const won = await seed("2026-11-17T09:00:00.000Z", 120, { source: { page: "/roofing", referrer: "www.bing.com" } });
    await query("UPDATE leads SET status = 'won' WHERE reference = ?", won);
    // Spam counts nowhere.
    const spam = await seed("2026-11-25T09:00:00.000Z", undefined, { source: { page: "/spam-page" } });
    await query("UPDATE leads SET status = 'spam' WHERE reference = ?", spam);

    const page = await (await stats()).text();
    expect(page.match(/<svg class="chart"[^>]* role="img" aria-label="[^"]+"/g)).toHaveLength(5);
    // Each chart's figures are in a table: this week 5 requests, 4 answered, median 25 min, 90th percentile 37 min.
    expect(page).toMatch(
      /<th scope="row">23 Nov<\/th>\s*<td>5<\/td>\s*<td>4<\/td>\s*<td>25 min<\/td>\s*<td>37 min<\/td>/,
    );
    expect(page).toMatch(/<th scope="row">16 Nov<\/th>\s*<td>1<\/td>\s*<td>1<\/td>\s*<td>2 h<\/td>\s*<td>2 h<\/td>/);
    expect(page).toContain("1 of 6 quote requests marked won (17%).");
    expect(page).toMatch(/<th scope="row">\/loft-conversions<\/th>\s*<td>4<\/td>/);
    expect(page).toMatch(/<th scope="row">\/roofing<\/th>\s*<td>2<\/td>/);
    expect(page).not.toContain("/spam-page");
    expect(page).toMatch(new RegExp(`<th scope="row">${inboxCopy.stats.direct}</th>\\s*<td>1</td>`));
  });

  it("gives the same figures as CSV", async () => {
    const response = await stats("/stats.csv");
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const rows = (await response.text()).trim().split("\r\n");
    expect(rows[0]).toBe("figure,group,value");
    for (const line of [
      '"leads","all","6"',
      '"won","all","1"',
      '"leads_in_week","2026-11-23","5"',
      '"answered_in_week","2026-11-23","4"',
      '"median_minutes_to_first_contact","2026-11-23","25"',
      '"p90_minutes_to_first_contact","2026-11-23","37"',
      '"median_minutes_to_first_contact","2026-11-16","120"',
      '"median_minutes_to_first_contact","2026-10-05",""',
      '"leads_by_page","/loft-conversions","4"',
      '"leads_by_referrer","www.google.com","4"',
      `"leads_by_project_type","${projectTypes[1]}","4"`,
    ])
      expect(rows).toContain(line);
  });

  it("is linked from the inbox", async () => {
    expect(await (await api.request("/admin/leads")).text()).toContain(
      `<a href="/admin/leads/stats">${inboxCopy.stats.link.replace("'", "&#39;")}</a>`,
    );
  });

  it("answers 403 without Access, page and CSV", async () => {
    const closed = withVars({ INBOX_LOCAL: undefined });
    const guarded = withVars({ ACCESS_TEAM_ORIGIN: "https://team.cloudflareaccess.test", ACCESS_AUD: "aud" });
    for (const origin of [closed, guarded])
      for (const path of ["/admin/leads/stats", "/admin/leads/stats.csv"]) {
        const response = await origin.request(path, { headers: { "Cf-Access-Jwt-Assertion": "not.a.token" } });
        expect(response.status, path).toBe(403);
        expect(await response.text(), path).not.toContain("loft-conversions");
      }
  });
});
