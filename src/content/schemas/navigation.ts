import { z } from "zod";
import { routeHint } from "../hints";
import { routePath } from "../schemas";
import { link } from "./fields";

/** The pages that have their own template, and the footer's lists. */
export const navigationSchema = z.object({
  core: z.array(
    z.object({
      route: z
        .union([z.literal(""), routePath])
        .default("")
        .describe("The page's address; empty for the home page. Changing it needs a developer."),
      label: z.string().min(2).describe("Name in menus and breadcrumbs."),
      menu: z.boolean().describe("Shown in the header menu."),
      aliases: z.array(routePath).optional().describe("Old addresses that redirect here."),
    }),
  ),
  regions: z
    .object({
      central: z.string(),
      north: z.string(),
      south: z.string(),
      east: z.string(),
      west: z.string(),
    })
    .describe("How each part of London is named."),
  footer: z.object({
    anchors: z.array(link).describe("Jump links to the home page's sections."),
    listLength: z.number().int().min(1).max(12).describe("How many areas and local services the footer shows."),
    localServices: z.array(routePath).describe(`Local service pages, in order. ${routeHint}`),
    localSearch: z.array(routePath).describe(`Local search pages, all shown. ${routeHint}`),
    /** Links beside the copyright line, such as the privacy notice. */
    legal: z.array(link),
  }),
});
export type NavigationData = z.infer<typeof navigationSchema>;
