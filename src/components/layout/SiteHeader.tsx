import { Mail, Menu, Phone, Search, X } from "lucide-react";
import type { NavItem } from "../../config/navigation";
import { quoteHref } from "../../lib/contactLinks";
import { site } from "../../config/site";
import { cn } from "../../lib/cn";
import { wordmarkHouse } from "../../lib/wordmark";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";

interface SiteHeaderProps {
  nav: readonly NavItem[];
  /** Path of the current page, to mark its link with aria-current. */
  currentPath: string;
}

function isCurrent(href: string, currentPath: string): boolean {
  return href === "/" ? currentPath === "/" : currentPath === href || currentPath.startsWith(`${href}/`);
}

function ContactLinks({ className }: { className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-x-6 gap-y-2", className)}>
      <li>
        <a href={`tel:${site.phone.e164}`} className="inline-flex items-center gap-2 hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Call us on </span>
            {site.phone.display}
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:underline">
          <Mail aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">E-mail us at </span>
            {site.email}
          </span>
        </a>
      </li>
    </ul>
  );
}

/**
 * Top bar, brand, navigation and the quote button. On small screens the
 * links sit behind a disclosure button driven by scripts/mobileMenu.ts.
 */
export function SiteHeader({ nav, currentPath }: SiteHeaderProps) {
  const links = nav.map((item) => (
    <li key={item.href}>
      <a
        href={item.href}
        aria-current={isCurrent(item.href, currentPath) ? "page" : undefined}
        className="block rounded px-3 py-2 font-medium no-underline hover:text-brand aria-[current=page]:text-brand aria-[current=page]:underline"
      >
        {item.label}
      </a>
    </li>
  ));

  return (
    <header className="border-b border-line bg-raised">
      <div className="hidden bg-accent text-sm text-page md:block dark:text-[#0f1217]">
        <Container className="flex items-center justify-between gap-4 py-2">
          <ContactLinks />
          <p>{site.tagline}</p>
        </Container>
      </div>
      <Container className="flex items-center justify-between gap-4 py-3">
        <a href="/" className="flex items-center gap-2 font-display text-xl font-extrabold tracking-tight no-underline">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-control bg-brand text-brand-ink"
          >
            <svg
              viewBox={wordmarkHouse.viewBox}
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth={wordmarkHouse.strokeWidth}
              strokeLinejoin="round"
            >
              <path d={wordmarkHouse.path} />
            </svg>
          </span>
          {site.name}
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <button
            type="button"
            data-search-open
            aria-haspopup="dialog"
            aria-controls="site-search"
            className="inline-flex size-11 items-center justify-center rounded-md border border-line hover:border-brand"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">Search</span>
          </button>
          <ButtonLink href={quoteHref} size="sm" className="hidden sm:inline-flex">
            Get Free Quote
          </ButtonLink>
          <button
            type="button"
            data-menu-toggle
            aria-expanded="false"
            aria-controls="mobile-menu"
            className="inline-flex size-11 items-center justify-center rounded-md border border-line lg:hidden"
          >
            <Menu aria-hidden="true" data-menu-icon="open" className="size-6" />
            <X aria-hidden="true" data-menu-icon="close" className="hidden size-6" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </Container>
      <div id="mobile-menu" hidden className="border-t border-line lg:hidden">
        <Container className="py-4">
          <nav aria-label="Mobile">
            <ul className="flex flex-col">{links}</ul>
          </nav>
          <ButtonLink href={quoteHref} className="mt-4 w-full">
            Get Free Quote
          </ButtonLink>
          <ContactLinks className="mt-4 flex-col" />
          <p className="mt-3 text-sm text-muted">{site.tagline}</p>
        </Container>
      </div>
    </header>
  );
}
