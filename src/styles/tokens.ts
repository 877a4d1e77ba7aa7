/**
 * Design tokens read from tokens.css, their one home, for the few places outside CSS that need one
 * (the browser's theme colour in the head).
 */
import css from "./tokens.css?raw";

const valuesOf = (name: string) => [...css.matchAll(new RegExp(`${name}:\\s*([^;]+);`, "g"))].map((m) => m[1]?.trim());

/** A colour token in the light theme (the @theme block) and the dark one (the prefers-color-scheme block after it). */
export function colourToken(token: string): { light: string; dark: string } {
  const [light, dark] = valuesOf(`--color-${token}`);
  if (!light || !dark) throw new Error(`tokens.css has no light and dark --color-${token}`);
  return { light, dark };
}
