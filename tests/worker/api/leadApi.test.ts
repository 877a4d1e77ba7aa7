/**
 * The lead API in workerd, as it runs: every request is stored before anything
 * else, told to the owner exactly once, and requests the runtime must turn away
 * (wrong origin, content type, size, unreadable JSON) are refused with nothing
 * stored. Field-by-field refusals are unit tests (tests/unit/leadRequest.test.ts).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../../src/config/site";
import { honeypotField } from "../../../src/lib/honeypot";
import { maxBodyBytes } from "../../../src/lib/leadRequest";
import { leadBody, postLead, postLeadWithPhotos } from "../support/leads";
import { noisePhoto } from "./support/photos";
import { alertLink, api, leadCount, query, scheduled, storedSubmission, stubEmailJs, withVars } from "./support/worker";
import { referencePattern } from "../../../src/lib/leadReference";

const emailjs = stubEmailJs();
beforeEach(() => emailjs.reset());

const valid = () =>
  leadBody({ source: { page: "/contact", referrer: "www.google.com", utmSource: "google", estimate: "" } });

const post = (body: unknown, headers: Record<string, string> = {}) => postLead(api, body, headers);

const leadBySubmission = async (id: string) =>
  (
    await query<Record<string, string | number>>(
      "SELECT * FROM leads WHERE submission_id = ?",
      await storedSubmission(id),
    )
  )[0];

/** Waits for the lead's own notification, which runs after the answer, to settle. */
const notified = (id: string, status = "sent") =>
  vi.waitFor(async () => expect((await leadBySubmission(id))?.["notify_status"]).toBe(status), { timeout: 10_000 });

