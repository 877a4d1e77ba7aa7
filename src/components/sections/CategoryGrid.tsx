import { Check } from "lucide-react";
import { LinkCard, type LinkCardData } from "../ui/LinkCard";

export interface Category extends LinkCardData {
  /** Service lines: the category's own pages. */
  lines: readonly { label: string; href: string }[];
}

/** The six service categories, each with its service lines and a Learn More link. */
export function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <LinkCard key={category.title} card={category}>
          <ul className="mt-4 space-y-1.5 text-sm">
            {category.lines.map((line) => (
              <li key={line.href} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                <a href={line.href} className="hover:underline">
                  {line.label}
                </a>
              </li>
            ))}
          </ul>
        </LinkCard>
      ))}
    </div>
  );
}
