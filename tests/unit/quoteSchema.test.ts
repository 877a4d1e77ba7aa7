import { describe, expect, it } from "vitest";
import { emptyQuote, projectTypes, quoteSchema, type QuoteRequest } from "../../src/lib/quoteSchema";
import { visitorPhones } from "../visitorPhones";

/** A visitor's London number with its last group missing. */
const cutShort = `0${visitorPhones.london.groups.slice(0, -1).join(" ")}`;

const valid: QuoteRequest = {
  firstName: "Sarah",
  lastName: "Khan",
  email: "sarah@example.com",
  phone: visitorPhones.london.display,
  projectType: "Loft Conversion",
  projectDetails: "Rear dormer on a Victorian terrace in Clapham.",
  visitTimes: [],
};

function messages(input: Partial<QuoteRequest>): Record<string, string | undefined> {
  const result = quoteSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("quote form schema", () => {
  it("accepts a complete request", () => {
    expect(quoteSchema.safeParse(valid).success).toBe(true);
  });

  it("gives the spec's message for every empty field", () => {
    expect(messages(emptyQuote)).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      projectType: "Please select a project type",
      projectDetails: "Please provide more details about your project",
    });
  });

  it.each([
    ["firstName", "A", "First name must be at least 2 characters"],
    ["lastName", "B", "Last name must be at least 2 characters"],
    ["email", "sarah@", "Please enter a valid email address"],
    ["email", "not an email", "Please enter a valid email address"],
    ["phone", cutShort, "Please enter a valid phone number"],
    ["projectDetails", "Roof leak", "Please provide more details about your project"],
  ] as const)("rejects %s = %j with its message", (field, value, message) => {
    expect(messages({ [field]: value })[field]).toBe(message);
  });

  it("takes the boundary lengths the spec gives", () => {
    expect(messages({ firstName: "Al", lastName: "Li", phone: "0123456789", projectDetails: "Ten chars!" })).toEqual(
      {},
    );
  });

  it("does not check the phone format, only its length", () => {
    expect(messages({ phone: "call me after 6" })).toEqual({});
  });

  it("offers the spec's ten project types in order", () => {
    expect(projectTypes).toEqual([
      "Home Extension",
      "Loft Conversion",
      "Basement Conversion",
      "Kitchen Renovation",
      "Bathroom Installation",
      "Roofing Work",
      "Window & Door Installation",
      "Waterproofing",
      "Brickwork & Rendering",
      "Other",
    ]);
  });
});
