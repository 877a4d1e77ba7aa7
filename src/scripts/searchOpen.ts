/**
 * Opens site search from the header's button (and the 404 page's form). The
 * dialog's code, Pagefind and its index load only when a visitor opens it.
 */
const openSearch = async (query = "") => {
  const { openSearchDialog } = await import("./searchDialog");
  openSearchDialog(query);
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
