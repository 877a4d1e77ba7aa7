import { z } from "zod";
import { confirmed, token } from "./fields";

/** The tiling specialist the footer and home page link to. */
export const partnerSchema = z.object({
  name: z.string().min(3).describe("The tiling specialist the footer and home page link to."),
  nameToken: token.describe("The name copy uses to print the partner's name, e.g. `tilingPartner`."),
  url: z
    .string()
    .regex(/^https:\/\/[a-z0-9.-]+$/, "an address like https://www.example.co.uk")
    .describe("The partner's site, https and no slash at the end."),
  areaPath: z
    .string()
    .regex(/^\/.*\{slug\}/, "a path containing {slug}")
    .describe("Path of the partner's page for a district; `{slug}` becomes the district, e.g. /tilers/{slug}."),
  footerCount: z.number().int().min(0).max(30).describe("How many district links the footer shows."),
  confirmed,
});
