/**
 * A state of a Chromium walk, looked at: axe clean in light and dark, 44 px targets and, with WALK_SHOTS
 * set to a folder (`npm run docs:app`), its screenshots there as the owner's guide shows them: full page,
 * the walk's width, light and dark.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { axeInBothThemes } from "../../e2e/support/axe";
import { smallTargets } from "./targets";

const shots = process.env["WALK_SHOTS"];

/**
 * What a state looks like: axe clean in both themes, 44 px targets and, when asked, its screenshots. A page
 * of the public site (`site: true`) is held to WCAG 2.2's target rule as the site's own tests check it,
 * where a link in a sentence or a list of links is exempt, not to the apps' 44 px.
 */
export async function seeState(page: Page, name: string, { site = false } = {}): Promise<void> {
  expect(await axeInBothThemes(page), name).toEqual({ light: [], dark: [] });
  if (!site) expect(await smallTargets(page), name).toEqual([]);
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // A palette PNG: the flat colours of a page lose nothing, at about a third of the bytes in docs/.
    await sharp(await page.screenshot({ fullPage: true }))
      .png({ palette: true, compressionLevel: 9 })
      .toFile(join(shots, `${name}-${colorScheme}.png`));
  }
  await page.emulateMedia({ colorScheme: "light" });
}