describe("a visitor's quote request", () => {
  it("is stored, answered with its reference, and sent to the owner with it", async () => {
    const body = valid();
    const response = await post(body);
    expect(response.status).toBe(201);
    const { reference } = await response.json<{ reference: string }>();
    expect(reference).toMatch(referencePattern);
    expect(await leadBySubmission(body.submissionId)).toMatchObject({
      reference,
      status: "new",
      first_name: body.firstName,
      email: body.email,
      project_type: body.projectType,
      page: "/contact",
      referrer: "www.google.com",
      utm_source: "google",
    });
    await notified(body.submissionId);
    expect(emailjs.sent).toHaveLength(1);
    const sent = emailjs.sent[0]?.body;
    expect(sent?.accessToken).toBe("test-private-key");
    expect(sent?.service_id).toBe(site.emailjs.serviceId);
    expect(sent?.template_params).toMatchObject({
      reference,
      page: "/contact",
      from_name: "Sam Jones",
      from_email: body.email,
      to_name: site.name,
      // No photos came; the e-mail links to the lead in the inbox, on the site's configured address.
      photos: "0",
    });
    // The link to the lead, with the token that lets its opening count as seen from the mail app.
    expect(sent?.template_params["inbox_url"]).toMatch(alertLink(reference));
  });

  it("keeps its submission id only as a keyed hash, and its photos in a folder nothing about it names", async () => {
    const body = valid();
    expect((await postLeadWithPhotos(api, body, [{ bytes: noisePhoto(400, 300) }])).status).toBe(201);
    const dump =
      JSON.stringify(await query("SELECT * FROM leads")) + JSON.stringify(await query("SELECT * FROM lead_photos"));
    expect(dump).not.toContain(body.submissionId);
    expect(await leadBySubmission(body.submissionId)).toBeDefined();
  });

  it("answers a replay of its submission id with other fields with the reference alone, and no link", async () => {
    const body = valid();
    const first = await (await post(body)).json<{ reference: string; requestPath?: string }>();
    expect(first.requestPath).toMatch(/^\/request\//);
    const replay = await post({ ...body, projectDetails: `${body.projectDetails} And the loft too, please.` });
    expect(replay.status).toBe(201);
    const answer = await replay.json<{ reference: string; requestPath?: string }>();
    expect(answer.reference).toBe(first.reference);
    expect(answer.requestPath).toBeUndefined();
    // The honest retry, the same request again, still gets its link.
    const retry = await (await post(body)).json<{ requestPath?: string }>();
    expect(retry.requestPath).toMatch(/^\/request\//);
    expect(await leadCount()).toBeGreaterThan(0);
  });

  it("sent three times is one lead, with one answer and one e-mail", async () => {
    const body = valid();
    const answers = await Promise.all([post(body), post(body), post(body)]);
    const references = await Promise.all(answers.map(async (a) => (await a.json<{ reference: string }>()).reference));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(references).size).toBe(1);
    expect(
      await query("SELECT id FROM leads WHERE submission_id = ?", await storedSubmission(body.submissionId)),
    ).toHaveLength(1);
    await notified(body.submissionId);
    // Once sent, nothing is due: a scheduled run sends nothing more.
    await scheduled();
    expect(emailjs.sent).toHaveLength(1);
  });

  it("is stored and answered even when the e-mail fails, and the schedule sends it exactly once later", async () => {
    emailjs.answerWith(500);
    const body = valid();
    const response = await post(body);
    expect(response.status).toBe(201);
    await notified(body.submissionId, "retrying");
    emailjs.answerWith(200);
    await scheduled();
    await scheduled();
    const reference = String((await leadBySubmission(body.submissionId))?.["reference"]);
    expect(emailjs.sentFor(reference).filter((s) => s.answered === 200)).toHaveLength(1);
    expect(await leadBySubmission(body.submissionId)).toMatchObject({ notify_status: "sent", notify_attempts: 2 });
  });

  it("waits out the backoff after a failure: the schedule retries only once the wait has passed", async () => {
    emailjs.answerWith(500);
    const backoff = { NOTIFY_BACKOFF_SECONDS: "60" };
    const body = valid();
    expect((await postLead(withVars(backoff), body)).status).toBe(201);
    expect(await leadBySubmission(body.submissionId)).toMatchObject({ notify_status: "retrying", notify_attempts: 1 });
    emailjs.answerWith(200);
    await scheduled(Date.now() + 30_000, backoff);
    expect(await leadBySubmission(body.submissionId)).toMatchObject({ notify_status: "retrying", notify_attempts: 1 });
    await scheduled(Date.now() + 61_000, backoff);
    expect(await leadBySubmission(body.submissionId)).toMatchObject({ notify_status: "sent", notify_attempts: 2 });
  });

  it("caught in the spam trap looks accepted, is stored as spam, and is never sent", async () => {
    const body = { ...valid(), [honeypotField]: "https://spam.example" };
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await leadBySubmission(body.submissionId)).toMatchObject({ status: "spam", notify_status: "skipped" });
    await scheduled();
    expect(emailjs.sent).toHaveLength(0);
  });

  it("stores markup as the text it is", async () => {
    const body = { ...valid(), firstName: "<b>Sam</b>", projectDetails: "<script>alert(1)</script>\nSecond line" };
    expect((await post(body)).status).toBe(201);
    expect(await leadBySubmission(body.submissionId)).toMatchObject({
      first_name: "<b>Sam</b>",
      project_details: "<script>alert(1)</script>\nSecond line",
    });
  });

  it("keeps newlines in the details and strips control characters and bidirectional overrides", async () => {
    const body = {
      ...valid(),
      lastName: "Jo\u202Enes\u0007",
      projectDetails: "Line one\r\nLine two\u0000 and \u2066more\u2069",
    };
    expect((await post(body)).status).toBe(201);
    expect(await leadBySubmission(body.submissionId)).toMatchObject({
      last_name: "Jones",
      project_details: "Line one\nLine two and more",
    });
  });

  it("drops a source page that is not a path on the site, and a referrer that is not a bare host name", async () => {
    const hostile = [
      { page: "javascript:alert(1)", referrer: "evil.example/<script>" },
      { page: "//evil.example/contact", referrer: "https://evil.example" },
      { page: "https://evil.example/contact", referrer: "evil.example:8080" },
      { page: "/contact<img src=x>", referrer: "user@evil.example" },
    ];
    for (const source of hostile) {
      const body = leadBody({ source });
      expect((await post(body)).status).toBe(201);
      expect(await leadBySubmission(body.submissionId), JSON.stringify(source)).toMatchObject({
        page: "",
        referrer: "",
        first_name: body.firstName,
      });
    }
    // What the form sends is kept (the first test stores /contact from www.google.com).
    const kept = leadBody({ source: { page: "/areas/st-johns-wood", referrer: "news.example.co.uk" } });
    expect((await post(kept)).status).toBe(201);
    expect(await leadBySubmission(kept.submissionId)).toMatchObject({
      page: "/areas/st-johns-wood",
      referrer: "news.example.co.uk",
    });
  });

  it("answers with the API's own security headers and no CORS", async () => {
    const response = await post(valid());
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("hostile requests", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const chunked = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.subarray(i, i + 4096));
        controller.close();
      },
    });
  // What only the runtime can tell: the request's origin, its type, its size and whether it parses.
  const cases: [string, () => Promise<Response>, number][] = [
    ["no Origin", () => post(valid(), { Origin: "" }), 403],
    ["a foreign Origin", () => post(valid(), { Origin: "https://evil.example" }), 403],
    ["an Origin on another port", () => post(valid(), { Origin: "http://127.0.0.1:1" }), 403],
    ["form encoding", () => post("firstName=Sam", { "Content-Type": "application/x-www-form-urlencoded" }), 415],
    ["multipart with no lead part", () => post("--x--", { "Content-Type": "multipart/form-data; boundary=x" }), 400],
    ["text/plain", () => post(JSON.stringify(valid()), { "Content-Type": "text/plain" }), 415],
    ["no content type", () => post(JSON.stringify(valid()), { "Content-Type": "" }), 415],
    ["a body over the limit", () => post({ ...valid(), projectDetails: "a".repeat(maxBodyBytes) }), 413],
    ["a huge padding field", () => post({ ...valid(), padding: "x".repeat(maxBodyBytes * 2) }), 413],
    [
      "a streamed body over the limit, with no length given",
      () =>
        api.request("/api/quote", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: api.baseUrl },
          body: chunked(JSON.stringify({ ...valid(), padding: "x".repeat(maxBodyBytes * 2) })),
          // @ts-expect-error: workerd's RequestInit takes `duplex` for a streamed body in the DOM types only.
          duplex: "half",
        }),
      413,
    ],
    [
      "bytes that are not UTF-8",
      () =>
        api.request("/api/quote", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: api.baseUrl },
          body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
        }),
      400,
    ],
    ["malformed JSON", () => post('{"firstName": '), 400],
    ["an empty body", () => post(""), 400],
    ["deeply nested JSON", () => post(nested(5000)), 400],
    ["a JSON array", () => post([valid()]), 400],
  ];

  let before = 0;
  beforeAll(async () => {
    before = await leadCount();
  });

  it.each(cases)("refuses %s with a message", async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    const answer = await response.json<{ ok: boolean; errors: Record<string, string> }>();
    expect(answer.ok).toBe(false);
    expect(Object.values(answer.errors).every((m) => typeof m === "string" && m.length > 0)).toBe(true);
  });

  it("stored nothing for any of them", async () => {
    expect(await leadCount()).toBe(before);
  });

  it("names each refused field with the form's own message", async () => {
    const response = await post({ ...valid(), firstName: "S", email: "nope" });
    expect(response.status).toBe(400);
    const { errors } = await response.json<{ errors: Record<string, string> }>();
    expect(errors).toMatchObject({
      firstName: "First name must be at least 2 characters",
      email: "Please enter a valid email address",
    });
  });

  it("answers other methods and paths as JSON, with the API's own headers on every answer", async () => {
    const answers = [
      [await api.request(`/api/quote`), 405],
      [await api.request(`/api/nothing`), 404],
      [await post(valid(), { Origin: "https://evil.example" }), 403],
      [await post({ ...valid(), padding: "x".repeat(maxBodyBytes * 2) }), 413],
    ] as const;
    for (const [response, status] of answers) {
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type"), String(status)).toContain("application/json");
      expect(response.headers.get("content-security-policy"), String(status)).toContain("default-src 'none'");
      expect(response.headers.get("cache-control"), String(status)).toBe("no-store");
    }
  });
});
