import { describe, expect, it } from "vitest";
import { buildPageTree, shortTitle } from "../../src/lib/pageTree";

const tree = buildPageTree([
  { route: "", label: "Home" },
  { route: "services", label: "Services" },
  { route: "hub", label: "Hub", parent: "services", listOnParent: false },
  { route: "b", label: "B", parent: "hub", order: 2 },
  { route: "a", label: "A", parent: "hub", order: 1 },
  { route: "hidden", label: "Hidden", parent: "hub", listOnParent: false },
  { route: "elsewhere", label: "Elsewhere", parent: "other", alsoUnder: ["hub"], order: 3 },
  { route: "other", label: "Other" },
]);

describe("page tree", () => {
  it("lists a hub's children in order, with pages that join it, but not hidden ones", () => {
    expect(tree.children("hub").map((n) => n.route)).toEqual(["a", "b", "elsewhere"]);
  });

  it("derives breadcrumbs from parents, starting at Home", () => {
    expect(tree.breadcrumbs("a")).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Hub", path: "/hub" },
      { name: "A", path: "/a" },
    ]);
  });

  it("shortens a search title to its subject", () => {
    expect(shortTitle("Roof Repairs in London | Slate & Tiles")).toBe("Roof Repairs in London");
  });
});
