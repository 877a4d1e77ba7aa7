import { z } from "zod";
import { slugId } from "./fields";

/**
 * Hosts a source's link may point to: the official publisher of each kind of
 * source (legislation.gov.uk for Acts and Regulations and GOV.UK for official
 * guidance, both under gov.uk with the councils, the HSE and TfL; BSI Knowledge
 * for British Standards; the Planning Portal; the water company; the bodies
 * that publish the guidance the pages cite). A link to any other host fails
 * the build.
 */
export const sourceHosts = [
  "gov.uk",
  "bsigroup.com",
  "planningportal.co.uk",
  "thameswater.co.uk",
  "historicengland.org.uk",
  "asa.org.uk",
  "nhbc.co.uk",
  "bregroup.com",
  "leadsheet.co.uk",
  "ciria.org",
  "theiet.org",
  "nasc.org.uk",
  "mcscertified.com",
  "bfrc.org",
  "abi.org.uk",
  "bgs.ac.uk",
  "jctltd.co.uk",
  "crittall-windows.co.uk",
  "heathrow.com",
  "who.int",
  "labc.co.uk",
] as const;

const escaped = (host: string) => host.replace(/[.-]/g, (c) => `\\${c}`);
/** An https address on one of `sourceHosts` (or a subdomain of one), with no credentials or port. */
export const sourceUrlPattern = new RegExp(
  `^https://(?:[a-z0-9-]+\\.)*(?:${sourceHosts.map(escaped).join("|")})(?:/[^\\s]*)?$`,
);

/** A day, yyyy-mm-dd. */
const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a date like 2026-12-07");

/**
 * The sources the site's rules are checked against, each once: `rules.json`'s
 * rules and each page's `reviewed.sources` name them by id, and a page that
 * states a rule lists them at its end with their links.
 */
export const sourcesSchema = z.object({
  sources: z
    .array(
      z.object({
        id: slugId.describe("The name rules and pages cite it by, e.g. party-wall-act-1996."),
        title: z.string().min(5).max(200).describe("The title as its publisher gives it, with its edition or year."),
        url: z
          .string()
          .regex(sourceUrlPattern, `an https link on an official host (${sourceHosts.join(", ")})`)
          .describe(
            "The official page: legislation.gov.uk for an Act or Regulations, GOV.UK for an Approved Document or guidance, BSI Knowledge for a British Standard. Copy it from the source; never guess it.",
          ),
        section: z
          .string()
          .min(2)
          .max(300)
          .describe("The sections, regulations or paragraphs read, e.g. ss. 1, 2 and 6; or whole document."),
        read: day.describe(
          "The day the source itself was last read, yyyy-mm-dd; the launch check lists any over 12 months old.",
        ),
      }),
    )
    .min(1)
    .describe("Every source a rule or a page cites, each once, with its official link and the day it was read."),
});
export type SourcesData = z.infer<typeof sourcesSchema>;
