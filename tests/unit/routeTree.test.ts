import { describe, expect, it } from "vitest";
import { buildRouteTree, hubsWithoutDrawing, shortTitle } from "../../src/lib/routeTree";

const tree = buildRouteTree([
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

  it("names the hubs whose pages would fall back to their kind's drawing", () => {
    const drawing = { house: "terrace", focus: "roof" } as const;
    const drawn = buildRouteTree([
      { route: "", label: "Home" },
      { route: "roofs", label: "Roofs", visual: drawing },
      { route: "roofs/flat", label: "Flat roofs", parent: "roofs" },
      { route: "roofs/flat/felt", label: "Felt", parent: "roofs/flat", listOnParent: false },
      { route: "walls", label: "Walls" },
      { route: "walls/pointing", label: "Pointing", parent: "walls" },
      { route: "lonely", label: "Lonely" },
    ]);
    // A hub under a drawn hub shares its drawing; a page with no pages under it is no hub.
    expect(hubsWithoutDrawing(drawn, ["roofs", "roofs/flat", "walls", "lonely"])).toEqual(["walls"]);
  });
});
