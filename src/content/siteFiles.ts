/**
 * The owner's data files in `src/content/site/` and the schema each must meet
 * (one file each in `schemas/`). The build validates every file against it
 * (config/validateSiteData.ts); the CMS at /admin edits these files, and its
 * fields mirror these schemas (tests/unit/cmsSchemaParity.test.ts).
 */
import { aboutSchema } from "./schemas/about";
import { accreditationsSchema } from "./schemas/accreditations";
import { businessSchema } from "./schemas/business";
import { estimatorSchema } from "./schemas/estimator";
import { factsSchema } from "./schemas/facts";
import { homeSchema } from "./schemas/home";
import { indexPagesSchema } from "./schemas/indexPages";
import { navigationSchema } from "./schemas/navigation";
import { pageSectionsSchema } from "./schemas/pageSections";
import { partnerSchema } from "./schemas/partner";
import { pricesSchema } from "./schemas/prices";
import { quoteFormSchema } from "./schemas/quoteForm";
import { quotePagesSchema } from "./schemas/quotePages";
import { quoteTermsSchema } from "./schemas/quoteTerms";
import { repliesSchema } from "./schemas/replies";
import { rulesSchema } from "./schemas/rules";
import { sourcesSchema } from "./schemas/sources";

export const siteFiles = {
  "business.json": businessSchema,
  "facts.json": factsSchema,
  "prices.json": pricesSchema,
  "rules.json": rulesSchema,
  "sources.json": sourcesSchema,
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
  "quote-terms.json": quoteTermsSchema,
} as const;
