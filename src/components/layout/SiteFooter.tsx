import type { NavItem } from "../../config/navigation";
import { sectionTitles } from "../../config/pageCopy";
import { openingHours, site } from "../../config/site";
import { fillFacts } from "../../lib/facts";
import { hasRequestPages } from "../../lib/quoteDelivery";
import { requestPagePrefix } from "../../lib/requestLink";
import { Container } from "../ui/Container";
import { listVariants, textLinkVariants } from "../ui/variants";

export interface SiteFooterProps {
  /** Jump links to the home page's sections. */
  anchors: readonly NavItem[];
  areas: readonly NavItem[];
  localServices: readonly NavItem[];
  localSearch: readonly NavItem[];
  /** Partner tiling pages; they open in a new tab. */
  partnerLinks: readonly NavItem[];
  /** The company's registered details and registrations, when supplied. */
  legalLines: readonly string[];
  /** Links beside the copyright line: the privacy notice. */
  legalLinks: readonly NavItem[];
}

const words = sectionTitles.footer;

function LinkList({
  title,
  items,
  external = false,
}: {
  title: string;
  items: readonly NavItem[];
  external?: boolean;
}) {
  return (
    <div>
      <h2 className="text-base font-semibold">{title}</h2>
      <ul className={`mt-2 ${listVariants({ kind: external ? "columns" : "stacked" })}`}>
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className={textLinkVariants({ tone: "quiet" })}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {item.label}
              {external && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Company facts, quick links, areas, local pages and partner links. */
export function SiteFooter({
  anchors,
  areas,
  localServices,
  localSearch,
  partnerLinks,
  legalLines,
  legalLinks,
}: SiteFooterProps) {
  return (
    <footer className="border-t border-line bg-surface render-when-visible">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-6 py-8 sm:py-10 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="font-display text-lg font-bold">{site.name}</p>
          <p className="mt-3 text-sm text-muted">{fillFacts(words.about)}</p>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <a href={`tel:${site.phone.e164}`} className="hover:underline">
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="hover:underline">
                {site.email}
              </a>
            </li>
            {hasRequestPages && (
              <li>
                <a href={requestPagePrefix} className="hover:underline">
                  {words.requestLookup}
                </a>
              </li>
            )}
            <li className="text-muted">{openingHours.weekdays}</li>
            <li className="text-muted">{openingHours.saturday}</li>
          </ul>
        </div>
        <LinkList title={words.quickLinks} items={anchors} />
        <LinkList title={words.areas} items={[...areas, { label: words.allAreas, href: "/areas" }]} />
        <LinkList title={words.localServices} items={localServices} />
        <LinkList title={words.localSearch} items={localSearch} />
        <div className="col-span-2 lg:col-span-3">
          <LinkList title={fillFacts(words.partner)} items={partnerLinks} external />
        </div>
      </Container>
      <Container className="border-t border-line py-6 pr-20 text-sm text-muted md:pr-6">
        <p>
          © {new Date().getFullYear()} {site.name}. {fillFacts(words.serving)}
          {legalLinks.map((link) => (
            <a key={link.href} href={link.href} className="ml-3 underline underline-offset-2 hover:text-ink">
              {link.label}
            </a>
          ))}
        </p>
        {legalLines.map((line) => (
          <p key={line} className="mt-1">
            {line}
          </p>
        ))}
      </Container>
    </footer>
  );
}
