/**
 * The content editor's configuration (Sveltia CMS at /admin), served as
 * /admin/config.yml (src/pages/admin/config.yml.ts).
 *
 * This file holds this site's choices; the generic generator (cmsFields.ts)
 * makes every field from the zod schema that validates the file, so the
 * editor knows the same limits as the build: a 61-character title is flagged
 * while typing, not by a failed deploy. What the schema cannot say (labels,
 * hints it does not describe, which fields are photos or long text) is added
 * here by field name, typed by the schema's keys; a note for a field the
 * schema does not have fails `tsc` and stops the build.
 *
 * Field order is the schema's order, and the editor writes keys in field
 * order; scripts/normalise-content.ts wrote every file in that same order and
 * style, so saving an unchanged entry leaves its file as it was.
 */
import { z } from "zod";
import { listCollections, markdownCollections, type FamilyName, type PageFamily } from "../content/collections";
import { siteFiles } from "../content/siteFiles";
import {
  areaSchema,
  areaTopicSchema,
  faqSchema,
  pageSchema,
  photoSchema,
  projectSchema,
  reviewSchema,
} from "../content/schemas";
import { businessSchema, homeSchema } from "../content/siteSchemas";
import { visualSchema } from "../content/visuals";
import { cmsFields, type CmsField, type FieldNote, type Notes, type NotesOf } from "./cmsFields";

export type { CmsField } from "./cmsFields";

/** Where uploaded photos go: the folders astro:assets reads (src/lib/photos.ts, src/lib/images.ts). */
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
// What each field means, for the owner (from the schemas' doc comments).

const routeHint =
  "A page address without slashes at the ends, e.g. `roof-repairs` or `flooring/laminate-installation`.";
const tokenHint =
  "Write `{phone}`, `{email}` or another `{token}` to print a business fact; never type the number itself.";

const faqNotes: NotesOf<z.input<typeof faqSchema>> = {
  answer: { widget: "text", hint: `A complete answer in plain text. ${tokenHint}` },
};
const photoNotes: NotesOf<z.input<typeof photoSchema>> = {
  file: {
    label: "Photo",
    widget: "image",
    hint: "Upload a JPEG, PNG, WebP or AVIF photo; it is saved in src/assets/photos.",
    extra: imageIn(mediaFolders.photos),
  },
  alt: { label: "Description" },
};
const visualNotes: NotesOf<z.input<typeof visualSchema>> = {
  house: { hint: "The London house type drawn at the top of the page." },
  focus: { hint: "The part of the house highlighted in the drawing." },
};
const metaNotes: NotesOf<z.input<typeof homeSchema>["meta"]> = {
  title: { label: "Search title", hint: "The title search engines show: 10 to 60 characters." },
  description: { label: "Search description", hint: "One sentence for search results: 50 to 160 characters." },
  keywords: { hint: "Extra search keywords." },
};
const linkNotes: Notes = { href: { label: "Link", hint: "A path on this site, e.g. `/contact`." } };

const pageBaseNotes: NotesOf<z.input<typeof pageSchema>> = {
  title: { label: "Search title", hint: "The title search engines show: 10 to 60 characters, unique across the site." },
  description: {
    label: "Search description",
    hint: "One sentence for search results: 50 to 160 characters, unique across the site.",
  },
  headline: { hint: "The page's main heading." },
  intro: { hint: `The opening paragraph under the headline. ${tokenHint}` },
  faqs: { label: "Questions and answers", summary: "{{fields.question}}", fields: faqNotes },
  keywords: { hint: "Extra search keywords; the site adds the usual ones itself." },
  related: { label: "Related pages", hint: `Pages linked at the end. ${routeHint}` },
  visual: {
    label: "Drawing",
    hint: "The drawing at the top of the page, which the pages under it share unless they name their own; leave empty for the drawing of the page above.",
    fields: visualNotes,
  },
  image: { label: "Photo", hint: "Your own photo, shown instead of the drawing.", fields: photoNotes },
  explainers: {
    hint: "Shared explanations shown after the page text, by id (see Rules and explanations), e.g. sewer-transfer.",
  },
};

