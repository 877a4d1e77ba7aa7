/**
 * The README stays a true map of the house: its structure block names every folder of `worker/`
 * and `src/`, and its URL table every route the Worker registers (and nothing that is gone).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/index";

const root = join(import.meta.dirname, "../..");

/** What the README lacks (`missing`) and what it names that is not there (`gone`), so a failure names them. */
const mismatch = (named: readonly string[], there: readonly string[]) => ({
  missing: there.filter((item) => !named.includes(item)),
  gone: named.filter((item) => !there.includes(item)),
});
const none = { missing: [], gone: [] };
const readme = readFileSync(join(root, "README.md"), "utf8");

/** The fenced block under the README's "Project structure" heading. */
function structureBlock(): string {
  const section = readme.split(/^## Project structure$/m)[1] ?? "";
  return /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? "";
}

/**
 * The folders the block lists directly under `top` (`worker/` or `src/`): lines one indent (two spaces)
 * deeper than `top/`, before the next line at `top/`'s depth. A line's names come before its description,
 * which is set off by two or more spaces, so `pages/ areas/   Markdown pages` names two folders.
 */
function listedFolders(block: string, top: string): string[] {
  const lines = block.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${top}/`));
  if (start < 0) return [];
  const folders: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const entry = /^ {2}(\S.*)$/.exec(line)?.[1];
    if (!entry) continue;
    const names = entry.split(/ {2,}/)[0] ?? "";
    for (const name of names.split(" ")) if (name.endsWith("/")) folders.push(name.slice(0, -1));
  }
  return folders;
}

/** The folders on disk directly under `top`, leaving out hidden ones and any left empty. */
const foldersOnDisk = (top: string) =>
  readdirSync(join(root, top), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .filter((entry) => readdirSync(join(root, top, entry.name)).length > 0)
    .map((entry) => entry.name);

/*
 * One level deep: the Worker's features and shared homes and the site's layers are what a newcomer
 * walks, and what moves when the house is reorganised. The folders inside them (components/ui,
 * content/pages, lib/routeData) the block names in words, and checking them too would turn the block
 * into a file listing.
 */
describe("the README's structure block", () => {
  for (const top of ["worker", "src"]) {
    it(`names every folder of ${top}/, and no folder that is gone`, () => {
      expect(mismatch(listedFolders(structureBlock(), top), foldersOnDisk(top))).toEqual(none);
    });
  }
});

const methods = "GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|ALL";

/**
 * A path compared segment by segment, a segment that holds a parameter as one `{}`: Hono's `:name`
 * with or without its pattern (`:token{[A-Za-z0-9_-]{22}}`, `:file{[0-9a-f]{64}\.ics}`) and the
 * README's `{name}`, with or without text around it (`{token}.ics`), are the same parameter.
 */
const normalise = (path: string) =>
  path
    .replace(/:\w+(\{(?:[^{}]|\{[^{}]*\})*\})?/g, "{}")
    .split("/")
    .map((segment) => (segment.includes("{") ? "{}" : segment))
    .join("/");

/** What the Worker answers: every registered handler, without `app.use()`'s middleware (method ALL on a `*` path). */
const registered = () => [
  ...new Set(
    app.routes
      .filter((route) => !(route.method === "ALL" && route.path.endsWith("*")))
      .map((route) => `${route.method} ${normalise(route.path)}`),
  ),
];

/** The routes the README's tables name: code spans such as `GET /admin/leads/{reference}` or `GET, POST /request`. */
const documented = () => {
  const routes = new Set<string>();
  for (const row of readme.split("\n").filter((line) => line.startsWith("|"))) {
    for (const [, span] of row.matchAll(/`([^`]+)`/g)) {
      const route = new RegExp(`^((?:${methods})(?:, (?:${methods}))*) (/\\S*)$`).exec(span ?? "");
      if (!route?.[1] || !route[2]) continue;
      for (const method of route[1].split(", ")) routes.add(`${method} ${normalise(route[2])}`);
    }
  }
  return [...routes];
};

describe("the README's URL table", () => {
  it("names every route the Worker registers, and none it does not", () => {
    expect(mismatch(documented(), registered())).toEqual(none);
  });

  it("reads Hono's parameters and the README's placeholders alike", () => {
    expect(normalise("/request/:token{[A-Za-z0-9_-]{22}}/visit.ics")).toBe(normalise("/request/{token}/visit.ics"));
    expect(normalise("/calendar/:file{[0-9a-f]{64}\\.ics}")).toBe(normalise("/calendar/{token}.ics"));
    expect(normalise("/admin/leads/:reference/photos/:position{[0-9]{1,2}}")).toBe("/admin/leads/{}/photos/{}");
  });
});
