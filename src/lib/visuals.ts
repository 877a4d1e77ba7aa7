/**
 * Which picture a page opens with: the owner's photo if its data names one,
 * else its own drawing, else its family's, else its kind's.
 */
import { familyVisuals, kindVisuals } from "../content/familyVisuals";
import type { Visual } from "../content/visuals";
import type { PageTree } from "./pageTree";
import type { ResponsiveImageData } from "./images";
import { headerPhoto } from "./photos";

export interface PageVisualData {
  /** The drawing shown until the owner adds a photo. */
  drawing: Visual;
  /** The owner's photo, which replaces the drawing. */
  photo?: ResponsiveImageData | undefined;
}

/** The drawing for `route`: its own, or that of its nearest ancestor with a family drawing. */
export function drawingFor(
  tree: PageTree,
  route: string,
  own: Visual | undefined,
  kind: keyof typeof kindVisuals,
): Visual {
  if (own) return own;
  // The trail runs home → page; the nearest family is the last one on it.
  const family = tree
    .breadcrumbs(route)
    .map((crumb) => familyVisuals[crumb.path.slice(1)])
    .findLast((visual) => visual !== undefined);
  if (family) return family;
  return kindVisuals[kind];
}

/** The page's picture data: the drawing, and the photo that replaces it when there is one. */
export async function pageVisual(
  drawing: Visual,
  photo: { file: string; alt: string } | undefined,
): Promise<PageVisualData> {
  return { drawing, photo: photo ? await headerPhoto(photo.file, photo.alt) : undefined };
}
