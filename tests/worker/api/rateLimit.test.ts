/**
 * The per-network limit on its own: past it, a request is refused with 429
 * and the phone number, and nothing is stored; IPv6 addresses count by their
 * /64; refused requests count too, and the limit is checked before a body is
 * read; the hashed networks are kept no longer than the window.
 */
import { describe, expect, it } from "vitest";
import { site } from "../../../src/config/site";
import { projectTypes } from "../../../src/lib/quoteSchema";
import { leadBody, postLead, postLeadWithPhotos } from "../support/leads";
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

describe("what the limit counts", () => {
  const five = withVars({ RATE_LIMIT_MAX: "5", RATE_LIMIT_WINDOW_SECONDS: "600" });

  it("counts an IPv6 address by its /64: a sixth request from a sixth address in it gets 429", async () => {
    const before = await leadCount();
    const answers: number[] = [];
    for (const host of ["1", "2", "a:b:c:d", "ffff:0:0:1", "dead:beef::7", "6"]) {
      const address = host.includes(":") ? `2001:db8:17:42:${host}` : `2001:db8:17:42::${host}`;
      answers.push((await postLead(five, leadBody(), { "CF-Connecting-IP": address })).status);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await leadCount()).toBe(before + 5);
    // The next /64 along is another network.
    expect((await postLead(five, leadBody(), { "CF-Connecting-IP": "2001:db8:17:43::1" })).status).toBe(201);
  });

  it("counts the requests it refuses: after five refused ones, a valid request gets 429", async () => {
    const headers = { "CF-Connecting-IP": "192.0.2.55" };
    for (let i = 0; i < 5; i++) expect((await postLead(five, { firstName: "x" }, headers)).status).toBe(400);
    const before = await leadCount();
    expect((await postLead(five, leadBody(), headers)).status).toBe(429);
    expect(await leadCount()).toBe(before);
  });

  it("refuses a request over the limit before reading its body", async () => {
    const headers = { "CF-Connecting-IP": "192.0.2.66" };
    for (let i = 0; i < 5; i++) expect((await postLead(five, leadBody(), headers)).status).toBe(201);
    let pulled = false;
    // Nothing is asked of the stream until someone reads the body (no queue is filled ahead).
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.error(new Error("The body was read"));
        },
      },
      { highWaterMark: 0 },
    );
    const over = await five.request("/api/quote", {
      method: "POST",
      headers: { ...headers, Origin: five.baseUrl, "Content-Type": "multipart/form-data; boundary=x" },
      body,
    });
    expect(over.status).toBe(429);
    expect(pulled).toBe(false);
    // The same multipart request under the limit is read: a request with photos from another network.
    const elsewhere = withVars({ RATE_LIMIT_MAX: "5" });
    expect((await postLeadWithPhotos(elsewhere, leadBody(), [])).status).toBe(201);
  });
});
