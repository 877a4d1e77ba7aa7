/**
 * The owner's inbox at /admin/leads, served by the Worker as `npm start` runs
 * it (opened on loopback by INBOX_LOCAL), and behind Cloudflare Access with
 * the team's keys served by a local stand-in: leads are listed, found,
 * worked, exported and erased, stored text stays text, and nobody without a
 * valid Access token gets in.
 */
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumFlags } from "../../scripts/lib/chromium";
import { freePort, startLocalWorker, type LocalWorker } from "../../scripts/lib/localWorker";
import { business } from "../../src/config/site";
import { projectTypes } from "../../src/lib/quoteSchema";
import { axeViolations } from "../e2e/support/axe";
import { testConfig } from "../e2e/support/testConfig";
import { leadBody, postLead, postLeadWithPhotos } from "./support/leads";
import { noisePhoto } from "./support/noisePhotos";

const states: string[] = [];
const tempState = () => {
  const dir = mkdtempSync(join(tmpdir(), "inbox-"));
  states.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of states) rmSync(dir, { recursive: true, force: true });
});

async function sendLead(worker: LocalWorker, fields: Record<string, string> = {}): Promise<string> {
  const body = leadBody({
    phone: "+44 (0)20 3946-0000",
    projectDetails: "Side return extension at 14 Nightingale Lane, SW12 8NX, to start in March.",
    ...fields,
  });
  return ((await (await postLead(worker, body)).json()) as { reference: string }).reference;
}

