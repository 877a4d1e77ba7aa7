import type { Review } from "../../content/schemas";
import { fillText } from "../../config/format";
import { sectionTitles } from "../../config/pageCopy";
import { reviewClasses as classes, reviewStars, type ReviewLayout } from "./reviewClasses";

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric" });

interface ReviewListProps {
  reviews: readonly Review[];
  layout?: ReviewLayout;
}

/**
 * Customer reviews with their star rating. A sample review (the examples the
 * site launched with, `sample: true`) says so on its card until the owner
 * replaces it with a real one. On Cloudflare the Worker replaces the list's items
 * with the published reviews (worker/reviews/publicPages.ts), found by the
 * `data-review-list` (the list's outer element, before which it puts the figures; its layout)
 * and `data-review-items` (the list) markers; it renders each item with these classes.
 */
export function ReviewList({ reviews, layout = "grid" }: ReviewListProps) {
  const card = sectionTitles.content.reviewCard;
  const list = (
    <ul data-review-items className={classes.list(layout)}>
      {reviews.map((review) => (
        <li key={review.id} className={classes.item(layout)}>
          <figure className={classes.figure}>
            <div className={classes.head}>
              <p className={classes.stars}>
                <span className="sr-only">{fillText(card.rated, { rating: review.rating })}</span>
                <span aria-hidden="true">{reviewStars(review.rating)}</span>
              </p>
              {review.sample && (
                <p className={classes.label}>
                  {card.example}
                  <span className="sr-only">{card.exampleMeaning}</span>
                </p>
              )}
            </div>
            <blockquote className={classes.text}>{review.text}</blockquote>
            <figcaption className={classes.caption}>
              {review.author}, <time dateTime={review.date}>{monthYear.format(new Date(review.date))}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
  const shown =
    layout === "row" ? (
      <div
        data-review-list="row"
        role="region"
        aria-label={card.scrolls}
        // A scrolling region holding no link must take focus itself (WCAG 2.1.1; axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
        className="relative -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0"
      >
        {list}
      </div>
    ) : (
      <div data-review-list="grid">{list}</div>
    );
  // The review policy, under every reviews section: the examples' and, on Cloudflare, the published reviews'.
  const { label, href } = sectionTitles.content.reviewPolicyLink;
  return (
    <>
      {shown}
      <p className="mt-4">
        <a className={classes.policyLink} href={href}>
          {label}
        </a>
      </p>
    </>
  );
}
