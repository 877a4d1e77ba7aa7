/**
 * The drawing each family of pages opens with. A page takes its own `visual`
 * if it names one, else that of its nearest ancestor listed here, else its
 * kind's. Districts draw their own `house`.
 */
import type { Visual } from "./visuals";

/** Hubs whose pages share a drawing, by route. */
export const familyVisuals: Readonly<Record<string, Visual>> = {
  "general-building": { house: "terrace", focus: "extension" },
  "home-extensions": { house: "terrace", focus: "extension" },
  "loft-conversions": { house: "terrace", focus: "loft" },
  "basement-conversions": { house: "townhouse", focus: "basement" },
  "new-builds": { house: "semi", focus: "whole" },
  "refurbishment-services": { house: "terrace", focus: "interior" },
  "roofing-services": { house: "terrace", focus: "roof" },
  "planning-permission-assistance": { house: "townhouse", focus: "whole" },
  brickwork: { house: "terrace", focus: "brickwork" },
  "garden-walls": { house: "semi", focus: "brickwork" },
  "foundation-drainage-work": { house: "semi", focus: "ground" },
  "waterproofing-solutions": { house: "townhouse", focus: "basement" },
  "roofing-groundwork": { house: "terrace", focus: "roof" },
  "flat-roofing": { house: "mews", focus: "roof" },
  groundworks: { house: "semi", focus: "ground" },
  "interior-renovation": { house: "terrace", focus: "interior" },
  "carpentry-joinery": { house: "townhouse", focus: "doors" },
  "plumbing-electrical": { house: "semi", focus: "services" },
  "door-window-fitting": { house: "semi", focus: "doors" },
  "custom-door-window-solutions": { house: "townhouse", focus: "doors" },
  "sash-window-renovation": { house: "townhouse", focus: "windows" },
  "traditional-sash-restoration": { house: "townhouse", focus: "windows" },
  "window-installation-replacement": { house: "semi", focus: "windows" },
  "specialist-glazing": { house: "mansion", focus: "windows" },
  "acoustic-glazing-solutions": { house: "mansion", focus: "windows" },
  "original-timber-preservation": { house: "townhouse", focus: "windows" },
  "design-consultation": { house: "townhouse", focus: "whole" },
};

/** Pages with no family of their own: guides, local-search pages and the rest. */
export const kindVisuals: Readonly<Record<"service" | "landing" | "guide" | "local", Visual>> = {
  service: { house: "terrace", focus: "whole" },
  landing: { house: "terrace", focus: "whole" },
  guide: { house: "semi", focus: "whole" },
  local: { house: "terrace", focus: "whole" },
};