describe("the inbox, opened on loopback as npm start does", () => {
  let worker: LocalWorker;
  let browser: Browser;
  let reference = "";
  const hostile = "<img src=x onerror=alert(1)>";
  const formula = '=HYPERLINK("http://evil.example")';

  beforeAll(async () => {
    worker = await startLocalWorker({
      assets: testConfig.workerOutDir,
      persistTo: tempState(),
      vars: { INBOX_LOCAL: "loopback", RATE_LIMIT_MAX: "0", EMAILJS_API_ORIGIN: "http://127.0.0.1:9" },
    });
    browser = await chromium.launch({ executablePath: testConfig.chromium, args: chromiumFlags });
    reference = await sendLead(worker, { firstName: hostile, lastName: formula });
  }, 120_000);
  afterAll(async () => {
    await browser.close();
    await worker.close();
  });

  const inbox = (path = "", init: RequestInit = {}) => worker.request(`/admin/leads${path}`, init);
  const post = (path: string, form: Record<string, string>, origin = worker.baseUrl) =>
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

  it("runs no script, and passes axe at 390 and 1366 px in light and dark", async () => {
    for (const width of [390, 1366]) {
      for (const colorScheme of ["light", "dark"] as const) {
        // axe is injected as a script, which the inbox's policy (rightly) blocks: the check bypasses it.
        const context = await browser.newContext({ viewport: { width, height: 844 }, colorScheme, bypassCSP: true });
        const page = await context.newPage();
        let dialogs = 0;
        page.on("dialog", (dialog) => {
          dialogs++;
          void dialog.dismiss();
        });
        for (const path of ["/admin/leads", `/admin/leads/${reference}`]) {
          await page.goto(worker.baseUrl + path);
          expect(await page.evaluate(() => document.scripts.length), path).toBe(0);
          expect(await axeViolations(page), `${path} ${width} ${colorScheme}`).toEqual([]);
        }
        expect(dialogs).toBe(0);
        await context.close();
      }
    }
  });

  it("shows a lead with tap-to-call from the digits and tap-to-e-mail", async () => {
    const page = await (await inbox(`/${reference}`)).text();
    expect(page).toContain('href="tel:+4402039460000"');
    expect(page).toContain('href="mailto:sam@example.com"');
  });

  it("changes a lead's status and note, and they stay changed", async () => {
    const saved = await post(`/${reference}`, { status: "won", note: "Site visit Tuesday <b>10am</b>" });
    expect(saved.status).toBe(303);
    const page = await (await inbox(`/${reference}`)).text();
    expect(page).toMatch(/<option value="won" selected>/);
    expect(page).toContain("Site visit Tuesday &lt;b&gt;10am&lt;/b&gt;");
    expect(worker.query(`SELECT status, note FROM leads WHERE reference = '${reference}'`)).toEqual([
      { status: "won", note: "Site visit Tuesday <b>10am</b>" },
    ]);
  });

  it("finds it by reference, postcode or text, and filters by status", async () => {
    const found = async (query: string) => (await (await inbox(`?${query}`)).text()).includes(reference);
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

  it("exports one lead as JSON", async () => {
    const response = await inbox(`/${reference}/export.json`);
    expect(await response.json()).toMatchObject({ reference, status: "won" });
  });

  it("refuses a change that does not come from its own pages", async () => {
    expect((await post(`/${reference}`, { status: "lost", note: "" }, "https://evil.example")).status).toBe(403);
    expect(worker.query(`SELECT status FROM leads WHERE reference = '${reference}'`)).toEqual([{ status: "won" }]);
  });

  it("erases a lead and its row", async () => {
    const other = await sendLead(worker);
    expect((await post(`/${other}/erase`, {})).status).toBe(400);
    expect((await post(`/${other}/erase`, { confirm: "yes" })).status).toBe(200);
    expect(worker.query(`SELECT id FROM leads WHERE reference = '${other}'`)).toEqual([]);
    expect((await inbox(`/${other}`)).status).toBe(404);
  });
});

describe("keeping and deleting", () => {
  it("deletes a lost lead past the retention period on the scheduled run, and keeps a won one", async () => {
    const worker = await startLocalWorker({
      assets: testConfig.workerOutDir,
      persistTo: tempState(),
      vars: { RATE_LIMIT_MAX: "0", EMAILJS_API_ORIGIN: "http://127.0.0.1:9" },
    });
    try {
      const [lost, won, recent] = [await sendLead(worker), await sendLead(worker), await sendLead(worker)];
      // The clock moves by dating the leads' last change back past the period (and within six years).
      const past = new Date();
      past.setUTCMonth(past.getUTCMonth() - business.enquiryRetention.months - 1);
      worker.query(
        `UPDATE leads SET status = CASE reference WHEN '${won}' THEN 'won' ELSE 'lost' END, updated_at = '${past.toISOString()}' WHERE reference IN ('${lost}', '${won}')`,
      );
      await worker.scheduled();
      const left = worker
        .query<{ reference: string }>("SELECT reference FROM leads ORDER BY id")
        .map((r) => r.reference);
      expect(left).toEqual([won, recent]);
    } finally {
      await worker.close();
    }
  }, 120_000);
});

describe("the inbox behind Cloudflare Access", () => {
  let worker: LocalWorker;
  let keys: Server;
  let team = "";
  let privateKey: CryptoKey;
  const audience = "inbox-aud-tag";

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256");
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: "test", alg: "RS256", use: "sig" };
    const port = await freePort();
    team = `http://127.0.0.1:${port}`;
    keys = createServer((req, res) => {
      if (req.url === "/cdn-cgi/access/certs")
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
      else res.writeHead(404).end();
    });
    await new Promise<void>((done) => keys.listen(port, "127.0.0.1", done));
    worker = await startLocalWorker({
      assets: testConfig.workerOutDir,
      persistTo: tempState(),
      // INBOX_LOCAL is ignored once Access is configured: the token decides.
      vars: { ACCESS_TEAM_ORIGIN: team, ACCESS_AUD: audience, INBOX_LOCAL: "loopback" },
    });
  }, 120_000);
  afterAll(async () => {
    await worker.close();
    keys.close();
  });

  const token = (claims: { iss?: string; aud?: string; exp?: number } = {}) =>
    new SignJWT({ email: "owner@example.com" })
      .setProtectedHeader({ alg: "RS256", kid: "test" })
      .setIssuer(claims.iss ?? team)
      .setAudience(claims.aud ?? audience)
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(privateKey);
  const open = async (assertion?: string) =>
    (
      await worker.request(`/admin/leads`, {
        headers: assertion ? { "Cf-Access-Jwt-Assertion": assertion } : {},
      })
    ).status;

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

  it("leaves the quote API public", async () => {
    expect(await sendLead(worker)).toMatch(/^Q-\d+$/);
  });

  it("answers 403 for a lead's photo or its thumbnail without a valid token, and the photo itself with one", async () => {
    const photo = await noisePhoto(120, 90);
    const sent = await postLeadWithPhotos(worker, leadBody(), [{ bytes: photo }]);
    const { reference } = (await sent.json()) as { reference: string };
    const photoUrl = `/admin/leads/${reference}/photos/1`;
    const fetchPhoto = (assertion?: string) =>
      worker.request(photoUrl, { headers: assertion ? { "Cf-Access-Jwt-Assertion": assertion } : {} });
    expect((await fetchPhoto()).status).toBe(403);
    expect((await fetchPhoto(await token({ aud: "another-app" }))).status).toBe(403);
    expect((await fetchPhoto(await token({ exp: Math.floor(Date.now() / 1000) - 60 }))).status).toBe(403);
    const allowed = await fetchPhoto(await token());
    expect(allowed.status).toBe(200);
    expect(Buffer.from(await allowed.arrayBuffer()).equals(photo)).toBe(true);
    const thumbnail = (assertion?: string) =>
      worker.request(`${photoUrl}/thumbnail`, { headers: assertion ? { "Cf-Access-Jwt-Assertion": assertion } : {} });
    expect((await thumbnail()).status).toBe(403);
    expect((await thumbnail(await token())).status).toBe(200);
  });
});

describe("the inbox with no access configured", () => {
  it("answers 403 (fail closed)", async () => {
    const worker = await startLocalWorker({ assets: testConfig.workerOutDir, persistTo: tempState() });
    try {
      expect((await worker.request(`/admin/leads`)).status).toBe(403);
      expect((await worker.request(`/admin/leads/export.csv`)).status).toBe(403);
    } finally {
      await worker.close();
    }
  }, 120_000);
});
