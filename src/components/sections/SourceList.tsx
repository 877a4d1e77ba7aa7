import { fillText } from "../../config/format";
import { sectionTitles } from "../../config/pageCopy";
import type { PageSourcesData } from "../../lib/pageSources";
import { Section } from "../ui/Section";
import { cn } from "../../lib/cn";
import { textLinkVariants } from "../ui/variants";

/**
 * The sources a page's rules were checked against, each linked to its
 * official page with the part read, and the month of the check: a short
 * static list at the end of the page.
 */
export function SourceList({ sources, checked }: PageSourcesData) {
  return (
    <div className="max-w-3xl text-sm leading-6">
      <ul className="grid gap-1.5">
        {sources.map((source) => (
          <li key={source.id}>
            <a
              href={source.url}
              rel="external noopener"
              className={cn(textLinkVariants({ tone: "ink" }), "underline decoration-1")}
            >
              {source.title}
            </a>
            {source.section && <span className="text-muted">, {source.section}</span>}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-muted">{fillText(sectionTitles.content.sourcesChecked, { month: checked })}</p>
    </div>
  );
}

/** The "Sources" section at the end of a page, under its heading from page-sections.json. */
export function SourcesSection({ sources }: { sources: PageSourcesData }) {
  return (
    <Section id="sources" title={sectionTitles.content.sources} density="compact" data-pagefind-ignore>
      <SourceList {...sources} />
    </Section>
  );
}
