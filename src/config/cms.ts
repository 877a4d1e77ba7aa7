/**
 * This site's choices for the content editor (Sveltia CMS at /admin): labels,
 * widgets (long text, photos), list summaries and media folders, by field name.
 * The generator (cmsFields.ts) makes every field from the zod schema that
 * validates the file, hint and limits included (a hint is the schema's
 * `.describe()`), so the editor knows the same limits as the build: a
 * 61-character title is flagged while typing, not by a failed deploy. Notes
 * are typed by the schema's keys; a note for a field the schema does not have
 * fails `tsc` and stops the build. cmsConfig.ts assembles the configuration.
 */
import { z } from "zod";
import type { FamilyName, markdownCollections } from "../content/collections";
import { siteFiles } from "../content/siteFiles";
import { areaSchema, faqSchema, pageSchema, photoSchema, projectSchema, reviewSchema } from "../content/schemas";
import { homeSchema } from "../content/schemas/home";
import type { CmsField, Notes, NotesOf } from "./cmsFields";

/** Where uploaded photos go: the folders astro:assets reads (src/lib/headerPhotos.ts, src/lib/images.ts). */
export const mediaFolders = {
  photos: "src/assets/photos",
  projects: "src/assets/projects",
  accreditations: "src/assets/accreditations",
} as const;

/**
 * An image field that stores the bare file name the schemas expect: uploads go
 * to `folder`, and an empty public folder leaves the name without a path.
 */
const imageIn = (folder: string): Partial<CmsField> => ({
  media_folder: `/${folder}`,
  public_folder: "",
  choose_url: false,
});

// ---------------------------------------------------------------------------
// How each field is edited: labels, long text, photos and list summaries. Hints
// are the schemas' own `.describe()`.

const faqNotes: NotesOf<z.input<typeof faqSchema>> = { answer: { widget: "text" } };
const photoNotes: NotesOf<z.input<typeof photoSchema>> = {
  file: { label: "Photo", widget: "image", extra: imageIn(mediaFolders.photos) },
  alt: { label: "Description" },
};
const metaNotes: NotesOf<z.input<typeof homeSchema>["meta"]> = {
  title: { label: "Search title" },
  description: { label: "Search description" },
};
const linkNotes: Notes = { href: { label: "Link" } };
/** A quote term: its words (long text) and the law it meets. */
const termNotes = (label: string) =>
  ({ label, fields: { text: { label: "Words", widget: "text" }, meets: { label: "The law it meets" } } }) as const;
const searchNotes = { meta: { label: "Search", fields: metaNotes } } as const;
const drawingNote = { label: "Drawing" } as const;
const faqListNote = { label: "Questions and answers", summary: "{{fields.question}}", fields: faqNotes } as const;

const pageBaseNotes: NotesOf<z.input<typeof pageSchema>> = {
  title: { label: "Search title" },
  description: { label: "Search description" },
  faqs: faqListNote,
  related: { label: "Related pages" },
  visual: drawingNote,
  image: { label: "Photo", fields: photoNotes },
};

const pageNotes: NotesOf<z.input<typeof pageSchema>> = {
  ...pageBaseNotes,
  listOnParent: { label: "List on parent" },
  topics: { summary: "{{fields.title}}", fields: { text: { widget: "text" }, href: { label: "Link" } } },
  buttons: { summary: "{{fields.label}}" },
};

const areaNotes: NotesOf<z.input<typeof areaSchema>> = { ...pageBaseNotes, homeOrder: { label: "Home page position" } };

export const reviewNotes: NotesOf<z.input<typeof reviewSchema>> = { id: { label: "Id" } };

export const projectNotes: NotesOf<z.input<typeof projectSchema>> = {
  id: { label: "Id" },
  description: { widget: "text" },
  seoTitle: { label: "Search title" },
  seoDescription: { label: "Search description" },
  gallery: {
    summary: "{{fields.stage}}",
    fields: { alt: { label: "Description" }, photo: { widget: "image", extra: imageIn(mediaFolders.projects) } },
  },
};

