/**
 * The per-address limit on its own: past it, a request is refused with 429
 * and the phone number, and nothing is stored; the hashed addresses are kept
 * no longer than the window.
 */
import { describe, expect, it } from "vitest";
import { site } from "../../../src/config/site";
import { projectTypes } from "../../../src/lib/quoteSchema";
import { leadBody, postLead } from "../support/leads";
import { leadCount, query, stubEmailJs, withVars } from "./support/worker";

const limit = 3;
// The notification goes nowhere: the limit is what is tested.
stubEmailJs();
const limited = withVars({ RATE_LIMIT_MAX: String(limit), RATE_LIMIT_WINDOW_SECONDS: "600" });
const post = (address = "203.0.113.7") =>
  postLead(limited, leadBody({ projectType: projectTypes[1] }), { "CF-Connecting-IP": address });

describe("the per-address limit", () => {
  it(`lets ${limit} requests through, then refuses with the phone number and stores nothing`, async () => {
    for (let i = 0; i < limit; i++) expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    const { errors } = await refused.json<{ errors: { form: string } }>();
    expect(errors.form).toContain(site.phone.display);
    expect(await leadCount()).toBe(limit);
    // Another address has its own count.
    expect((await post("198.51.100.2")).status).toBe(201);
  });

  it("keeps addresses only hashed", async () => {
    const rows = await query<{ address_hash: string }>("SELECT address_hash FROM rate_hits");
    expect(rows.length).toBe(limit + 1);
    for (const row of rows) expect(row.address_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
  });
});
