/**
 * The drawing a page opens with when neither it nor a hub above it names one
 * (`visual` in front matter: a hub's drawing is shared by the pages under it,
 * so a renamed or moved hub keeps it). Districts draw their own `house`.
 */
import type { Visual } from "./visuals";

/** Pages with no family of their own: guides, local-search pages and the rest. */
export const kindVisuals: Readonly<Record<"service" | "landing" | "guide" | "local", Visual>> = {
  service: { house: "terrace", focus: "whole" },
  landing: { house: "terrace", focus: "whole" },
  guide: { house: "semi", focus: "whole" },
  local: { house: "terrace", focus: "whole" },
};
