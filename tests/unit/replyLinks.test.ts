/** The inbox's reply links (worker/leads/replyLinks.ts), filled from the owner's templates in src/content/site/replies.json. */
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import replies from "../../src/content/site/replies.json";
import { repliesSchema } from "../../src/content/schemas/replies";
import { mailtoHref, telHref, whatsappHref } from "../../worker/leads/replyLinks";
import { visitorPhones } from "../visitorPhones";

const lead = {
  reference: "Q-4821",
  first_name: "Sam",
  email: "sam@example.com",
  phone: visitorPhones.mobile.display,
  project_type: "Loft conversion",
};
const fill = (template: string) =>
  template
    .replaceAll("{firstName}", lead.first_name)
    .replaceAll("{reference}", lead.reference)
    .replaceAll("{projectType}", lead.project_type)
    .replaceAll("{company}", site.name);

describe("reply links", () => {
  it("opens WhatsApp at the UK number's E.164 digits with the greeting naming the reference", () => {
    const url = new URL(whatsappHref(lead));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${visitorPhones.mobile.e164.slice(1)}`);
    expect(url.searchParams.get("text")).toBe(fill(replies.whatsapp));
    expect(url.searchParams.get("text")).toContain("Q-4821");
  });

  it("keeps a number from abroad to its own digits, for WhatsApp and for a call", () => {
    expect(whatsappHref({ ...lead, phone: "+1 (212) 555-0143" })).toMatch(/^https:\/\/wa\.me\/12125550143\?/);
    expect(whatsappHref({ ...lead, phone: "0033 6 12 34 56 78" })).toMatch(/^https:\/\/wa\.me\/33612345678\?/);
    expect(telHref("+1 (212) 555-0143")).toBe("tel:+12125550143");
    expect(telHref(visitorPhones.london.display)).toBe(`tel:${visitorPhones.london.e164}`);
  });

  it("writes the e-mail's subject and text from the templates, with CRLF line breaks", () => {
    const url = new URL(mailtoHref(lead));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("sam@example.com");
    expect(url.searchParams.get("subject")).toBe(fill(replies.emailSubject));
    expect(url.searchParams.get("subject")).toContain("Q-4821");
    expect(url.searchParams.get("body")).toBe(fill(replies.emailBody).replace(/\n/g, "\r\n"));
  });

  it("refuses a template with an unknown token, or a greeting that does not name the reference", () => {
    expect(repliesSchema.safeParse(replies).success).toBe(true);
    expect(repliesSchema.safeParse({ ...replies, whatsapp: "Hello {firstName}, about your request." }).success).toBe(
      false,
    );
    expect(repliesSchema.safeParse({ ...replies, emailBody: "Hello {name}, thanks for {reference}." }).success).toBe(
      false,
    );
  });
});
