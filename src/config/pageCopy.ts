/**
 * Copy of the pages that have their own template, read from
 * `src/content/site/*.json` (edited in the CMS) and validated at build time.
 * Strings may hold `{token}` facts; route data fills them in.
 */
import aboutData from "../content/site/about.json";
import accreditationsData from "../content/site/accreditations.json";
import homeData from "../content/site/home.json";
import indexPagesData from "../content/site/index-pages.json";
import pageSectionsData from "../content/site/page-sections.json";
import quotePagesData from "../content/site/quote-pages.json";
import { aboutSchema } from "../content/schemas/about";
import { accreditationsSchema } from "../content/schemas/accreditations";
import { homeSchema } from "../content/schemas/home";
import { indexPagesSchema } from "../content/schemas/indexPages";
import { pageSectionsSchema } from "../content/schemas/pageSections";
import { quotePagesSchema } from "../content/schemas/quotePages";
import { parseData } from "./parseData";

export const homeCopy = parseData(homeSchema, homeData, "home.json");
export const aboutCopy = parseData(aboutSchema, aboutData, "about.json");
export const quotePagesCopy = parseData(quotePagesSchema, quotePagesData, "quote-pages.json").pages;
export const indexPagesCopy = parseData(indexPagesSchema, indexPagesData, "index-pages.json");
/** The headings of the sections page templates share. */
export const sectionTitles = parseData(pageSectionsSchema, pageSectionsData, "page-sections.json");
/** The owner's real accreditations; none are shown while the list is empty. */
export const { accreditations } = parseData(accreditationsSchema, accreditationsData, "accreditations.json");
