/**
 * The content editor's configuration (Sveltia CMS at /admin), served as
 * /admin/config.yml (src/pages/admin/config.yml.ts): one collection per page
 * family of the registry (content/collections.ts), the two list files and the
 * owner's data files, each field made from its schema (cmsFields.ts) with this
 * site's notes (cms.ts).
 *
 * Field order is the schema's order, and the editor writes keys in field
 * order; scripts/normalise-content.ts wrote every file in that same order and
 * style, so saving an unchanged entry leaves its file as it was.
 */
import type { z } from "zod";
import { listCollections, markdownCollections, type FamilyName, type PageFamily } from "../content/collections";
import { tokenHint } from "../content/hints";
import { siteFiles } from "../content/siteFiles";
import { familyNotes, mediaFolders, projectNotes, reviewNotes, siteLabels, siteNotes } from "./cms";
import { cmsFields, type CmsField, type Notes } from "./cmsFields";

export type { CmsField } from "./cmsFields";

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
