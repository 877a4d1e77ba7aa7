/** Copy of the /about page. Facts come from the site config. */
import { facts, site } from "../config/site";

export const aboutPage = {
  /** The drawing in the first screen. */
  drawing: { house: "townhouse", focus: "whole" },
  title: "About Us | London Building Contractor Since 2008",
  description: `A London building contractor founded in ${site.foundedYear}: our own trades, ${site.claims.publicLiability} public liability cover and ${site.claims.projectsCompleted} projects completed.`,
  keywords: ["about london builders", "building company london", "insured building contractor"],
  headline: `About ${site.name}`,
  intro: `We are a London building contractor founded in ${site.foundedYear}. A team of ${site.claims.employees} bricklayers, carpenters, roofers, plumbers, electricians and decorators, we build extensions and conversions, restore period houses and carry out the repairs that keep them sound.`,
  sections: [
    {
      heading: "How we started",
      paragraphs: [
        `${site.name} began in ${site.foundedYear} with roof repairs and repointing on the Victorian terraces of south-west London. Word of mouth did the rest: a neighbour's roof led to a loft conversion, a loft conversion to a kitchen extension, and the firm grew trade by trade rather than by advertising.`,
        `${site.claims.projectsCompleted} projects later, most new work still comes from people who have seen ours, and we still take on small jobs for the clients who gave us the big ones.`,
      ],
    },
    {
      heading: "How we work",
      paragraphs: [
        `Every job starts with a free site visit within ${site.promises.siteVisitMiles} miles and a written, itemised quote within ${site.promises.responseHours} hours of it. Before we start, you get a programme that shows which trade is on site each week; while we build, you get one point of contact and a weekly update.`,
        "We employ our own core trades rather than subcontracting everything, so the people who price the job are the people who build it. Gas work is carried out by Gas Safe registered engineers, electrical work is certified under Part P, and structural work is inspected by building control at every stage.",
      ],
    },
    {
      heading: "What we stand behind",
      paragraphs: [
        `We carry ${site.claims.publicLiability} public liability cover and employer's liability on every job, and send the certificates with the quote. Our work comes with written warranties, including a ${facts.flatRoofWarranty} warranty on flat roofs, a ${facts.dampCourseGuarantee} guarantee on damp-proof courses and ${facts.boilerWarranty} manufacturer warranties on the boilers we fit.`,
        `Our clients rate us ${site.claims.rating} stars on average, and we aim for ${site.claims.satisfaction} satisfaction: if something is not right at handover, we come back and put it right.`,
      ],
    },
  ],
} as const;
