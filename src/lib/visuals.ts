/**
 * Which picture a page opens with: the owner's photo if its data names one,
 * else its own drawing, else its hub's (the nearest ancestor that names one), else its kind's.
 */
import { kindVisuals } from "../content/familyVisuals";
import type { Visual } from "../content/visuals";
import type { RouteTree } from "./routeTree";
import type { ResponsiveImageData } from "./images";
import { headerPhoto } from "./headerPhotos";

export interface PageVisualData {
  /** The drawing shown until the owner adds a photo. */
  drawing: Visual;
  /** The owner's photo, which replaces the drawing. */
  photo?: ResponsiveImageData | undefined;
}

/** The drawing for `route`: its own, or that of its nearest ancestor that names one (a hub's), or its kind's. */
export function drawingFor(
  tree: RouteTree,
  route: string,
  own: Visual | undefined,
  kind: keyof typeof kindVisuals,
): Visual {
  if (own) return own;
  // The trail runs home → page; the nearest hub with a drawing is the last one on it.
  const family = tree
    .breadcrumbs(route)
    .map((crumb) => tree.get(crumb.path.slice(1))?.visual)
    .findLast((visual) => visual !== undefined);
  return family ?? kindVisuals[kind];
}

/** The page's picture data: the drawing, and the photo that replaces it when there is one. */
export async function pageVisual(
  drawing: Visual,
  photo: { file: string; alt: string } | undefined,
): Promise<PageVisualData> {
  return { drawing, photo: photo ? await headerPhoto(photo.file, photo.alt) : undefined };
}
