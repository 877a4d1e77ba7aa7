import type { RegionGroup } from "../../lib/siteData";
import { cn } from "../../lib/cn";
import { cardVariants } from "../ui/variants";

/**
 * Districts by region. On phones each region is one row that scrolls
 * sideways (CSS scroll snap, no script); on wider screens a dense grid.
 */
export function AreaRegions({ regions }: { regions: readonly RegionGroup[] }) {
  return (
    <div className="space-y-5">
      {regions
        .filter((r) => r.cards.length > 0)
        .map((region) => (
          <div key={region.region}>
            <h3 className="font-semibold sm:text-lg">{region.heading}</h3>
            <ul
              className={cn(
                "relative -mx-4 mt-2 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2",
                "sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-5",
              )}
            >
              {region.cards.map((card) => (
                <li key={card.href} className="w-[70%] shrink-0 snap-start sm:w-auto">
                  <a
                    href={card.href}
                    className={cn(cardVariants({ interactive: true, padding: "sm" }), "block h-full")}
                  >
                    <span className="block font-display font-semibold text-brand">{card.title}</span>
                    <span className="mt-1 block text-sm leading-snug text-muted">{card.text}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
