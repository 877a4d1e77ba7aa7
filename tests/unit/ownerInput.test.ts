/**
 * What anyone with edit access can put into the content: links that would run
 * script or leave https are refused by the schemas the build and the editor
 * both use.
 */
import { describe, expect, it } from "vitest";
import { accreditationsSchema } from "../../src/content/siteSchemas";

const withHref = (href: string) => accreditationsSchema.safeParse({ accreditations: [{ name: "Register", href }] });

describe("accreditation links", () => {
  it.each([
    ["a javascript: URL", "javascript:alert(1)"],
    ["a javascript: URL in capitals", "JavaScript:alert(document.cookie)"],
    ["a javascript: URL dressed as a path", "javascript://register.test/%0Aalert(1)"],
    ["an http: address", "http://register.test/members/123"],
    ["a data: URL", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["a relative path", "/members/123"],
    ["an https address with a space", "https://register.test/members 123"],
  ])("refuses %s", (_label, href) => {
    const result = withHref(href);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["accreditations", 0, "href"]);
  });

  it.each([
    ["a register page", "https://register.test/members/123"],
    ["a page with a query and a fragment", "https://www.register.test/check?member=123#details"],
  ])("accepts %s", (_label, href) => {
    expect(withHref(href).success).toBe(true);
  });

  it("accepts an accreditation with no link", () => {
    expect(accreditationsSchema.safeParse({ accreditations: [{ name: "Register" }] }).success).toBe(true);
  });
});
