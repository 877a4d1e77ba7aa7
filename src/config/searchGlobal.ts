/**
 * The global through which the every-page search button opens the dialog. The dialog's code is built
 * standalone (`?worker&url`), which keeps no exports, so it leaves its opener here when it loads.
 */
export const searchOpenGlobal = "__siteSearchOpen";

export type SearchOpener = (query: string) => void;