const pageNotes: NotesOf<z.input<typeof pageSchema>> = {
  ...pageBaseNotes,
  kind: { hint: "Which template the page uses: service, landing, guide or local." },
  parent: { hint: `The page this one sits under (back link, breadcrumbs, the parent's cards). ${routeHint}` },
  order: { hint: "Position among its sibling pages on the parent's cards; lower comes first." },
  listOnParent: { label: "List on parent", hint: "Off keeps the page off its parent's cards (it still links back)." },
  alsoUnder: { hint: "Other hub pages that list this page as well as its parent." },
  group: { hint: "Column heading on the parent that groups its children, e.g. Plumbing." },
  topics: {
    summary: "{{fields.title}}",
    fields: {
      text: { widget: "text" },
      href: { label: "Link", hint: `Optional page the card links to. ${routeHint}` },
    },
  },
  reviews: { hint: "Ids of the reviews shown on the page (see Reviews)." },
  buttons: {
    hint: "The primary and secondary button: a label and what it does.",
    summary: "{{fields.label}}",
  },
  theme: { hint: "`emergency` shows the red theme with the 24/7 line." },
  showAreaGroups: { hint: "On only on the building services hub: lists the areas by region." },
  estimator: { hint: "Shows the cost estimator with these kinds of project (see Cost estimator)." },
  aliases: { hint: `Old addresses that redirect here. ${routeHint}` },
};

const areaNotes: NotesOf<z.input<typeof areaSchema>> = {
  ...pageBaseNotes,
  name: { hint: "The district's name as Londoners write it." },
  region: { hint: "The part of London, for grouping on the building services hub." },
  homeOrder: {
    label: "Home page position",
  },
  coordinates: { hint: "The district's approximate centre; leave empty for central London." },
  services: { hint: `The services most asked for in this district. ${routeHint}` },
  places: {
    hint: "Streets, estates, conservation areas and landmarks this page names, written as in its text. Each of the district's topic pages must name at least two of them.",
  },
};

const areaTopicNotes: NotesOf<z.input<typeof areaTopicSchema>> = {
  ...pageBaseNotes,
  order: { hint: "Position among the district's topics; lower comes first." },
};

const reviewNotes: NotesOf<z.input<typeof reviewSchema>> = {
  id: { label: "Id", hint: "A short stable name that pages refer to, e.g. `sarah-k-clapham`." },
  rating: { hint: "Stars, 1 to 5." },
  author: { hint: 'First name and initial with the area, e.g. "Sarah K., Clapham".' },
  text: { hint: "The review in the client's words." },
  date: { hint: "The date of the review, yyyy-mm-dd." },
  sample: {
    hint: "On for the made-up examples the site launched with; off for a real review from a real client. UK law forbids publishing fake reviews.",
  },
};

const projectNotes: NotesOf<z.input<typeof projectSchema>> = {
  id: {
    label: "Id",
    hint: "The project's address, `/projects/<id>`: lowercase letters, digits and hyphens, e.g. `balham-kitchen-extension`. Leave it empty and the site makes it from the title. Do not change it once published.",
  },
  description: { widget: "text", hint: "One or two sentences for the project card." },
  seoTitle: { label: "Search title", hint: "The detail page's title for search engines: 10 to 60 characters." },
  seoDescription: { label: "Search description", hint: "One sentence for search results: 50 to 160 characters." },
  scene: { hint: "The drawing shown until your photographs are added." },
  gallery: {
    hint: "Before, during and after, in that order; the last is the cover picture.",
    summary: "{{fields.stage}}",
    fields: {
      alt: { label: "Description" },
      photo: {
        widget: "image",
        hint: "Your photo of this stage, saved in src/assets/projects; it replaces the drawing. Describe it above.",
        extra: imageIn(mediaFolders.projects),
      },
    },
  },
  features: { hint: "What the job included, one point each (at least four)." },
  story: { hint: "The longer write-up, one paragraph each (at least two)." },
  sample: {
    hint: "On for the example projects the site launched with, which the pages label as examples; off once this describes a job you really did.",
  },
};

