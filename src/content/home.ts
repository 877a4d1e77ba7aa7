/**
 * Copy and structure of the home page. Facts come from the site config;
 * titles and summaries of linked pages come from those pages.
 */
import { extensionPricing, facts, formatCost, formatWeeks, site } from "../config/site";
import type { HowToGuide } from "../lib/jsonLd";
import type { Visual } from "./visuals";

export const hero = {
  headline: site.heroTagline,
  lead: `Extensions, loft and basement conversions, roofing, brickwork, joinery and repairs for London homes and businesses, built by one team that has been doing it since ${site.foundedYear}.`,
  primary: { label: "Get Free Quote", href: "/contact" },
  secondary: { label: "View Our Work", href: "/projects" },
  badges: ["Fully Insured & Licensed", `${site.claims.yearsExperience} Years Experience`, "5-Star Rated Service"],
} as const;

/** The hero's picture: a drawing until the owner names a photo in src/assets/photos. */
export const heroVisual: { drawing: Visual; image?: { file: string; alt: string } } = {
  drawing: { house: "terrace", focus: "extension" },
};

/** The trust strip under the hero: facts from the site config, nothing else. */
export const trustFacts = [
  { icon: "since", label: `Trading since ${site.foundedYear}` },
  { icon: "projects", label: `${site.claims.projectsCompleted} projects completed` },
  { icon: "liability", label: `${site.claims.publicLiability} public liability` },
  { icon: "insured", label: "Fully insured" },
  { icon: "visits", label: `Free site visits within ${site.promises.siteVisitMiles} miles` },
  { icon: "reply", label: `A reply within ${site.promises.responseHours} hours` },
] as const;

/** The six service categories, in the spec's order; their service lines come from each category's child pages. */
export const categoryRoutes = [
  "general-building",
  "brickwork",
  "roofing-groundwork",
  "interior-renovation",
  "carpentry-joinery",
  "plumbing-electrical",
] as const;

export const servicesIntro =
  "Six trades under one roof, so a loft conversion does not wait for a separate plumber and a kitchen extension does not need three contractors to agree on a date.";

export const customProject = {
  title: "Don't See Your Project Listed?",
  text: "Most of our work is not a neat category: a garage turned into a studio, a shopfront rebuilt, a listed staircase repaired, a basement flat made dry. Tell us what you have in mind and we will tell you honestly whether it is a job for us.",
  primary: { label: "Request Custom Quote", href: "/request-custom-quote" },
  secondary: { label: "Call Us Today", href: "/call-us-today" },
} as const;

/** The services-links section: primary services first, then secondary and related pages. */
export const serviceLinks = {
  title: "Popular services in London",
  groups: [
    {
      category: "primary",
      heading: "Most requested",
      routes: ["home-extensions", "loft-conversions", "basement-conversions", "kitchen-extensions"],
    },
    {
      category: "secondary",
      heading: "Repairs and upgrades",
      routes: ["roof-repairs", "repointing", "sash-window-renovation", "full-house-rewiring"],
    },
    {
      category: "related",
      heading: "Planning and compliance",
      routes: [
        "planning-permission-assistance",
        "building-regulations-compliance",
        "tanking-basement-protection",
        "design-consultation",
      ],
    },
  ],
} as const;

export const whyChooseQuestion = {
  question: `Why choose ${site.name} for building work in London?`,
  answer: `Because one firm is accountable from the first survey to the final certificate. We have completed ${site.claims.projectsCompleted} projects since ${site.foundedYear}, carry ${site.claims.publicLiability} public liability cover, and employ our own bricklayers, carpenters, roofers, plumbers and electricians rather than subcontracting every trade. You get a written quote within ${site.promises.responseHours} hours of the site visit, a named point of contact during the build, and warranties in writing.`,
};

