/**
 * Fields several of the owner's data files (`src/content/site/*.json`) share.
 *
 * Anything only the owner can vouch for carries `confirmed`; the launch check
 * lists every entry still `confirmed: false`.
 */
import { z } from "zod";
import { searchDescription, searchTitle } from "../schemas";

/** The owner has checked this value and stands behind it. */
export const confirmed = z.boolean().describe("On once you have checked the value and stand behind it.");

/** A whole number of pounds or weeks from `min` to `max`. */
export const range = z.object({ min: z.number().int().positive(), max: z.number().int().positive() });

/** A `{token}` name that copy uses to print a figure. */
export const token = z.string().regex(/^[a-z][a-zA-Z]+$/, "a name like sashOverhaulCost");

/** A short id used in page addresses, e.g. `rear-dormer`. */
export const slugId = z.string().regex(/^[a-z][a-z0-9-]+$/, "lower-case words joined by hyphens");

/** A link to a path on this site. */
export const link = z.object({
  label: z.string().min(2),
  href: z
    .string()
    .regex(/^\/[\w/#-]*$/, "a site path like /contact")
    .describe("A path on this site, e.g. `/contact`."),
});

/** Search title, description and keywords of a page with its own template. */
export const metaSchema = z.object({
  title: searchTitle.describe("The title search engines show."),
  description: searchDescription.describe("One sentence for search results."),
  keywords: z.array(z.string()).describe("Extra search keywords."),
});