// Notes for the owner's data files in src/content/site, by file.
const claimNotes: NotesOf<{ value: string; confirmed: boolean }> = {
  confirmed: { hint: "On once you have checked the value and stand behind it." },
};
const confirmedNote: FieldNote<boolean> = { hint: "On once you have checked the value and stand behind it." };
/** A collapsed list item's line for things the owner confirms: whether it is confirmed yet, then its label. */
const confirmedSummary = "{{fields.confirmed | ternary('Confirmed', 'Not confirmed')}} · {{fields.label}}";
const headingNotes: Notes = { eyebrow: { hint: "The small label above the heading." }, lead: { widget: "text" } };

const siteNotes: { [File in keyof typeof siteFiles]: NotesOf<z.input<(typeof siteFiles)[File]>> } = {
  "business.json": {
    url: { label: "Website address", hint: "The live site's address, https and no slash at the end." },
    description: { hint: "One or two sentences describing the business, for search engines." },
    phone: {
      hint: "Office number, written any usual way (020 7946 0000, +44 20 7946 0000); the site prints it as 020 7946 0000.",
    },
    mobile: { hint: "Mobile number that WhatsApp chats go to, e.g. 07700 900123 or +44 7700 900123." },
    emergencyPhone: { hint: "The 24/7 emergency line, written any usual way." },
    address: { hint: 'Postal address for search engines; leave street and postcode empty to publish only "London".' },
    geo: { label: "Map point" },
    hours: {
      hint: "Office hours, 24-hour times like 08:00.",
      fields: { emergency: { hint: "How the emergency service is described." } },
    },
    foundedYear: { fields: claimNotes },
    claims: {
      hint: "Figures the site states about the business; confirm each one.",
      fields: Object.fromEntries(
        Object.keys(businessSchema.shape.claims.shape).map((name) => [name, { fields: claimNotes }]),
      ),
    },
    promises: {
      fields: { quoteAfterVisitHours: { fields: { confirmed: confirmedNote } } },
    },
    serviceArea: {
      fields: {
        radiusMetres: { hint: "Service radius around central London, in metres, for search engines." },
        areaRadiusMetres: { hint: "Radius around each district's centre on its own page, in metres." },
      },
    },
    structuredData: {
      fields: {},
    },
    emailjs: { label: "EmailJS", hint: "The EmailJS account ids the quote form sends through." },
  },
  "facts.json": {
    figures: {
      hint: "Other figures copy prints through `{token}`s: warranties, approval times, performance claims.",
      summary: confirmedSummary,
      fields: { token: { hint: "The name copy uses, e.g. `sashOverhaulCost`." }, confirmed: confirmedNote },
    },
  },
  "prices.json": {
    prices: {
      summary: confirmedSummary,
      fields: {
        token: { hint: "The name copy uses to print the price, e.g. `sashOverhaulCost`." },
        min: { label: "From", hint: "Pounds, VAT included." },
        max: { label: "To", hint: "Pounds; leave empty for a starting figure." },
        confirmed: confirmedNote,
      },
    },
  },
  "rules.json": {
    rules: {
      hint: "The rules pages restate: regulations, standards, planning limits and trade practice. Re-check each against its source at least once a year; the launch check warns about any checked more than 12 months ago.",
      summary: "{{fields.token}} · {{fields.checked}}",
      fields: {
        token: { hint: "The name copy uses to print the value, e.g. `windowUValue`." },
        value: { hint: "The value as the pages print it, e.g. 1.4 W/m²K or two months." },
        kind: { hint: "What kind of rule it is; the pages must say which." },
        source: { hint: "The document, e.g. Approved Document L 2021, vol. 1." },
        clause: { hint: "Where in the document, e.g. table 4.1 or s. 3(2)(a)." },
        checked: { hint: "The day you last checked the value against the source, yyyy-mm-dd." },
        statement: { widget: "text" },
      },
    },
    explainers: {
      hint: "Explanations several pages share; a page shows one by listing its id under Explainers.",
      summary: "{{fields.id}}",
      fields: {
        id: { hint: "The name pages list, e.g. sewer-transfer." },
        text: { widget: "text", hint: `One paragraph. ${tokenHint}` },
        rules: { hint: "Tokens of the rules it relies on; their sources are shown under it." },
      },
    },
  },
  "estimator.json": {
    jobs: {
      hint: "The jobs the cost estimator prices. Each takes its price from Prices (or the extension figures) by its token.",
      summary: confirmedSummary,
      fields: {
        id: { hint: "A short name used in shared estimate links, e.g. rear-dormer." },
        group: { hint: "Which estimator this job appears in; pages choose the groups they show." },
        label: { hint: "What the visitor picks, e.g. Rear dormer loft conversion." },
        price: { hint: "The token of the price the pages print for this job, e.g. `dormerLoftCost`." },
        typicalSize: { hint: "The floor area in m² that the price stands for; the estimate scales from it." },
        sizes: { hint: "The smallest and largest floor area in m² the estimator accepts for this job." },
        ratePerM2: {
          hint: "For jobs priced from a starting figure: the token of a price per m², e.g. `cellarConversionRate`.",
        },
        weeks: {
          hint: "Typical weeks on site. Leave empty for extensions, which use the extension figures.",
        },
        needsPlanning: { hint: "On if the job usually needs planning permission on any property." },
        permittedInConservationArea: {
          hint: "On if the job can be permitted development on a house in a conservation area.",
        },
        partyWall: { hint: "On if the job usually brings party wall notices on a terrace or semi." },
        buildingRegs: { label: "Building regulations", hint: "Off only for small repairs that need no approval." },
        confirmed: confirmedNote,
      },
    },
    finishes: {
      hint: "Finish levels, cheapest first. Each multiplies the low and the high end of the estimate.",
      summary: confirmedSummary,
      fields: { hint: { hint: "What the level means, shown under its name." }, confirmed: confirmedNote },
    },
    adjustments: {
      hint: "How much more a flat, a listed building and a conservation area add, as multipliers of the low and the high end.",
      fields: { confirmed: confirmedNote },
    },
    groups: {
      label: "Kinds of job",
      hint: "What each kind of job is called in the list, and what it leaves out besides the fees (one line each).",
    },
    properties: { hint: "What each kind of property is called in the estimator." },
    fees: {
      hint: "Fees the estimate leaves out, each with the token of the price it prints (not shown for roofs).",
      summary: "{{fields.label}}",
    },
    permissions: {
      hint: "The permissions an estimate lists: the name, the page it links to (a path such as /planning-permission-assistance) and what it says in each case.",
    },
    text: {
      label: "Wording",
      hint: "The estimator's labels and sentences. Keep each `{name}` as it is: it prints a size, a price or the job.",
    },
  },
  "partner.json": {
    name: { hint: "The tiling specialist the footer and home page link to." },
    url: { label: "Website address", hint: "The partner's site, https and no slash at the end." },
    areaPath: {},
    confirmed: confirmedNote,
  },
  "navigation.json": {
    core: {
      label: "Core pages",
      summary: "{{fields.label}}",
      fields: {
        route: {
          hint: "The page's address; empty for the home page. Changing it needs a developer.",
          extra: { readonly: true },
        },
        aliases: { hint: "Old addresses that redirect here." },
      },
    },
    footer: {
      fields: {
        anchors: { summary: "{{fields.label}}", fields: linkNotes },
        localServices: { hint: `Local service pages, in order. ${routeHint}` },
        localSearch: { hint: `Local search pages, all shown. ${routeHint}` },
      },
    },
  },
  "accreditations.json": {
    accreditations: {
      hint: "Your real accreditations; add one only with proof of membership.",
      summary: "{{fields.name}}",
      fields: {
        name: { hint: 'The body\'s name as it asks members to write it, e.g. "TrustMark".' },
        href: {
          label: "Register page",
          hint: "Your page on the body's register, where visitors can check the membership.",
        },
        logo: {
          widget: "image",
          hint: "The badge artwork the body supplies; saved in src/assets/accreditations.",
          extra: imageIn(mediaFolders.accreditations),
        },
      },
    },
  },
  "home.json": {
    meta: { label: "Search", fields: metaNotes },
    hero: {
      fields: {
        lead: { hint: `The paragraph under the headline. ${tokenHint}` },
        primary: { fields: linkNotes },
        secondary: { fields: linkNotes },
        badges: { hint: "One to four short points under the buttons." },
        visual: { label: "Drawing", fields: visualNotes },
        image: { label: "Photo", hint: "Your own photo, shown instead of the drawing.", fields: photoNotes },
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
    categories: { hint: `The six service categories, in order. ${routeHint}` },
    customProject: { fields: { primary: { fields: linkNotes }, secondary: { fields: linkNotes } } },
    serviceLinks: { fields: { groups: { summary: "{{fields.heading}}" } } },
    whyChoose: { fields: faqNotes },
    extensionGuide: {
      fields: {
        description: { widget: "text" },
        steps: { summary: "{{fields.name}}", fields: { tip: { widget: "text" } } },
      },
    },
    explore: { hint: `The explore-services link grid. ${routeHint}` },
    whyChooseCards: { summary: "{{fields.title}}" },
    stats: { summary: "{{fields.label}}" },
  },
  "about.json": {
    meta: { label: "Search", fields: metaNotes },
    visual: { label: "Drawing", fields: visualNotes },
    intro: { hint: `The opening paragraph. ${tokenHint}` },
    sections: { summary: "{{fields.heading}}" },
  },
  "quote-pages.json": {
    pages: {
      summary: "{{fields.route}}",
      fields: {
        route: { hint: "Which page this is." },
        meta: { label: "Search", fields: metaNotes },
        channels: {
          summary: "{{fields.channel}}",
        },
        faqs: { label: "Questions and answers", summary: "{{fields.question}}", fields: faqNotes },
      },
    },
  },
  "index-pages.json": {
    services: {
      fields: {
        meta: { label: "Search", fields: metaNotes },
        visual: { label: "Drawing", fields: visualNotes },
      },
    },
    areas: {
      fields: { meta: { label: "Search", fields: metaNotes }, visual: { label: "Drawing", fields: visualNotes } },
    },
    projects: { fields: { meta: { label: "Search", fields: metaNotes } } },
  },
  "page-sections.json": {
    content: { label: "Service, landing and guide pages", hint: "Headings of the sections these pages share." },
    area: {
      label: "District pages",
      hint: "Headings of a district's page; `{district}` prints the district's name.",
      fields: { back: { hint: 'The back link\'s text, after "Back to".' } },
    },
    areaTopic: { label: "District guides", hint: "`{district}` prints the district's name." },
    quote: { label: "Contact and quote pages" },
    about: { label: "About page" },
    project: { label: "Project pages" },
  },
  "replies.json": {
    whatsapp: { label: "WhatsApp message", widget: "text" },
    emailSubject: { label: "E-mail subject" },
    emailBody: { label: "E-mail text", widget: "text" },
  },
};

const siteLabels: Record<keyof typeof siteFiles, string> = {
  "business.json": "Business details",
  "facts.json": "Figures",
  "prices.json": "Prices",
  "rules.json": "Rules and explanations",
  "estimator.json": "Cost estimator",
  "partner.json": "Tiling partner",
  "navigation.json": "Navigation",
  "accreditations.json": "Accreditations",
  "home.json": "Home page",
  "about.json": "About page",
  "quote-pages.json": "Contact and quote pages",
  "index-pages.json": "Index pages",
  "page-sections.json": "Section headings",
  "replies.json": "Replies to quote requests",
};

// ---------------------------------------------------------------------------
// Collections.

/** The Markdown body below the front matter, edited as Markdown text so the editor never reflows it. */
export const bodyField: CmsField = {
  name: "body",
  label: "Page text",
  widget: "markdown",
  required: false,
  hint: `The page's main text in Markdown: \`## Heading\`, blank lines between paragraphs, \`- \` for bullets. ${tokenHint}`,
  modes: ["raw"],
};

const contentRoot = "src/content";

/** The schema each collection's fields come from: tests/unit/cmsSchemaParity.test.ts checks them against it. */
export const cmsSchemas = {
  ...Object.fromEntries(
    Object.values(markdownCollections as Record<FamilyName, PageFamily>).map((family) => [
      family.editor.name,
      family.schema,
    ]),
  ),
  reviews: listCollections.reviews.schema,
  projects: listCollections.projects.schema,
  ...siteFiles,
} as const;

/** Notes on each page family's fields, by family; a family with none gets its schema's own descriptions. */
const familyNotes: { [Name in FamilyName]?: NotesOf<z.input<(typeof markdownCollections)[Name]["schema"]>> } = {
  pages: pageNotes,
  areas: areaNotes,
  areaTopics: areaTopicNotes,
};

/** A page family's folder of Markdown files, as the registry (content/collections.ts) describes it. */
const markdownCollection = (family: PageFamily, notes: object = {}) => ({
  name: family.editor.name,
  label: family.editor.label,
  folder: `${contentRoot}/${family.dir}`,
  extension: "md",
  format: "yaml-frontmatter",
  create: true,
  identifier_field: "title",
  summary: "{{headline}}",
  fields: [...cmsFields(family.schema, notes), bodyField],
  ...(family.editor.nested && { nested: family.editor.nested }),
});

/** A YAML file holding a list of entries, edited as one list. */
const listFile = (name: string, label: string, file: string, schema: z.ZodObject, notes: Notes, summary: string) => ({
  name,
  label,
  files: [
    {
      name,
      label,
      file: `${contentRoot}/${file}`,
      format: "yaml",
      fields: [
        {
          name,
          label,
          widget: "list",
          root: true,
          summary,
          collapsed: true,
          // The editor opens a collapsed item only from the › at its top left, not from its name (Sveltia CMS 0.221).
          hint: "Open one with the › at the top left of its box, or open them all with Expand All.",
          fields: cmsFields(schema, notes),
        } satisfies CmsField,
      ],
    },
  ],
});

/** The GitHub repository the editor commits to; fill in before going live (docs/owner-guide.md). */
export const cmsRepository = { repo: "OWNER/REPOSITORY", branch: "main" };

export const cmsConfig = {
  backend: { name: "github", ...cmsRepository },
  app_title: "Site editor",
  // The media library's default folder; photo fields name their own (src/assets/photos, src/assets/projects).
  media_folder: `/${mediaFolders.photos}`,
  public_folder: "",
  // Optional fields left empty are left out of the file, as the schemas expect (an empty `parent: ''` would fail).
  output: { omit_empty_optional_fields: true, yaml: { indent_size: 2, indent_sequences: true, quote: "none" } },
  // Photos are the owner's own: no stock-photo libraries (Unsplash, Pexels, Pixabay, Lorem Picsum) in the image dialog.
  media_libraries: { stock_assets: { providers: [] } },
  collections: [
    ...(Object.keys(markdownCollections) as FamilyName[]).map((name) =>
      markdownCollection(markdownCollections[name], familyNotes[name]),
    ),
    // A review's date is written bare (2024-01-18); its schema reads it back as text either way.
    listFile(
      "reviews",
      "Reviews",
      listCollections.reviews.file,
      listCollections.reviews.schema,
      reviewNotes,
      "{{fields.author}}",
    ),
    listFile(
      "projects",
      "Projects",
      listCollections.projects.file,
      listCollections.projects.schema,
      projectNotes,
      "{{fields.title}}",
    ),
    {
      name: "site",
      label: "Business and page copy",
      format: "json",
      files: (Object.keys(siteFiles) as (keyof typeof siteFiles)[]).map((file) => ({
        name: file.replace(/\.json$/, ""),
        label: siteLabels[file],
        file: `${contentRoot}/site/${file}`,
        format: "json",
        fields: cmsFields(siteFiles[file], siteNotes[file]),
      })),
    },
  ],
};
