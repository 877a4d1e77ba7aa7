/**
 * The lead API in its real runtime (workerd through `wrangler dev`, D1 as a
 * local SQLite file), with EmailJS replaced by the local stand-in: every
 * request is stored before anything else, told to the owner exactly once,
 * and hostile requests are refused with nothing stored.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort, startLocalWorker, type LocalWorker } from "../../scripts/lib/localWorker";
import { site } from "../../src/config/site";
import { honeypotField, maxBodyBytes } from "../../src/lib/leadRequest";
import { EmailJsStub } from "../e2e/support/emailjsStub";
import { testConfig } from "../e2e/support/testConfig";
import { leadBody, postLead } from "./support/leads";

const stub = new EmailJsStub();
let worker: LocalWorker;
let state = "";
const privateKey = "test-private-key";

beforeAll(async () => {
  const stubPort = await freePort();
  await stub.start(stubPort);
  state = mkdtempSync(join(tmpdir(), "lead-api-"));
  worker = await startLocalWorker({
    assets: testConfig.workerOutDir,
    persistTo: state,
    vars: {
      EMAILJS_API_ORIGIN: `http://127.0.0.1:${stubPort}`,
      EMAILJS_PRIVATE_KEY: privateKey,
      RATE_LIMIT_MAX: "0",
      NOTIFY_BACKOFF_SECONDS: "0",
    },
  });
}, 120_000);
afterAll(async () => {
  await worker.close();
  await stub.stop();
  rmSync(state, { recursive: true, force: true });
});
beforeEach(() => stub.reset());

const valid = () =>
  leadBody({ source: { page: "/contact", referrer: "www.google.com", utmSource: "google", estimate: "" } });

const post = (body: unknown, headers: Record<string, string> = {}) => postLead(worker, body, headers);

const leadCount = () => worker.query<{ n: number }>("SELECT count(*) AS n FROM leads")[0]?.n ?? 0;
const leadBySubmission = (id: string) =>
  worker.query<Record<string, string | number>>(`SELECT * FROM leads WHERE submission_id = '${id}'`)[0];

/** Waits for the request's own notification, which runs after the answer. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("Timed out waiting");
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

describe("a visitor's quote request", () => {
  it("is stored, answered with its reference, and sent to the owner with it", async () => {
    const body = valid();
    const response = await post(body);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^Q-\d{4,}$/);
    const row = leadBySubmission(body.submissionId);
    expect(row).toMatchObject({
      reference,
      status: "new",
      first_name: body.firstName,
      email: body.email,
      project_type: body.projectType,
      page: "/contact",
      referrer: "www.google.com",
      utm_source: "google",
    });
    await until(() => stub.sent.length === 1);
    const sent = stub.sent[0]?.body as {
      accessToken: string;
      service_id: string;
      template_params: Record<string, string>;
    };
    expect(sent.accessToken).toBe(privateKey);
    expect(sent.service_id).toBe(site.emailjs.serviceId);
    expect(sent.template_params).toMatchObject({
      reference,
      page: "/contact",
      from_name: "Sam Jones",
      from_email: body.email,
      to_name: site.name,
      // No photos came; the e-mail links to the lead in the inbox, on the site's configured address.
      photos: "0",
      inbox_url: new URL(`/admin/leads/${reference}`, site.url).href,
    });
    await until(() => leadBySubmission(body.submissionId)?.["notify_status"] === "sent");
  });

  it("sent three times is one lead, with one answer and one e-mail", async () => {
    const body = valid();
    const answers = await Promise.all([post(body), post(body), post(body)]);
    const references = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { reference: string }).reference),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(references).size).toBe(1);
    expect(worker.query(`SELECT id FROM leads WHERE submission_id = '${body.submissionId}'`)).toHaveLength(1);
    await until(() => stub.sent.length >= 1);
    await new Promise((wait) => setTimeout(wait, 500));
    expect(stub.sent).toHaveLength(1);
  });

  it("is stored and answered even when the e-mail fails, and the schedule sends it exactly once later", async () => {
    stub.answerWith(500, "Service unavailable");
    const body = valid();
    const response = await post(body);
    expect(response.status).toBe(201);
    await until(() => leadBySubmission(body.submissionId)?.["notify_status"] === "retrying");
    stub.answerWith(200);
    await worker.scheduled();
    await worker.scheduled();
    const delivered = stub.sent.filter(
      (s) =>
        s.answered === 200 &&
        (s.body["template_params"] as Record<string, string>)["reference"] ===
          leadBySubmission(body.submissionId)?.["reference"],
    );
    expect(delivered).toHaveLength(1);
    expect(leadBySubmission(body.submissionId)).toMatchObject({ notify_status: "sent", notify_attempts: 2 });
  });

  it("caught in the spam trap looks accepted, is stored as spam, and is never sent", async () => {
    const body = { ...valid(), [honeypotField]: "https://spam.example" };
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(leadBySubmission(body.submissionId)).toMatchObject({ status: "spam", notify_status: "skipped" });
    await worker.scheduled();
    expect(stub.sent).toHaveLength(0);
  });

  it("stores markup as the text it is", async () => {
    const body = { ...valid(), firstName: "<b>Sam</b>", projectDetails: "<script>alert(1)</script>\nSecond line" };
    expect((await post(body)).status).toBe(201);
    expect(leadBySubmission(body.submissionId)).toMatchObject({
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
    expect(leadBySubmission(body.submissionId)).toMatchObject({
      last_name: "Jones",
      project_details: "Line one\nLine two and more",
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
    ["malformed JSON", () => post('{"firstName": '), 400],
    ["an empty body", () => post(""), 400],
    ["a JSON array", () => post([valid()]), 400],
    ["a JSON string", () => post('"hello"'), 400],
    ["JSON null", () => post("null"), 400],
    ["deeply nested JSON", () => post(nested(5000)), 400],
    ["a nested object as a name", () => post({ ...valid(), firstName: { $ne: "" } }), 400],
    ["a number as the phone", () => post({ ...valid(), phone: 2039460000 }), 400],
    ["an array as the details", () => post({ ...valid(), projectDetails: ["a", "b"] }), 400],
    ["a missing first name", () => post({ ...valid(), firstName: undefined }), 400],
    ["a missing e-mail", () => post({ ...valid(), email: undefined }), 400],
    ["a missing project type", () => post({ ...valid(), projectType: undefined }), 400],
    ["a project type not on the form", () => post({ ...valid(), projectType: "Swimming Pool" }), 400],
    ["a one-letter name", () => post({ ...valid(), firstName: "S" }), 400],
    ["a name over its limit", () => post({ ...valid(), lastName: "x".repeat(51) }), 400],
    ["an e-mail without a domain", () => post({ ...valid(), email: "sam@" }), 400],
    ["a short phone number", () => post({ ...valid(), phone: "12345" }), 400],
    ["details under ten characters", () => post({ ...valid(), projectDetails: "help" }), 400],
    ["a name of control characters only", () => post({ ...valid(), firstName: "\u0000\u0001\u0002" }), 400],
    ["a missing submission id", () => post({ ...valid(), submissionId: undefined }), 400],
    ["a submission id that is not a UUID", () => post({ ...valid(), submissionId: "1; DROP TABLE leads" }), 400],
    ["a source that is text", () => post({ ...valid(), source: "google" }), 400],
    ["a source field that is a number", () => post({ ...valid(), source: { page: 42 } }), 400],
    ["a trap that is an object", () => post({ ...valid(), [honeypotField]: { a: 1 } }), 400],
  ];

  let before = 0;
  beforeAll(() => {
    before = leadCount();
  });

  it(`has at least 30 cases`, () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)("refuses %s with a message", async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { ok: boolean; errors: Record<string, string> };
    expect(answer.ok).toBe(false);
    expect(Object.values(answer.errors).every((m) => typeof m === "string" && m.length > 0)).toBe(true);
  });

  it("stored nothing for any of them", () => {
    expect(leadCount()).toBe(before);
  });

  it("names each refused field with the form's own message", async () => {
    const response = await post({ ...valid(), firstName: "S", email: "nope" });
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      firstName: "First name must be at least 2 characters",
      email: "Please enter a valid email address",
    });
  });

  it("answers other methods and paths as JSON", async () => {
    expect((await worker.request(`/api/quote`)).status).toBe(405);
    expect((await worker.request(`/api/nothing`)).status).toBe(404);
  });
});
