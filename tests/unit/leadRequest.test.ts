/**
 * The lead API's reading of a request, shared with the form: the form's own
 * rules and messages, plus what a server cannot take on trust; and where a
 * request came from, as the browser reads it.
 */
import { describe, expect, it } from "vitest";
import { cleanText, honeypotField, readLeadRequest } from "../../src/lib/leadRequest";
import { leadSourceFrom } from "../../src/lib/leadSource";
import { projectTypes } from "../../src/lib/quoteSchema";
import { visitSlots, visitTimesMessage } from "../../src/lib/visitTimes";

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
    host: "example.test",
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

  it("leaves out a referrer on the same site, or one that is not a URL", () => {
    expect(leadSourceFrom(page, "https://example.test/roof-repairs").referrer).toBe("");
    expect(leadSourceFrom(page, "not a url").referrer).toBe("");
  });
});
