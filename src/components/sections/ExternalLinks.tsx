import type { NavItem } from "../../config/navigation";

/** Outbound links that open in a new tab, said so for screen readers. */
export function ExternalLinks({ links }: { links: readonly NavItem[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="text-brand underline">
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
