/**
 * Menus, footer lists and the tiling partner, read from
 * `src/content/site/navigation.json` and `partner.json` (edited in the CMS).
 * Labels of content pages come from the pages themselves, through the site tree.
 */
import navigationData from "../content/site/navigation.json";
import partnerData from "../content/site/partner.json";
import { navigationSchema } from "../content/schemas/navigation";
import { partnerSchema } from "../content/schemas/partner";
import { parseData } from "./parseData";

export interface NavItem {
  label: string;
  href: string;
}

export const navigation = parseData(navigationSchema, navigationData, "navigation.json");

/** The header menu: the core pages marked for it. */
export const mainNav: readonly NavItem[] = navigation.core
  .filter((page) => page.menu)
  .map((page) => ({ label: page.label, href: `/${page.route}` }));

export const regionNames = navigation.regions;

const partner = parseData(partnerSchema, partnerData, "partner.json");

/** The partner tiling specialist; the footer and the home page link to its district pages. */
export const tilingPartner = {
  ...partner,
  areaUrl: (slug: string) => partner.url + partner.areaPath.replace("{slug}", slug),
};
