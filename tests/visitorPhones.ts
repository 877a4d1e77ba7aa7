/**
 * Phone numbers the tests type as a visitor's, or as an example of how people write a number: never
 * the business's own, whatever the owner has put in business.json (a test that typed the site's
 * number could not tell the visitor's phone from the firm's). They are in Ofcom's ranges for
 * drama, which no one can be given, and each is checked against the owner's numbers here.
 */
import { site } from "../src/config/site";

interface VisitorPhone {
  /** The number in its usual grouping, with a space between the groups. */
  display: string;
  /** As dialled from abroad: +44 and the digits after the leading 0. */
  e164: string;
  /** The groups after the leading 0, as written below. */
  groups: readonly string[];
}

function phone(...groups: string[]): VisitorPhone {
  const number = { display: `0${groups.join(" ")}`, e164: `+44${groups.join("")}`, groups };
  const owners = [site.phone, site.mobile, site.emergencyPhone].map((n) => n.e164);
  if (owners.includes(number.e164))
    throw new Error(`The tests' visitor number ${number.display} is one of the business's own: pick another`);
  return number;
}

export const visitorPhones = {
  mobile: phone("7700", "900321"),
  london: phone("20", "7946", "0321"),
} as const;

/** The ways people write one number: spaced, with +44, hyphens, brackets, digits only. */
export function waysOfWriting({ groups }: VisitorPhone): string[] {
  const [first = "", ...rest] = groups;
  const spaced = rest.join(" ");
  const digits = groups.join("");
  return [
    `0${groups.join(" ")}`,
    `+44 ${groups.join(" ")}`,
    `0${groups.join("-")}`,
    `(0${first}) ${spaced}`,
    `+44 (0)${groups.join(" ")}`,
    `+44(0)${digits}`,
    `0044 ${groups.join(" ")}`,
    `0${digits}`,
    `+44${digits}`,
  ];
}
