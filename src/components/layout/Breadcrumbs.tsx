import type { Crumb } from "../../lib/jsonLd";
import { Container } from "../ui/Container";
import { textLinkVariants } from "../ui/variants";

/** Visible breadcrumb trail; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-line bg-surface text-sm">
      <Container>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2.5">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {index > 0 && (
                  <span aria-hidden="true" className="text-muted">
                    /
                  </span>
                )}
                {last ? (
                  <span aria-current="page" className="font-medium">
                    {crumb.name}
                  </span>
                ) : (
                  <a href={crumb.path} className={textLinkVariants({ tone: "quiet" })}>
                    {crumb.name}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
