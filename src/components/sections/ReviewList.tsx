import type { Review } from "../../content/schemas";
import { cn } from "../../lib/cn";
import { cardVariants } from "../ui/variants";

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric" });

interface ReviewListProps {
  reviews: readonly Review[];
  /** `row` scrolls sideways with CSS scroll snap (no script); `grid` stacks in two columns. */
  layout?: "grid" | "row";
}

/**
 * Customer reviews with their star rating. A sample review (the examples the
 * site launched with, `sample: true`) says so on its card until the owner
 * replaces it with a real one.
 */
export function ReviewList({ reviews, layout = "grid" }: ReviewListProps) {
  const list = (
    <ul className={layout === "row" ? "flex gap-4" : "grid gap-5 md:grid-cols-2"}>
      {reviews.map((review) => (
        <li
          key={review.id}
          className={cn(cardVariants(), layout === "row" && "w-[85%] shrink-0 snap-start sm:w-[22rem]")}
        >
          <figure className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-3">
              <p className="text-lg leading-none tracking-widest text-brand">
                <span className="sr-only">Rated {review.rating} out of 5</span>
                <span aria-hidden="true">{"★".repeat(review.rating)}</span>
              </p>
              {review.sample && (
                <p className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold tracking-wide text-muted uppercase">
                  Example
                  <span className="sr-only"> review, not from a real client</span>
                </p>
              )}
            </div>
            <blockquote className="mt-3 flex-1 leading-7">{review.text}</blockquote>
            <figcaption className="mt-3 text-sm text-muted">
              {review.author}, <time dateTime={review.date}>{monthYear.format(new Date(review.date))}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
  return layout === "row" ? (
    <div
      role="region"
      aria-label="Client reviews, scrolls sideways"
      // A scrolling region holding no link must take focus itself (WCAG 2.1.1; axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
      className="relative -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0"
    >
      {list}
    </div>
  ) : (
    list
  );
}
