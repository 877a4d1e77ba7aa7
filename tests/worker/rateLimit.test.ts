/**
 * The per-address limit on its own: past it, a request is refused with 429
 * and the phone number, and nothing is stored; the hashed addresses are kept
 * no longer than the window.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/lib/localWorker";
import { site } from "../../src/config/site";
import { projectTypes } from "../../src/lib/quoteSchema";
import { testConfig } from "../e2e/support/testConfig";
import { leadBody, postLead } from "./support/leads";

let worker: LocalWorker;
let state = "";
const limit = 3;

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), "lead-limit-"));
  worker = await startLocalWorker({
    assets: testConfig.workerOutDir,
    persistTo: state,
    // The notification has nowhere to go: the limit is what is tested.
    vars: { RATE_LIMIT_MAX: String(limit), RATE_LIMIT_WINDOW_SECONDS: "600", EMAILJS_API_ORIGIN: "http://127.0.0.1:9" },
  });
}, 120_000);
afterAll(async () => {
  await worker.close();
  rmSync(state, { recursive: true, force: true });
});

const post = () => postLead(worker, leadBody({ projectType: projectTypes[1] }));

describe("the per-address limit", () => {
  it(`lets ${limit} requests through, then refuses with the phone number and stores nothing`, async () => {
    for (let i = 0; i < limit; i++) expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    const { errors } = (await refused.json()) as { errors: { form: string } };
    expect(errors.form).toContain(site.phone.display);
    expect(worker.query<{ n: number }>("SELECT count(*) AS n FROM leads")[0]?.n).toBe(limit);
  });

  it("keeps addresses only hashed", () => {
    const rows = worker.query<{ address_hash: string }>("SELECT address_hash FROM rate_hits");
    expect(rows.length).toBe(limit);
    for (const row of rows) expect(row.address_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
