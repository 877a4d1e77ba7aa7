/**
 * The owner's data files in `src/content/site/` and the schema each must meet.
 * The build validates every file against it (config/validateSiteData.ts).
 */
import {
  aboutSchema,
  accreditationsSchema,
  businessSchema,
  estimatorSchema,
  factsSchema,
  homeSchema,
  indexPagesSchema,
  navigationSchema,
  pageSectionsSchema,
  partnerSchema,
  pricesSchema,
  quoteFormSchema,
  quotePagesSchema,
  repliesSchema,
  rulesSchema,
} from "./siteSchemas";

export const siteFiles = {
  "business.json": businessSchema,
  "facts.json": factsSchema,
  "prices.json": pricesSchema,
  "rules.json": rulesSchema,
  "estimator.json": estimatorSchema,
  "partner.json": partnerSchema,
  "navigation.json": navigationSchema,
  "accreditations.json": accreditationsSchema,
  "home.json": homeSchema,
  "about.json": aboutSchema,
  "quote-pages.json": quotePagesSchema,
  "quote-form.json": quoteFormSchema,
  "index-pages.json": indexPagesSchema,
  "page-sections.json": pageSectionsSchema,
  "replies.json": repliesSchema,
} as const;
