/**
 * The lead API's reading of a request, shared with the form: the form's own
 * rules and messages, plus what a server cannot take on trust; and where a
 * request came from, as the browser reads it.
 */
import { describe, expect, it } from "vitest";
import { cleanText } from "../../src/lib/cleanText";
import { honeypotField } from "../../src/lib/honeypot";
import { readLeadRequest } from "../../src/lib/leadRequest";
import { leadSourceFrom } from "../../src/lib/leadSource";
import { projectTypes } from "../../src/lib/quoteSchema";
import { visitDays, visitSlots, visitTimesMessage } from "../../src/lib/visitTimes";

const body = {
  firstName: "Sam",
  lastName: "Jones",
  email: "sam@example.com",
  phone: "020 3946 0000",
  projectType: projectTypes[2],
  projectDetails: "Basement under a Victorian terrace.",
  submissionId: "0b7c2c4e-5f1a-4d2b-9e3f-1a2b3c4d5e6f",
};

describe("reading a lead request", () => {
  it("accepts the form's fields and trims them, with an empty source when none is sent", () => {
    const read = readLeadRequest({ ...body, firstName: "  Sam  " });
    expect(read).toMatchObject({
      ok: true,
      lead: { request: { firstName: "Sam" }, spam: false, source: { page: "" } },
    });
  });

  it("marks a filled trap as spam rather than refusing it", () => {
    expect(readLeadRequest({ ...body, [honeypotField]: "x" })).toMatchObject({ ok: true, lead: { spam: true } });
  });

  it("gives the form's message for each field it refuses", () => {
    const read = readLeadRequest({ ...body, lastName: "J", projectType: "Pool" });
    expect(read).toEqual({
      ok: false,
      errors: { lastName: "Last name must be at least 2 characters", projectType: "Please select a project type" },
    });
  });

  it("cuts source fields to their limits", () => {
    const read = readLeadRequest({ ...body, source: { page: `/${"a".repeat(500)}`, estimate: "e".repeat(2000) } });
    expect(read.ok && read.lead.source.page.length).toBe(200);
    expect(read.ok && read.lead.source.estimate.length).toBe(600);
  });
});

// Moved from the Worker's tests (tests/worker): field-level refusals need no runtime. Origin, content
// type, size, streaming and JSON that will not parse are still tested in workerd.
describe("hostile request bodies, refused field by field", () => {
  it.each<[string, unknown]>([
    ["a JSON string", "hello"],
    ["JSON null", null],
    ["a JSON array", [body]],
    ["a nested object as a name", { ...body, firstName: { $ne: "" } }],
    ["a number as the phone", { ...body, phone: 2039460000 }],
    ["an array as the details", { ...body, projectDetails: ["a", "b"] }],
    ["a missing first name", { ...body, firstName: undefined }],
    ["a missing e-mail", { ...body, email: undefined }],
    ["a missing project type", { ...body, projectType: undefined }],
    ["a project type not on the form", { ...body, projectType: "Swimming Pool" }],
    ["a one-letter name", { ...body, firstName: "S" }],
    ["a name over its limit", { ...body, lastName: "x".repeat(51) }],
    ["an e-mail without a domain", { ...body, email: "sam@" }],
    ["a short phone number", { ...body, phone: "12345" }],
    ["details under ten characters", { ...body, projectDetails: "help" }],
    ["a name of control characters only", { ...body, firstName: "\u0000\u0001\u0002" }],
    ["a missing submission id", { ...body, submissionId: undefined }],
    ["a submission id that is not a UUID", { ...body, submissionId: "1; DROP TABLE leads" }],
    ["a source that is text", { ...body, source: "google" }],
    ["a source field that is a number", { ...body, source: { page: 42 } }],
    ["a trap that is an object", { ...body, [honeypotField]: { a: 1 } }],
  ])("refuses %s with a message", (_name, request) => {
    const read = readLeadRequest(request);
    expect(read.ok).toBe(false);
    const errors = read.ok ? {} : read.errors;
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(Object.values(errors).every((m) => typeof m === "string" && m.length > 0)).toBe(true);
  });
});

describe("preferred visit times in a request", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  const [first = "", second = ""] = visitSlots(now);

  it("reads an absent list as no preference", () => {
    expect(readLeadRequest(body, now)).toMatchObject({ ok: true, lead: { request: { visitTimes: [] } } });
  });

  it("keeps offered times, in date order", () => {
    expect(readLeadRequest({ ...body, visitTimes: [second, first] }, now)).toMatchObject({
      ok: true,
      lead: { request: { visitTimes: [first, second] } },
    });
  });

  // Moved from the Worker's tests, with the server's date injected instead of read from the clock.
  it.each<[string, unknown]>([
    ["a date long past", ["2020-01-06:am"]],
    ["a closed day", [`${visitDays(now, { 0: { opens: "09:00", closes: "17:00" } })[0]?.date ?? ""}:am`]],
    ["a time that is not a half-day", [`${visitDays(now)[0]?.date ?? ""}:evening`]],
    ["text instead of a list", "next Tuesday"],
  ])("refuses %s with the field's message", (_name, visitTimes) => {
    expect(readLeadRequest({ ...body, visitTimes }, now)).toEqual({
      ok: false,
      errors: { visitTimes: visitTimesMessage },
    });
  });

  it("refuses a list the form could not have offered, with a message for the field", () => {
    for (const visitTimes of ["tomorrow", [first, first], ["2027-06-01:am"], [42]]) {
      expect(readLeadRequest({ ...body, visitTimes }, now)).toEqual({
        ok: false,
        errors: { visitTimes: visitTimesMessage },
      });
    }
  });
});

describe("cleaning text", () => {
  it("keeps newlines only where asked, and drops controls and bidirectional overrides", () => {
    expect(cleanText("a\r\nb\u0000c\u202Ed\u2066e", true)).toBe("a\nbcde");
    expect(cleanText("a\nb\tc")).toBe("a b c");
  });
});

describe("where a request came from", () => {
  const page = {
    pathname: "/contact",
    search: "?utm_source=google&utm_campaign=spring&estimate=x",
    hostname: "example.test",
  };

  it("records the page, another site's host and the UTM parameters", () => {
    expect(leadSourceFrom(page, "https://www.bing.com/search?q=builders", "Loft, £40,000")).toMatchObject({
      page: "/contact",
      referrer: "www.bing.com",
      utmSource: "google",
      utmCampaign: "spring",
      utmMedium: "",
      estimate: "Loft, £40,000",
    });
  });

  it("records another site by its host name alone, without a port", () => {
    expect(leadSourceFrom(page, "http://blog.example.org:8080/post").referrer).toBe("blog.example.org");
  });

  it("leaves out a referrer on the same site, or one that is not a URL", () => {
    expect(leadSourceFrom(page, "https://example.test/roof-repairs").referrer).toBe("");
    expect(leadSourceFrom(page, "not a url").referrer).toBe("");
  });
});
