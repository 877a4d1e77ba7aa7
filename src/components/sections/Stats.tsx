import { cn } from "../../lib/cn";
import { cardVariants } from "../ui/variants";

import type { ReviewFigure } from "../../lib/routeData/homePage";

/**
 * Headline figures as a description list. A figure that states a review figure carries
 * `data-review-figure` (rating or satisfaction) and its copy's text before and after the figure
 * (`data-review-before`, `data-review-after`), so on Cloudflare the Worker prints the published figure
 * there (worker/reviews/publicPages.ts).
 */
export function Stats({
  stats,
}: {
  stats: readonly { value: string; label: string; reviewFigure?: ReviewFigure | undefined }[];
}) {
  return (
    <dl className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(cardVariants({ padding: "sm" }), "flex flex-col-reverse px-1 text-center sm:px-4")}
        >
          <dt className="mt-1 text-xs leading-tight font-medium text-muted sm:text-base">{stat.label}</dt>
          <dd
            className="font-display text-xl font-extrabold text-brand sm:text-4xl"
            data-review-figure={stat.reviewFigure?.figure}
            data-review-before={stat.reviewFigure?.before}
            data-review-after={stat.reviewFigure?.after}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