/** A collapsed list item's line for things the owner confirms: whether it is confirmed yet, then its label. */
const confirmedSummary = "{{fields.confirmed | ternary('Confirmed', 'Not confirmed')}} · {{fields.label}}";
const headingNotes: Notes = { lead: { widget: "text" } };

export const siteNotes: { [File in keyof typeof siteFiles]: NotesOf<z.input<(typeof siteFiles)[File]>> } = {
  "business.json": {
    url: { label: "Website address" },
    address: {
      fields: {
        streetAddress: { label: "Street" },
        addressLine2: { label: "Second line" },
        addressLocality: { label: "Town or city" },
        postalCode: { label: "Postcode" },
        addressCountry: { label: "Country code" },
      },
    },
    legal: {
      label: "Legal details",
      fields: { form: { label: "Legal form" }, registeredName: { label: "Legal name" } },
    },
    vat: { label: "VAT", fields: { registered: { label: "VAT registered" }, number: { label: "VAT number" } } },
    geo: { label: "Map point" },
    reviewProfiles: { label: "Review sites", summary: "{{fields.name}}" },
    emailjs: { label: "EmailJS" },
    tokens: { label: "Token names" },
  },
  "facts.json": { figures: { summary: confirmedSummary } },
  "prices.json": { prices: { summary: confirmedSummary, fields: { min: { label: "From" }, max: { label: "To" } } } },
  "rules.json": {
    rules: { summary: "{{fields.token}} · {{fields.checked}}", fields: { statement: { widget: "text" } } },
    explainers: { summary: "{{fields.id}}", fields: { text: { widget: "text" } } },
  },
  "sources.json": {
    sources: {
      summary: "{{fields.id}} · read {{fields.read}}",
      // A title is one line, however long: a text area would suggest it may run on.
      fields: { title: { widget: "string" }, url: { label: "Official link" } },
    },
  },
  "estimator.json": {
    jobs: { summary: confirmedSummary, fields: { buildingRegs: { label: "Building regulations" } } },
    finishes: { summary: confirmedSummary },
    groups: { label: "Kinds of job" },
    fees: { summary: "{{fields.label}}" },
    text: { label: "Wording" },
  },
  "partner.json": { url: { label: "Website address" } },
  "navigation.json": {
    core: { label: "Core pages", summary: "{{fields.label}}", fields: { route: { extra: { readonly: true } } } },
    footer: { fields: { anchors: { summary: "{{fields.label}}", fields: linkNotes } } },
  },
  "accreditations.json": {
    accreditations: {
      summary: "{{fields.name}}",
      fields: {
        href: { label: "Register page" },
        logo: { widget: "image", extra: imageIn(mediaFolders.accreditations) },
      },
    },
  },
  "home.json": {
    ...searchNotes,
    hero: {
      fields: {
        primary: { fields: linkNotes },
        secondary: { fields: linkNotes },
        visual: drawingNote,
        image: { label: "Photo", fields: photoNotes },
      },
    },
    headings: {
      fields: {
        services: { fields: headingNotes },
        reviews: { fields: headingNotes },
        explore: { fields: headingNotes },
        tiling: { fields: headingNotes },
        areas: { fields: headingNotes },
        whyChoose: { fields: headingNotes },
      },
    },
    trustFacts: { summary: "{{fields.label}}" },
    customProject: { fields: { primary: { fields: linkNotes }, secondary: { fields: linkNotes } } },
    serviceLinks: { fields: { groups: { summary: "{{fields.heading}}" } } },
    whyChoose: { fields: faqNotes },
    extensionGuide: {
      fields: {
        description: { widget: "text" },
        steps: { summary: "{{fields.name}}", fields: { tip: { widget: "text" } } },
      },
    },
    whyChooseCards: { summary: "{{fields.title}}" },
    stats: { summary: "{{fields.label}}" },
  },
  "about.json": { ...searchNotes, visual: drawingNote, sections: { summary: "{{fields.heading}}" } },
  "quote-pages.json": {
    pages: {
      summary: "{{fields.route}}",
      fields: { ...searchNotes, channels: { summary: "{{fields.channel}}" }, faqs: faqListNote },
    },
  },
  "index-pages.json": {
    services: { fields: { ...searchNotes, visual: drawingNote } },
    areas: { fields: { ...searchNotes, visual: drawingNote } },
    projects: { fields: searchNotes },
  },
  "quote-form.json": {
    noScript: { label: "Without JavaScript" },
    detailsPlaceholder: { label: "Project details example" },
    optional: { label: "Optional field" },
    sentPanel: { label: "After sending" },
    photos: {
      fields: {
        add: { label: "Add button" },
        addMore: { label: "Add more button" },
        count: { label: "Photos added, read out" },
        list: { label: "List name" },
        photo: { label: "Each photo's name" },
        remove: { label: "Remove button" },
      },
    },
  },
  "page-sections.json": {
    content: { label: "Service, landing and guide pages" },
    area: { label: "District pages" },
    areaTopic: { label: "District guides" },
    quote: { label: "Contact and quote pages" },
    about: { label: "About page" },
    project: { label: "Project pages" },
    contact: { label: "Contact details beside the form" },
    footer: { label: "Footer" },
    search: { label: "Search" },
    notFound: { label: "Page not found (404)" },
  },
  "replies.json": {
    whatsapp: { label: "WhatsApp message", widget: "text" },
    emailSubject: { label: "E-mail subject" },
    emailBody: { label: "E-mail text", widget: "text" },
  },
  "quote-terms.json": {
    earlyStartLabel: termNotes("Early-start box"),
    earlyStartExplained: termNotes("Early-start box explained"),
    earlyStartRequested: termNotes("Confirmation: early start asked for"),
    earlyStartNotRequested: termNotes("Confirmation: no early start"),
    cancelIntro: termNotes("Right to cancel"),
    cancelNextSteps: termNotes("After cancelling"),
    cancelConfirm: termNotes("Cancel: the confirmation question"),
    acceptIntro: termNotes("Accepting"),
    acceptRecord: termNotes("What accepting records"),
    complaints: termNotes("Complaints"),
    paymentArrangements: {
      label: "Payment",
      fields: { withDeposit: termNotes("With a deposit"), withoutDeposit: termNotes("Without a deposit") },
    },
    newBuildExclusion: termNotes("New building: no right to cancel"),
    newBuildReason: termNotes("New building: the reason"),
    statutoryRights: termNotes("Rights about the work"),
  },
};

export const siteLabels: Record<keyof typeof siteFiles, string> = {
  "business.json": "Business details",
  "facts.json": "Figures",
  "prices.json": "Prices",
  "rules.json": "Rules and explanations",
  "sources.json": "Sources of the rules",
  "estimator.json": "Cost estimator",
  "partner.json": "Tiling partner",
  "navigation.json": "Navigation",
  "accreditations.json": "Accreditations",
  "home.json": "Home page",
  "about.json": "About page",
  "quote-pages.json": "Contact and quote pages",
  "index-pages.json": "Index pages",
  "quote-form.json": "Quote form",
  "page-sections.json": "Section headings",
  "replies.json": "Replies to quote requests",
  "quote-terms.json": "Written quotes: terms",
};

/** Notes on each page family's fields, by family; a family with none gets its schema's own descriptions. */
export const familyNotes: { [Name in FamilyName]?: NotesOf<z.input<(typeof markdownCollections)[Name]["schema"]>> } = {
  pages: pageNotes,
  areas: areaNotes,
  areaTopics: pageBaseNotes,
};
