import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SEND_TIMEOUT_MS, sendQuote, sendTimeoutFrom, toTemplateParams } from "../../src/lib/sendQuote";
import type { QuoteRequest } from "../../src/lib/quoteSchema";
import { noVisitPreference } from "../../src/lib/templateParams";
import { EmailJsStub } from "../e2e/support/emailjsStub";
import { site } from "../../src/config/site";
import { visitorPhones } from "../visitorPhones";

const request: QuoteRequest = {
  firstName: "Tom",
  lastName: "Okafor",
  email: "tom@example.com",
  phone: visitorPhones.mobile.display,
  projectType: "Home Extension",
  projectDetails: "Side-return extension with a glazed roof.",
  visitTimes: [],
};

describe("template parameters", () => {
  it("maps the form to the e-mail template's fields", () => {
    expect(toTemplateParams(request, site.name)).toEqual({
      from_name: "Tom Okafor",
      from_email: "tom@example.com",
      phone: visitorPhones.mobile.display,
      project_type: "Home Extension",
      message: "Side-return extension with a glazed roof.",
      to_name: site.name,
      visit_times: noVisitPreference,
    });
  });

  it("gives the preferred visit times in words", () => {
    const params = toTemplateParams({ ...request, visitTimes: ["2026-12-02:pm", "2026-12-01:am"] }, site.name);
    expect(params.visit_times).toBe("Tue 1 Dec morning, Wed 2 Dec afternoon");
  });
});

describe("how long the form waits for the provider", () => {
  it("waits the spec's 15 seconds in a production build, where no variable is set", () => {
    expect(DEFAULT_SEND_TIMEOUT_MS).toBe(15_000);
    expect(sendTimeoutFrom(undefined)).toBe(15_000);
  });

  it("takes a shorter wait from PUBLIC_QUOTE_TIMEOUT_MS, as the browser tests' build does", () => {
    expect(sendTimeoutFrom("1500")).toBe(1500);
  });

  it.each(["", "soon", "0", "-5", "1.5"])("falls back to the spec's wait when the variable is %j", (value) => {
    expect(sendTimeoutFrom(value)).toBe(15_000);
  });
});

describe("sending through the EmailJS API", () => {
  const stub = new EmailJsStub();
  const settings = {
    serviceId: "service_test",
    templateId: "template_test",
    publicKey: "public_test",
    origin: "",
  };
  // The SDK reads the page path for its throttle; give Node a browser-like location.
  beforeAll(async () => {
    vi.stubGlobal("location", { pathname: "/contact" });
    settings.origin = await stub.start();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await stub.stop();
  });
  beforeEach(() => stub.reset());

  it("posts the spec's JSON body and reports success on 200", async () => {
    await expect(sendQuote(request, settings, site.name)).resolves.toEqual({ ok: true });
    expect(stub.sent).toHaveLength(1);
    const [sent] = stub.sent;
    expect(sent?.path).toBe("/api/v1.0/email/send");
    expect(sent?.contentType).toBe("application/json");
    expect(sent?.body).toEqual({
      lib_version: "4.4.1",
      user_id: "public_test",
      service_id: "service_test",
      template_id: "template_test",
      template_params: toTemplateParams(request, site.name),
    });
  });

  it.each([400, 403, 429, 500])("reports a %i answer as a failure with its status", async (status) => {
    stub.answerWith(status, "Nope");
    await expect(sendQuote(request, settings, site.name)).resolves.toEqual({
      ok: false,
      reason: "provider",
      status,
      message: "Nope",
    });
  });

  it("reports a network failure as status 0 instead of throwing", async () => {
    const result = await sendQuote(request, { ...settings, origin: "http://127.0.0.1:9" }, site.name);
    expect(result).toMatchObject({ ok: false, reason: "network", status: 0 });
  });

  it("gives up waiting after the timeout and reports it", async () => {
    stub.hold();
    const result = await sendQuote(request, settings, site.name, 200);
    expect(result).toMatchObject({ ok: false, reason: "timeout" });
    stub.release();
  });
});
