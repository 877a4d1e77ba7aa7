/**
 * Opens site search from the header's button (and the 404 page's form). The
 * dialog's code, Pagefind and its index load only when a visitor opens it.
 * The dialog's code is built standalone (`?worker&url`), so the layout script
 * carries no dynamic-import helper: one request fewer, in series, on every page.
 */
import { searchOpenGlobal, type SearchOpener } from "../config/searchGlobal";
import searchDialogUrl from "./searchDialog.ts?worker&url";

const openSearch = async (query = "") => {
  await import(/* @vite-ignore */ searchDialogUrl);
  (window as unknown as Record<string, SearchOpener | undefined>)[searchOpenGlobal]?.(query);
};

for (const button of document.querySelectorAll<HTMLButtonElement>("[data-search-open]"))
  button.addEventListener("click", () => void openSearch());

// The 404 page's search box hands its words to the dialog.
for (const form of document.querySelectorAll<HTMLFormElement>("[data-search-start]"))
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const words = new FormData(form).get("q");
    void openSearch(typeof words === "string" ? words : "");
  });
