import { Star } from "lucide-react";
import type { Review } from "../../content/schemas";

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric" });

/** Customer reviews with their star rating. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg border border-line bg-page p-5">
          <figure>
            <p className="flex gap-0.5">
              <span className="sr-only">Rated {review.rating} out of 5</span>
              {Array.from({ length: review.rating }, (_, i) => (
                <Star key={i} aria-hidden="true" className="size-5 fill-current text-brand" />
              ))}
            </p>
            <blockquote className="mt-3 leading-7">{review.text}</blockquote>
            <figcaption className="mt-3 text-sm text-muted">
              {review.author}, <time dateTime={review.date}>{monthYear.format(new Date(review.date))}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
