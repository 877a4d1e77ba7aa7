/**
 * Phone numbers as the owner types them in the editor: the schema (and so the
 * editor) accepts the usual ways of writing a UK number, and the site prints
 * one grouping and dials one E.164 form whichever was typed.
 */
import { describe, expect, it } from "vitest";
import { cmsConfig, type CmsField } from "../../src/config/cmsConfig";
import { site } from "../../src/config/site";
import businessData from "../../src/content/site/business.json";
import { ukPhoneNumber } from "../../src/content/phone";
import { businessSchema } from "../../src/content/schemas/business";
import { visitorPhones, waysOfWriting } from "../visitorPhones";

const { phone, mobile } = businessSchema.shape;

/** The editor's field for a business.json key. */
function editorField(name: string): CmsField {
  const site = cmsConfig.collections.find((c) => c.name === "site");
  const business = site && "files" in site ? site.files.find((f) => f.name === "business") : undefined;
  const field = business?.fields.find((f) => f.name === name);
  if (!field) throw new Error(`no editor field ${name}`);
  return field;
}

/** A London number and a mobile (never the business's own), each written the ways people write it. */
const { london, mobile: aMobile } = visitorPhones;
const londonWays = waysOfWriting(london);
const mobileWays = waysOfWriting(aMobile);
/** The London number one digit short, one too long, with letters, abroad, with a 0 too many. */
const [area, ...localGroups] = london.groups;
const local = localGroups.join(" ");
const notANumber = [
  "call us",
  london.display.slice(0, -1),
  `${london.display}0`,
  "+1 212 555 0100",
  `+44 0${area} ${local}x`,
  `00${area} ${local}`,
];

describe("phone numbers", () => {
  it.each(londonWays)(`accepts %s and prints it as ${london.display}, dialled as ${london.e164}`, (typed) => {
    expect(phone.safeParse(typed).success).toBe(true);
    expect(ukPhoneNumber(typed)).toEqual({ display: london.display, e164: london.e164 });
  });

  it.each(mobileWays)(`accepts the mobile %s and prints it as ${aMobile.display}`, (typed) => {
    expect(mobile.safeParse(typed).success).toBe(true);
    expect(ukPhoneNumber(typed)).toEqual({ display: aMobile.display, e164: aMobile.e164 });
  });

  it("groups each kind of UK number the usual way", () => {
    expect(ukPhoneNumber("+44 121 496 0000")?.display).toBe("0121 496 0000");
    expect(ukPhoneNumber("0113-496-0000")?.display).toBe("0113 496 0000");
    expect(ukPhoneNumber("01632960000")?.display).toBe("01632 960000");
    expect(ukPhoneNumber("+44 300 123 4567")?.display).toBe("0300 123 4567");
    expect(ukPhoneNumber("08001234567")).toEqual({ display: "0800 123 4567", e164: "+448001234567" });
  });

  it.each(notANumber)("refuses %s", (typed) => {
    expect(phone.safeParse(typed).success).toBe(false);
    expect(ukPhoneNumber(typed)).toBeUndefined();
  });

  it("refuses a landline in the mobile field, with a message that gives a mobile as its example", () => {
    const result = mobile.safeParse(`+44 ${london.groups.join(" ")}`);
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? "";
    expect(message).toMatch(/mobile/i);
    expect(message).toMatch(/07\d{3} \d{6}/);
    expect(message).not.toMatch(/\b0[1-3]\d{1,3} \d{3,4} \d{3,4}\b/);
  });

  it("says in the editor what it says at build time, with a plain example", () => {
    for (const name of ["phone", "mobile", "emergencyPhone"]) {
      const [source, message] = editorField(name).pattern ?? [];
      const pattern = new RegExp(source ?? "");
      const example = name === "mobile" ? aMobile : london;
      expect(pattern.test(`+44 (0)${example.groups.join(" ")}`), name).toBe(true);
      expect(pattern.test(london.display.slice(0, -1)), name).toBe(false);
      expect(message, name).toMatch(/e\.g\. 0\d/);
    }
  });

  it("prints and dials the owner's numbers in one form, whatever the file says", () => {
    for (const key of ["phone", "mobile", "emergencyPhone"] as const) {
      const typed = businessData[key];
      const digits = typed.replace(/\D/g, "").replace(/^(?:44)?0?/, "");
      expect(site[key].e164, key).toBe(`+44${digits}`);
      expect(site[key].display.replace(/ /g, ""), key).toBe(`0${digits}`);
      expect(site[key].display, key).toMatch(/^0\d{2,4} \d{3,6}( \d{4})?$/);
    }
  });
});
