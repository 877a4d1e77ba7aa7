/**
 * Copy of the three index pages: every service, every area and every
 * project. The cards on them come from the content collections.
 */
import type { PageMeta } from "../lib/seo";
import type { Visual } from "./visuals";

export interface IndexPageCopy {
  meta: PageMeta;
  headline: string;
  intro: string;
  /** The drawing in the first screen. */
  drawing?: Visual;
}

export const servicesIndex = {
  meta: {
    title: "Building Services in London | All Our Services",
    description:
      "Every building service we offer in London: extensions, brickwork, roofing, groundwork, interiors, joinery, plumbing, electrics and glazing.",
    keywords: ["building services london", "builders services list", "construction services"],
    path: "/services",
  },
  headline: "Our Building Services",
  drawing: { house: "terrace", focus: "whole" },
  intro:
    "Six core trades, and the specialist window, glazing and heritage work that London's period houses need. Choose a service to see how we do it, how long it takes and what it involves.",
  /** The group for top-level service pages outside the six categories. */
  specialist: {
    heading: "Windows, doors, glazing and heritage",
    text: "Specialist work on windows, doors and historic joinery.",
  },
} as const satisfies IndexPageCopy & { specialist: { heading: string; text: string } };

export const areasIndex = {
  meta: {
    title: "Areas We Cover | Builders Across London",
    description:
      "The London districts we work in, from Kensington and Hampstead to Clapham and Canary Wharf, with local building guides for each.",
    keywords: ["london builders by area", "local builders london", "areas covered"],
    path: "/areas",
  },
  headline: "Areas We Cover",
  drawing: { house: "mansion", focus: "whole" },
  intro:
    "We work across London and the surrounding areas. Each district page explains what its houses and its planning practice mean for building work there, with local guides to the jobs we are most often asked about.",
} as const satisfies IndexPageCopy;

export const projectsIndex = {
  meta: {
    title: "Our Building Projects in London",
    description:
      "Recent London building projects: a Victorian house extension, a Georgian sash window restoration and a dormer loft conversion.",
    keywords: ["building projects london", "extension case study", "loft conversion example"],
    path: "/projects",
  },
  headline: "Our Projects",
  intro:
    "A few recent jobs from across London: an extension, a restoration and a conversion. Each one started with a free site visit and a written quote.",
} as const satisfies IndexPageCopy;
