/** `astro:assets` for unit tests: image optimisation only happens in a real build. */
export function getImage(): never {
  throw new Error("getImage runs only in an Astro build; unit tests use drawings, not photos");
}
