import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string | undefined }[];
}

/** Runs axe-core in the page against WCAG 2.0, 2.1 and 2.2 A and AA rules, or only the rules named. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const runOnly = rules
    ? { type: "rule", values: rules }
    : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] };
  return page.evaluate(async (runOnly) => {
    // Only violations are read, so axe details no other kind of result (about a quarter of a run's time).
    const result = await (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run(document, { runOnly, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, runOnly);
}

/** axe's rules whose findings depend on colour alone. */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * Whether the page's theme rules (`@media (prefers-color-scheme: …)`) set nothing but colours: every
 * value they declare (custom properties included) is a colour or a shadow. Then the dark theme can
 * differ from the light one only in what axe's colour rules read.
 */
const themesDifferOnlyInColour = (page: Page) =>
  page.evaluate(() => {
    const colourOnly = (rules: CSSRuleList, inTheme: boolean): boolean =>
      [...rules].every((rule) => {
        if (rule instanceof CSSMediaRule || rule instanceof CSSLayerBlockRule || rule instanceof CSSSupportsRule) {
          return colourOnly(rule.cssRules, inTheme || rule.cssText.includes("prefers-color-scheme"));
        }
        if (!inTheme) return true;
        if (!(rule instanceof CSSStyleRule)) return false;
        return [...rule.style].every((name) => {
          const value = rule.style.getPropertyValue(name);
          return CSS.supports("color", value) || CSS.supports("box-shadow", value);
        });
      });
    return [...document.styleSheets].every((sheet) => {
      try {
        return colourOnly(sheet.cssRules, false);
      } catch {
        return false; // A sheet from elsewhere, whose rules cannot be read.
      }
    });
  });

/**
 * axe's findings in each theme on one load of the page: every rule in the light theme, then in the dark
 * one the rules that read colour, when the theme rules change colours alone (checked on the page);
 * otherwise every rule again. The dark palette is designed, not inverted, so it is checked in its own right.
 */
export async function axeInBothThemes(page: Page): Promise<{ light: AxeViolation[]; dark: AxeViolation[] }> {
  await showTheme(page, "light");
  const light = await axeViolations(page);
  await showTheme(page, "dark");
  const dark = await axeViolations(page, (await themesDifferOnlyInColour(page)) ? colourRules : undefined);
  return { light, dark };
}

/** Switches the page's theme; colours with a transition fade to the new palette, so it waits for them. */
async function showTheme(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}
