/**
 * Hostile and odd input through the form schema, the template mapping and the
 * fallback links: real names and numbers from anywhere are accepted, oversize
 * input is refused with a clear message, and markup stays plain text.
 */
import { describe, expect, it } from "vitest";
import { requestAsText, fallbackLinks } from "../../src/lib/quoteFallbacks";
import { fieldLimits, quoteSchema, type QuoteRequest } from "../../src/lib/quoteSchema";
import { toTemplateParams } from "../../src/lib/sendQuote";
import { site } from "../../src/config/site";
import { visitorPhones } from "../visitorPhones";

const [area, exchange, line] = visitorPhones.london.groups;

const base: QuoteRequest = {
  firstName: "Sam",
  lastName: "Jones",
  email: "sam@example.com",
  phone: visitorPhones.london.display,
  projectType: "Other",
  projectDetails: "New garden wall, about ten metres long.",
  visitTimes: [],
};

const check = (input: Partial<QuoteRequest>) => quoteSchema.safeParse({ ...base, ...input });
const messageFor = (input: Partial<QuoteRequest>, field: keyof QuoteRequest) => {
  const result = check(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe("accepted: real people write like this", () => {
  it.each<[string, Partial<QuoteRequest>]>([
    ["accented name", { firstName: "Zoë", lastName: "Åström" }],
    ["apostrophe and hyphen", { firstName: "D'Arcy", lastName: "O'Brien-Łukasz" }],
    ["Polish letters", { firstName: "Łukasz", lastName: "Wiśniewski" }],
    ["Greek script", { firstName: "Νίκος", lastName: "Παπαδόπουλος" }],
    ["Chinese name", { firstName: "王小", lastName: "明明" }],
    ["Arabic name", { firstName: "محمد", lastName: "الحسن" }],
    ["name with spaces", { firstName: "Mary Ann", lastName: "van der Berg" }],
    ["emoji in details", { projectDetails: "Loft conversion please 🏠 with a dormer" }],
    ["international phone", { phone: "+48 22 123 45 67" }],
    ["phone with brackets", { phone: `(0${area}) ${exchange}-${line}` }],
    ["phone with extension", { phone: `${visitorPhones.london.display} x12` }],
    ["plus-addressed e-mail", { email: "sam+quotes@example.co.uk" }],
    ["subdomain e-mail", { email: "sam@mail.example.org.uk" }],
    ["long details at the limit", { projectDetails: "a".repeat(fieldLimits.projectDetails) }],
    ["names at the limit", { firstName: "a".repeat(50), lastName: "b".repeat(50) }],
    ["multi-line details", { projectDetails: "Line one\nLine two\n\nLine four" }],
    ["details with markup", { projectDetails: "<script>alert('x')</script> please quote" }],
    ["name with markup characters", { firstName: "<b>Sam</b>" }],
    ["SQL-looking details", { projectDetails: "'; DROP TABLE quotes; -- and a patio" }],
    ["template braces", { projectDetails: "{{to_name}} {phone} ${'{'}x{'}'} extension" }],
    ["surrounding spaces", { firstName: "  Sam  ", email: "  sam@example.com " }],
  ])("accepts %s", (_label, input) => {
    expect(check(input).success).toBe(true);
  });
});

describe("refused with a clear message", () => {
  it.each<[string, Partial<QuoteRequest>, keyof QuoteRequest, string]>([
    [
      "a name over 50 characters",
      { firstName: "a".repeat(51) },
      "firstName",
      "First name must be 50 characters or fewer",
    ],
    [
      "a surname over 50 characters",
      { lastName: "b".repeat(51) },
      "lastName",
      "Last name must be 50 characters or fewer",
    ],
    [
      "an e-mail over 254 characters",
      { email: `${"a".repeat(250)}@example.com` },
      "email",
      "Email must be 254 characters or fewer",
    ],
    ["a phone over 20 characters", { phone: "0".repeat(21) }, "phone", "Phone number must be 20 characters or fewer"],
    [
      "details over 5,000 characters",
      { projectDetails: "a".repeat(5001) },
      "projectDetails",
      "Project details must be 5000 characters or fewer",
    ],
    ["a name of spaces", { firstName: "   " }, "firstName", "First name must be at least 2 characters"],
    [
      "details of spaces",
      { projectDetails: "          " },
      "projectDetails",
      "Please provide more details about your project",
    ],
    ["an e-mail with no domain", { email: "sam@" }, "email", "Please enter a valid email address"],
    ["an e-mail with a space", { email: "sam jones@example.com" }, "email", "Please enter a valid email address"],
    [
      "an e-mail header injection",
      { email: "sam@example.com\nBcc: all@example.com" },
      "email",
      "Please enter a valid email address",
    ],
    ["a script as e-mail", { email: "<script>@x.y" }, "email", "Please enter a valid email address"],
    ["no project type", { projectType: "" }, "projectType", "Please select a project type"],
  ])("refuses %s", (_label, input, field, message) => {
    expect(messageFor(input, field)).toBe(message);
  });
});

describe("markup stays plain text on the way out", () => {
  const hostile: QuoteRequest = {
    ...base,
    firstName: '<img src=x onerror="alert(1)">',
    lastName: "</script>",
    projectDetails: '<a href="javascript:alert(1)">click</a> & \'quotes\' "double"',
  };

  it("passes the text to the e-mail template unchanged, not escaped or stripped", () => {
    const params = toTemplateParams(hostile, site.name);
    expect(params.from_name).toBe('<img src=x onerror="alert(1)"> </script>');
    expect(params.message).toBe(hostile.projectDetails);
  });

  it("encodes the request into the mailto and WhatsApp links so it cannot break out", () => {
    const links = fallbackLinks(hostile);
    expect(links.email).not.toMatch(/[<>" ]/);
    expect(links.whatsapp).not.toMatch(/[<>" ]/);
    expect(decodeURIComponent(links.email)).toContain(hostile.projectDetails);
    expect(decodeURIComponent(links.whatsapp)).toContain(requestAsText(hostile));
  });

  it("keeps an ampersand in the details from starting a new mailto field", () => {
    const links = fallbackLinks({ ...base, projectDetails: "Bathroom & kitchen&cc=attacker@example.com" });
    const query = new URLSearchParams(links.email.split("?")[1]);
    expect(query.get("cc")).toBeNull();
    expect(query.get("body")).toContain("Bathroom & kitchen&cc=attacker@example.com");
  });
});
