/**
 * Header and footer links as data. Labels of content pages are read from the
 * pages themselves; only paths are listed here.
 */
import { homeAreaSlugs } from "./areas";

export interface NavItem {
  label: string;
  href: string;
}

export const mainNav: readonly NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Projects", href: "/projects" },
  { label: "Contact", href: "/contact" },
];

export const quoteHref = "/contact";

/** Home page sections the footer jumps to. */
export const footerAnchors: readonly NavItem[] = [
  { label: "About us", href: "/#about" },
  { label: "Our services", href: "/#services" },
  { label: "Contact", href: "/#contact" },
];

/** Landing pages for local services, in footer order (the footer shows the first 4). */
export const localServicePaths = [
  "home-extensions-london",
  "loft-conversions-london",
  "kitchen-extensions-london",
  "basement-conversions-london",
  "bathroom-renovations-london",
  "roofing-services-london",
] as const;

/** Local-search pages, all linked from the footer. */
export const localSearchPaths = [
  "builders-near-me",
  "general-builders-near-me",
  "building-contractors-near-me",
  "general-builders-london",
  "landmark-builders",
  "postcodes/w1",
  "postcodes/sw1",
] as const;

/** The footer shows this many areas and local services. */
export const footerListLength = 4;

export const footerAreaSlugs = homeAreaSlugs.slice(0, footerListLength);

/**
 * Partner tiling specialist. The spec links ~12 of its area pages from the
 * footer and ~30 from the home page. The owner must set the real site.
 */
export const tilingPartner = {
  name: "London Tiling Specialists",
  url: "https://www.tiling-partner.example",
  areaPath: (slug: string) => `/tilers/${slug}`,
  footerCount: 12,
} as const;
