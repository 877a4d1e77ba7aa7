/**
 * A project's id is its page's address, /projects/<id>: a URL slug, checked by
 * the schema and by the editor, and made from the title when left empty.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { cmsConfig, type CmsField } from "../../src/config/cmsConfig";
import { listCollections, listEntries } from "../../src/content/collections";
import { projectSchema, slug, slugify } from "../../src/content/schemas";
import { loadAllContent } from "../../scripts/lib/loadContent";

const projectsFile = new URL(`../../src/content/${listCollections.projects.file}`, import.meta.url);
const rawProjects = () => parse(readFileSync(projectsFile, "utf8")) as Record<string, unknown>[];

/** The editor's field for a project's id. */
function editorIdField(): CmsField {
  const collection = cmsConfig.collections.find((c) => c.name === "projects");
  const list = collection && "files" in collection ? collection.files[0]?.fields[0] : undefined;
  const field = list?.fields?.find((f) => f.name === "id");
  if (!field) throw new Error("no id field in the editor's Projects");
  return field;
}

describe("project ids", () => {
  it("are refused when they would not make a clean address", () => {
    for (const id of [
      "Balham Kitchen Extension",
      "balham kitchen",
      "Balham-Kitchen",
      "balham--kitchen",
      "-balham",
      "kitchen/extension",
    ]) {
      const result = projectSchema.shape.id.safeParse(id);
      expect(result.success, id).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/lowercase letters, digits and hyphens/);
    }
    expect(projectSchema.shape.id.safeParse("balham-kitchen-extension-2").success).toBe(true);
  });

  it("are checked in the editor with the schema's pattern and a plain message, and may be left empty", () => {
    const field = editorIdField();
    expect(field.required).toBe(false);
    const [source, message] = field.pattern ?? [];
    const pattern = new RegExp(source ?? "");
    expect(pattern.test("Balham Kitchen Extension")).toBe(false);
    expect(pattern.test("balham-kitchen-extension")).toBe(true);
    expect(message).toMatch(/lowercase letters, digits and hyphens/);
  });

  it("are made from the title when left empty", () => {
    expect(slugify("Balham Kitchen Extension")).toBe("balham-kitchen-extension");
    expect(slugify("  Loft & Dormer, Brixton (2025)!  ")).toBe("loft-and-dormer-brixton-2025");
    expect(slugify("Café Owner’s Flat")).toBe("cafe-owners-flat");
    const [entry] = listEntries([{ title: "Balham Kitchen Extension" }], listCollections.projects);
    expect(entry?.id).toBe("balham-kitchen-extension");
  });

  it("keep every id the owner wrote, and give each project without one the slug of its title", () => {
    const { projects, errors } = loadAllContent();
    expect(errors).toEqual([]);
    const raw = rawProjects();
    expect(projects.map((p) => p.id)).toEqual(
      raw.map((p) => (typeof p.id === "string" ? p.id : slugify(String(p.title)))),
    );
    for (const { id } of projects) expect(slug.safeParse(id).success, id).toBe(true);
  });

  it("loads a project saved without an id at the address made from its title", () => {
    const [first] = rawProjects();
    const withoutId: Record<string, unknown> = { ...first, title: "Balham Kitchen Extension" };
    delete withoutId.id;
    const [entry] = listEntries([withoutId], listCollections.projects);
    const parsed = projectSchema.safeParse(entry);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.id).toBe("balham-kitchen-extension");
  });

  it("stop the build on two projects with one id, naming both", () => {
    const [first, second] = rawProjects();
    const twins = [
      { ...first, id: undefined, title: "Balham Kitchen Extension" },
      { ...second, id: "balham-kitchen-extension", title: "Another Kitchen" },
    ];
    expect(() => listEntries(twins, listCollections.projects)).toThrow(
      /projects\.yaml: entry 1 \("Balham Kitchen Extension"\) and entry 2 \("Another Kitchen"\) both have the id "balham-kitchen-extension"/,
    );
  });
});
