/**
 * Sentences several editor hints end with (the schemas' `.describe()`), written once.
 */

/** For a field that holds a page address. */
export const routeHint =
  "A page address without slashes at the ends, e.g. `roof-repairs` or `flooring/laminate-installation`.";

/** For a field whose text may print business facts. */
export const tokenHint =
  "Write `{phone}`, `{email}` or another `{token}` to print a business fact; never type the number itself.";
