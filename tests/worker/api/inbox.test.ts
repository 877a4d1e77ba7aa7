/**
 * The owner's inbox at /admin/leads, in workerd: opened on loopback (as
 * `npm start` runs it), and behind Cloudflare Access with the team's keys
 * served by a stubbed fetch: leads are listed, found, worked, exported and
 * erased, stored text stays text, and nobody without a valid Access token gets
 * in. That its pages run no script and pass axe is checked in Chromium
 * (tests/worker/inbox.test.ts).
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { business } from "../../../src/config/site";
import { projectTypes } from "../../../src/lib/quoteSchema";
import { leadBody, postLead, postLeadWithPhotos, visitorPhone, type SiteOrigin } from "../support/leads";
import inboxCopy from "../../../worker/inbox/copy.json";
import alertsCopy from "../../../worker/alerts/copy.json";
import shellCopy from "../../../worker/html/copy.json";
import { noisePhoto } from "./support/photos";
import { api, getObject, query, scheduled, stubEmailJs, withVars } from "./support/worker";
import { referencePattern } from "../../../src/lib/leadReference";

const team = "https://builders.cloudflareaccess.test";
const audience = "inbox-aud-tag";
let privateKey: CryptoKey;
let jwks: { keys: object[] } = { keys: [] };
// EmailJS goes nowhere that matters here; the team's keys are served at Access's address.
stubEmailJs((request) =>
  request.url === `${team}/cdn-cgi/access/certs` ? Response.json(jwks) : new Response("Not found", { status: 404 }),
);

async function sendLead(origin: SiteOrigin, fields: Record<string, unknown> = {}): Promise<string> {
  const body = leadBody({
    phone: visitorPhone.typed,
    projectDetails: "Side return extension at 14 Nightingale Lane, SW12 8NX, to start in March.",
    ...fields,
  });
  return (await (await postLead(origin, body)).json<{ reference: string }>()).reference;
}

describe("the inbox, opened on loopback as npm start does", () => {
  let reference = "";
  const hostile = "<img src=x onerror=alert(1)>";
  const formula = '=HYPERLINK("http://evil.example")';

  beforeAll(async () => {
    reference = await sendLead(api, { firstName: hostile, lastName: formula });
  });

  const inbox = (path = "", init: RequestInit = {}) => api.request(`/admin/leads${path}`, init);
  const post = (path: string, form: Record<string, string>, origin = api.baseUrl) =>
    inbox(path, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams(form).toString(),
    });

  it("lists a stored lead with its reference, name, project type, postcode and age, as text", async () => {
    const response = await inbox();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const page = await response.text();
    expect(page).toContain(reference);
    expect(page).toContain(projectTypes[0]);
    expect(page).toContain("SW12 8NX");
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).not.toContain(hostile);
  });

  /** Where the lead page's Call or E-mail button hands off to (its form's navigation; tests/worker/api/firstContact.test.ts). */
  const handOff = async (ref: string, channel: string) =>
    (
      await inbox(`/${ref}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: api.baseUrl,
          "Sec-Fetch-Mode": "navigate",
        },
        body: new URLSearchParams({ channel }).toString(),
      })
    ).headers.get("location");

  it("shows a lead with tap-to-call dialling the UK number without its (0), and tap-to-e-mail", async () => {
    expect(await (await inbox(`/${reference}`)).text()).toContain(`action="/admin/leads/${reference}/contact"`);
    expect(await handOff(reference, "call")).toBe(visitorPhone.tel);
    expect(await handOff(reference, "email")).toMatch(/^mailto:sam@example\.com\?/);
  });

  it("dials a number from abroad by its digits, with the + the visitor typed", async () => {
    const foreign = await sendLead(api, { phone: "+1 (212) 555-0143" });
    expect(await handOff(foreign, "call")).toBe("tel:+12125550143");
  });

  it("answers an address that leads nowhere with an HTML page, under its own policy", async () => {
    for (const path of ["/Q-0000", "/Q-0000/export.json", "/Q-0000/photos/1", `/${reference}/no/such/page`]) {
      const response = await inbox(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(response.headers.get("content-security-policy"), path).toContain("default-src 'none'");
      expect(await response.text(), path).toContain(inboxCopy.notFound);
    }
    // The API keeps its JSON.
    expect((await api.request("/api/nowhere")).headers.get("content-type")).toContain("application/json");
  });

  it("changes a lead's status and note, and they stay changed", async () => {
    const saved = await post(`/${reference}`, { status: "won", note: "Site visit Tuesday <b>10am</b>" });
    expect(saved.status).toBe(303);
    const page = await (await inbox(`/${reference}`)).text();
    expect(page).toMatch(/<option value="won" selected>/);
    expect(page).toContain("Site visit Tuesday &lt;b&gt;10am&lt;/b&gt;");
    expect(await query("SELECT status, note FROM leads WHERE reference = ?", reference)).toEqual([
      { status: "won", note: "Site visit Tuesday <b>10am</b>" },
    ]);
  });

  it("finds it by reference, postcode or text, and filters by status", async () => {
    const found = async (search: string) => (await (await inbox(`?${search}`)).text()).includes(reference);
    expect(await found(`q=${reference}`)).toBe(true);
    expect(await found("q=sw12")).toBe(true);
    expect(await found("q=Nightingale+Lane")).toBe(true);
    expect(await found("q=Tuesday")).toBe(true);
    expect(await found("q=nowhere-at-all")).toBe(false);
    expect(await found("status=won")).toBe(true);
    expect(await found("status=lost")).toBe(false);
  });

  it("exports the filtered list as CSV with formula-looking cells escaped", async () => {
    const response = await inbox("/export.csv?status=won");
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv).toContain(`"${reference}"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
  });

  it("exports every stored field an owner could want, UTM term and content included, in the CSV and JSON", async () => {
    const tagged = await sendLead(api, {
      source: {
        page: "/loft-conversions",
        referrer: "www.bing.com",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "spring",
        utmTerm: "loft-dormer",
        utmContent: "banner-b",
        estimate: "",
      },
    });
    const csv = await (await inbox(`/export.csv?q=${tagged}`)).text();
    const [header = "", row = ""] = csv.trim().split("\r\n");
    // Every cell is quoted (csv.ts); the details hold commas.
    const values = [...row.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]);
    const cells = Object.fromEntries(header.split(",").map((column, i) => [column, values[i]]));
    expect(cells).toMatchObject({
      reference: tagged,
      page: "/loft-conversions",
      referrer: "www.bing.com",
      utm_source: "newsletter",
      utm_term: "loft-dormer",
      utm_content: "banner-b",
    });
    const exported = await (await inbox(`/${tagged}/export.json`)).json<Record<string, unknown>>();
    // The lead's own fields, its photos, its calls and messages, and what other features add (visits/: its site
    // visits; quotes/: its quote, null when none was begun; jobs/: its job, null when it is no job; reviews/: its
    // invitation and review, null before).
    expect(Object.keys(exported)).toEqual([
      ...header.split(","),
      "photos",
      "contacts",
      "visits",
      "quote",
      "job",
      "reviewInvitation",
      "review",
    ]);
    expect(exported["quote"]).toBeNull();
    expect(exported["job"]).toBeNull();
    expect(exported["review"]).toBeNull();
    expect(exported).toMatchObject({ utm_term: "loft-dormer", utm_content: "banner-b" });
    // What only the Worker needs stays out.
    expect(exported).not.toHaveProperty("submission_id");
  });

  it("exports one lead as JSON", async () => {
    const response = await inbox(`/${reference}/export.json`);
    expect(await response.json()).toMatchObject({ reference, status: "won" });
  });

  it("refuses a change that does not come from its own pages", async () => {
    expect((await post(`/${reference}`, { status: "lost", note: "" }, "https://evil.example")).status).toBe(403);
    expect(await query("SELECT status FROM leads WHERE reference = ?", reference)).toEqual([{ status: "won" }]);
  });

  it("erases a lead and its row", async () => {
    const other = await sendLead(api);
    expect((await post(`/${other}/erase`, {})).status).toBe(400);
    expect((await post(`/${other}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(await query("SELECT id FROM leads WHERE reference = ?", other)).toEqual([]);
    expect((await inbox(`/${other}`)).status).toBe(404);
  });
});

describe("keeping and deleting", () => {
  it("deletes a lost lead past the retention period on the scheduled run, and keeps a won one", async () => {
    await query("DELETE FROM leads");
    const [lost, won, recent] = [await sendLead(api), await sendLead(api), await sendLead(api)];
    // The leads' last change is dated back past the period (and within six years).
    const past = new Date();
    past.setUTCMonth(past.getUTCMonth() - business.enquiryRetention.months - 1);
    await query(
      "UPDATE leads SET status = CASE reference WHEN ? THEN 'won' ELSE 'lost' END, updated_at = ? WHERE reference IN (?, ?)",
      won,
      past.toISOString(),
      lost,
      won,
    );
    await scheduled();
    const left = (await query<{ reference: string }>("SELECT reference FROM leads ORDER BY id")).map(
      (r) => r.reference,
    );
    expect(left).toEqual([won, recent]);
    // Six years on from that change, the won lead goes too: the run's clock is its scheduled time.
    const sixYearsOn = new Date(past);
    sixYearsOn.setUTCFullYear(sixYearsOn.getUTCFullYear() + 6);
    sixYearsOn.setUTCDate(sixYearsOn.getUTCDate() + 1);
    await scheduled(sixYearsOn.getTime());
    expect(await query("SELECT id FROM leads WHERE reference = ?", won)).toEqual([]);
  });
});

describe("the inbox behind Cloudflare Access", () => {
  // INBOX_LOCAL is ignored once Access is configured: the token decides.
  const guarded = withVars({ ACCESS_TEAM_ORIGIN: team, ACCESS_AUD: audience, INBOX_LOCAL: "loopback" });

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256");
    privateKey = pair.privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: "test", alg: "RS256", use: "sig" }] };
  });

  const token = (claims: { iss?: string; aud?: string; exp?: number; iat?: number } = {}) =>
    new SignJWT({ email: "owner@example.com" })
      .setProtectedHeader({ alg: "RS256", kid: "test" })
      .setIssuer(claims.iss ?? team)
      .setAudience(claims.aud ?? audience)
      .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(privateKey);
  const withToken = (assertion?: string): RequestInit => ({
    headers: assertion ? { "Cf-Access-Jwt-Assertion": assertion } : {},
  });
  const open = async (assertion?: string) => (await guarded.request(`/admin/leads`, withToken(assertion))).status;

  it("answers 403 with no token, an expired one, the wrong audience or the wrong issuer", async () => {
    expect(await open()).toBe(403);
    expect(await open(await token({ exp: Math.floor(Date.now() / 1000) - 60 }))).toBe(403);
    expect(await open(await token({ aud: "another-app" }))).toBe(403);
    expect(await open(await token({ iss: "https://someone-else.cloudflareaccess.com" }))).toBe(403);
    expect(await open("not.a.token")).toBe(403);
  });

  it("answers 200 with a token signed by the team's key", async () => {
    expect(await open(await token())).toBe(200);
  });

  it("logs a missing secret as an error and shows it as a banner, outside local mode", async () => {
    // The first request outside local mode in this file: the Worker logs on its first such request.
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const production = { ACCESS_TEAM_ORIGIN: team, ACCESS_AUD: audience, INBOX_LOCAL: undefined };
    const unsalted = withVars({ ...production, RATE_LIMIT_SALT: undefined, EMAILJS_PRIVATE_KEY: "" });
    const page = await (await unsalted.request("/admin/leads", withToken(await token()))).text();
    expect(page).toContain('class="banner" role="alert"');
    expect(page).toContain(alertsCopy.missingSecrets.RATE_LIMIT_SALT);
    expect(page).toContain(alertsCopy.missingSecrets.EMAILJS_PRIVATE_KEY);
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.some((line) => line.includes("RATE_LIMIT_SALT"))).toBe(true);
    expect(logged.some((line) => line.includes("EMAILJS_PRIVATE_KEY"))).toBe(true);
    errors.mockRestore();
    // Both set: no banner about secrets; in local mode (npm start) none either. (The banner that no
    // device has alerts on is tested in tests/worker/api/push.test.ts.)
    const configured = withVars({ ...production, RATE_LIMIT_SALT: "a-long-random-salt" });
    const secretBanners = Object.values(alertsCopy.missingSecrets);
    const configuredPage = await (await configured.request("/admin/leads", withToken(await token()))).text();
    const localPage = await (await api.request("/admin/leads")).text();
    for (const banner of secretBanners) {
      expect(configuredPage).not.toContain(banner);
      expect(localPage).not.toContain(banner);
    }
  });

  it("tolerates a trailing / on the team's origin", async () => {
    const slashed = withVars({ ACCESS_TEAM_ORIGIN: `${team}/`, ACCESS_AUD: audience, INBOX_LOCAL: undefined });
    expect((await slashed.request("/admin/leads", withToken(await token()))).status).toBe(200);
    expect((await slashed.request("/admin/leads", withToken(await token({ aud: "another-app" })))).status).toBe(403);
  });

  it("leaves the quote API public", async () => {
    expect(await sendLead(guarded)).toMatch(referencePattern);
  });

  it("counts the return from Access's sign-in to the lead's page as seen, and an old session's cross-site link not", async () => {
    const crossSite = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "cross-site" };
    const seenAt = async (reference: string) =>
      (await query<{ seen_at: string | null }>("SELECT seen_at FROM leads WHERE reference = ?", reference))[0]?.seen_at;
    const old = await sendLead(guarded);
    const earlier = await token({ iat: Math.floor(Date.now() / 1000) - 3600 });
    const page = await guarded.request(`/admin/leads/${old}`, {
      headers: { ...crossSite, "Cf-Access-Jwt-Assertion": earlier },
    });
    expect(page.status).toBe(200);
    expect(await seenAt(old)).toBeNull();
    const returned = await sendLead(guarded);
    const fresh = await token();
    await guarded.request(`/admin/leads/${returned}`, { headers: { ...crossSite, "Cf-Access-Jwt-Assertion": fresh } });
    expect(await seenAt(returned)).not.toBeNull();
  });

  it("answers 403 for a lead's photo or its thumbnail without a valid token, and the photo itself with one", async () => {
    const photo = noisePhoto(120, 90);
    const sent = await postLeadWithPhotos(guarded, leadBody(), [{ bytes: photo }]);
    const { reference } = await sent.json<{ reference: string }>();
    const photoUrl = `/admin/leads/${reference}/photos/1`;
    const fetchPhoto = async (assertion?: string) => guarded.request(photoUrl, withToken(assertion));
    expect((await fetchPhoto()).status).toBe(403);
    expect((await fetchPhoto(await token({ aud: "another-app" }))).status).toBe(403);
    expect((await fetchPhoto(await token({ exp: Math.floor(Date.now() / 1000) - 60 }))).status).toBe(403);
    const allowed = await fetchPhoto(await token());
    expect(allowed.status).toBe(200);
    // The photo as stored: made again by the Images binding (photos/check.ts), served byte for byte.
    const [row] = await query<{ key: string }>(
      "SELECT key FROM lead_photos JOIN leads ON leads.id = lead_id WHERE reference = ?",
      reference,
    );
    expect(new Uint8Array(await allowed.arrayBuffer())).toEqual(await getObject(row?.key ?? ""));
    const thumbnail = async (assertion?: string) => guarded.request(`${photoUrl}/thumbnail`, withToken(assertion));
    expect((await thumbnail()).status).toBe(403);
    expect((await thumbnail(await token())).status).toBe(200);
  });
});

describe("the inbox with no access configured", () => {
  it("answers 403 (fail closed)", async () => {
    const closed = withVars({ INBOX_LOCAL: undefined });
    expect((await closed.request(`/admin/leads`)).status).toBe(403);
    expect((await closed.request(`/admin/leads/export.csv`)).status).toBe(403);
    expect((await closed.request(`/admin/leads/no/such/page`)).status).toBe(403);
  });

  it("names the missing Access setting on its 403 page", async () => {
    const page = async (vars: Record<string, string | undefined>) => {
      const response = await withVars({ INBOX_LOCAL: undefined, ...vars }).request("/admin/leads");
      expect(response.status).toBe(403);
      return response.text();
    };
    const neither = await page({});
    expect(neither).toContain(shellCopy.accessMissingTitle);
    expect(neither).toContain("ACCESS_TEAM_ORIGIN and ACCESS_AUD");
    const noAudience = await page({ ACCESS_TEAM_ORIGIN: team });
    expect(noAudience).toContain("ACCESS_AUD");
    expect(noAudience).not.toContain("ACCESS_TEAM_ORIGIN");
    const noTeam = await page({ ACCESS_AUD: audience });
    expect(noTeam).toContain("ACCESS_TEAM_ORIGIN");
    expect(noTeam).not.toContain("ACCESS_AUD");
  });

  it("names them only on loopback: on the site's own address the 403 says nothing of its settings", async () => {
    const response = await withVars({ INBOX_LOCAL: undefined }).request("https://builder.example/admin/leads");
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(body).not.toContain("ACCESS_");
    expect(body).not.toContain(shellCopy.accessMissingTitle);
  });
});
