import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import archivo from "@capsizecss/metrics/archivo";
import publicSans from "@capsizecss/metrics/publicSans";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../../src/styles/fonts.css", import.meta.url), "utf8");

/** The override descriptors of one @font-face block, by name. */
function overridesOf(text: string, family: string): Record<string, string> {
  const block = new RegExp(`font-family:\\s*"${family}";([^}]*)}`).exec(text)?.[1] ?? "";
  const pairs = [...block.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([\d.]+%)/g)];
  return Object.fromEntries(pairs.map((m): [string, string] => [m[1] ?? "", m[2] ?? ""]));
}

describe("brand font fallbacks", () => {
  it.each([
    ["Archivo", archivo],
    ["Public Sans", publicSans],
  ] as const)("sizes the %s fallback to the font's own metrics, so the swap does not move text", (name, metrics) => {
    const expected = overridesOf(createFontStack([metrics, arial]).fontFaces, `${name} Fallback`);
    expect(Object.keys(expected)).toHaveLength(4);
    expect(overridesOf(css, `${name} Fallback`)).toEqual(expected);
  });
});