/** The how-to-plan-an-extension guide, shown as steps and as HowTo JSON-LD. */
export const extensionGuide: HowToGuide & { totalTimeLabel: string; costLabel: string } = {
  name: "How to plan a house extension in London",
  description:
    "The stages of a typical London rear or side extension, from first idea to handover, with the approvals you need and how long each stage takes.",
  totalTime: `P${extensionPricing.guide.weeks.max}W`,
  totalTimeLabel: formatWeeks(extensionPricing.guide.weeks),
  estimatedCost: extensionPricing.guide.cost,
  costLabel: formatCost(extensionPricing.guide.cost),
  steps: [
    {
      name: "Decide what the space must do",
      text: "Write down how you will use the room, how many people it must seat and where the light should come from. It decides the footprint, the glazing and where the steel beams go.",
      tip: "Measure your current kitchen and dining space; most families need less extra floor area than they expect.",
    },
    {
      name: "Check permitted development or apply for planning",
      text: `Many single-storey rear extensions fall under permitted development; anything larger, or any work in a conservation area, usually needs planning permission. A householder application takes about ${facts.planningWeeks} to decide, a major application ${facts.majorPlanningWeeks}.`,
    },
    {
      name: "Get structural drawings and Building Regulations approval",
      text: `A structural engineer sizes the beams and foundations, and the drawings go to building control, which takes ${facts.buildingRegsWeeks}. Serve Party Wall Act notices on your neighbours at the same time if you build on or near the boundary.`,
      tip: "Party wall notices need at least two months before work on the wall starts, so serve them early.",
    },
    {
      name: "Fix the budget and the programme",
      text: `A single-storey extension typically costs ${formatCost(extensionPricing.singleStorey.cost)} and takes ${formatWeeks(extensionPricing.singleStorey.weeks)}; a double-storey ${formatCost(extensionPricing.doubleStorey.cost)} over ${formatWeeks(extensionPricing.doubleStorey.weeks)}. Keep a contingency of around a tenth for what the ground reveals.`,
    },
    {
      name: "Build, inspect and sign off",
      text: "Foundations, drainage, walls, roof and glazing go in before the inside is fitted out. Building control inspects at each stage and issues a completion certificate at the end; keep it with your deeds.",
    },
  ],
};

/** The explore-services link grid. */
export const exploreRoutes = [
  "new-builds",
  "refurbishment-services",
  "roofing-services",
  "flat-roofing",
  "groundworks",
  "external-rendering",
  "chimney-repairs",
  "bespoke-joinery",
  "flooring",
  "tiling-services",
  "bathroom-installations",
  "central-heating-services",
  "electrical-safety-testing",
  "specialist-glazing",
  "waterproofing-solutions",
  "interior-painting-decorating",
] as const;

export const whyChooseCards = [
  {
    title: "Fully Insured",
    text: `${site.claims.publicLiability} public liability cover on every job, with employer's liability for our own team. Certificates are sent with the quote.`,
  },
  {
    title: "Expert Team",
    text: `A directly employed team of ${site.claims.employees} people: bricklayers, carpenters, roofers, Gas Safe engineers and electricians who work together every week.`,
  },
  {
    title: "Quality Guarantee",
    text: `Written warranties on our work, including a ${facts.flatRoofWarranty} warranty on flat roofs and a ${facts.dampCourseGuarantee} guarantee on damp-proof courses.`,
  },
  {
    title: "On-Time Delivery",
    text: "A written programme before we start and a weekly update while we build, so you always know which trade is next and when the job ends.",
  },
] as const;

export const trustedPartner = {
  title: "Your Trusted Building Partner",
  paragraphs: [
    `${site.name} started in ${site.foundedYear} repairing roofs and repointing terraces in south-west London. The same habits built the business: turning up when we say we will, pricing the job in writing, and finishing it properly.`,
    "Today we take on whole-house renovations, extensions and conversions across London, and we still do the small jobs that keep a period house sound. Most of our work comes from people whose neighbours we have built for.",
  ],
} as const;

export const stats = [
  { value: site.claims.yearsExperience, label: "Years of experience" },
  { value: site.claims.projectsCompleted, label: "Projects completed" },
  { value: site.claims.satisfaction, label: "Customer satisfaction" },
  { value: `${site.claims.rating}-star`, label: "Average rating" },
] as const;

export const homeMeta = {
  title: "London Builders & Building Contractors | Free Quotes",
  description: `Extensions, loft and basement conversions, roofing and renovation across London by an insured team with ${site.claims.yearsExperience} years' experience.`,
  keywords: ["london builders", "building contractors london", "home extensions london", "loft conversions london"],
} as const;
