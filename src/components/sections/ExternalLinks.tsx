import type { NavItem } from "../../config/navigation";
import { listVariants, textLinkVariants } from "../ui/variants";

/** Outbound links in dense columns; each opens in a new tab, said so for screen readers. */
export function ExternalLinks({ links }: { links: readonly NavItem[] }) {
  return (
    <ul className={listVariants({ kind: "columns" })}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={textLinkVariants({ tone: "ink" })}>
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
