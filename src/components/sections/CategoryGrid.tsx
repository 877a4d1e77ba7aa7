import { cn } from "../../lib/cn";
import type { Category } from "../../lib/routeData/homePage";
import { cardVariants, textLinkVariants } from "../ui/variants";

/** How many service lines a category card lists; its own page lists the rest. */
const linesShown = 3;

/**
 * The six service categories, each with its main service lines and a Learn
 * More link. The lines say what a category covers, so no summary is repeated.
 */
export function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li
          key={category.title}
          className={cn(cardVariants({ interactive: true, padding: "sm" }), "flex flex-col sm:p-6")}
        >
          <h3 className="text-xl font-semibold">{category.title}</h3>
          <ul className="mt-2 text-sm">
            {category.lines.slice(0, linesShown).map((line) => (
              <li key={line.href}>
                <a href={line.href} className={cn(textLinkVariants({ tone: "quiet" }), "inline-block py-1")}>
                  {line.label}
                </a>
              </li>
            ))}
          </ul>
          {category.href && (
            <a href={category.href} className={cn(textLinkVariants({ arrow: true }), "mt-auto pt-3")}>
              Learn More<span className="sr-only">: {category.title}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
