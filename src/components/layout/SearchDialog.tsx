import { Search, X } from "lucide-react";
import { sectionTitles } from "../../config/pageCopy";

const words = sectionTitles.search;

/**
 * The site search dialog, closed until a search button opens it. The markup is
 * static; scripts/searchDialog.ts loads the search code and index on first use,
 * and reads the words it shows while searching from the status line's data.
 */
export function SearchDialog() {
  return (
    <dialog
      id="site-search"
      aria-labelledby="site-search-title"
      className="m-0 mx-auto mt-[8vh] max-h-[84vh] w-[min(42rem,calc(100vw-1.5rem))] rounded-card border border-line bg-raised p-0 text-ink shadow-card backdrop:bg-ink/60"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
        <h2 id="site-search-title" className="font-display text-lg font-bold">
          {words.title}
        </h2>
        <button
          type="button"
          data-search-close
          className="inline-flex size-11 items-center justify-center rounded-md border border-line hover:border-brand"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{words.close}</span>
        </button>
      </div>
      <div className="px-5 py-4">
        <form role="search" data-search-form className="relative">
          <label htmlFor="site-search-input" className="sr-only">
            {words.label}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id="site-search-input"
            type="search"
            name="q"
            autoComplete="off"
            placeholder={words.placeholder}
            className="block w-full rounded-md border border-line bg-page py-3 pr-3 pl-11 text-base text-ink placeholder:text-muted focus:outline-2 focus:outline-offset-1 focus:outline-brand"
          />
        </form>
        <p
          role="status"
          data-search-status
          data-searching={words.searching}
          data-result={words.result}
          data-results={words.results}
          data-results-more={words.resultsMore}
          data-nothing={words.nothing}
          data-failed={words.failed}
          className="mt-3 min-h-6 text-sm text-muted"
        />
        <ul data-search-results className="mt-2 grid max-h-[55vh] gap-2 overflow-y-auto" />
      </div>
    </dialog>
  );
}
