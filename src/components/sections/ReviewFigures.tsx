import { sectionTitles } from "../../config/pageCopy";

/**
 * The review figures on the review policy page (front matter `reviewFigures`). On Cloudflare the
 * Worker replaces the `data-review-figures` element's content with the figures from the reviews' records
 * (worker/reviews/publicPages.ts): invitations sent out of jobs completed, reviews published, removed and why.
 * A static host collects no reviews, and says so.
 */
export function ReviewFigures() {
  return (
    <section aria-labelledby="review-figures-heading" className="mt-10 max-w-3xl">
      <h2 id="review-figures-heading" className="text-xl font-bold sm:text-2xl">
        {sectionTitles.content.reviewFigures}
      </h2>
      <div data-review-figures className="mt-3 leading-7">
        <p className="text-muted">{sectionTitles.content.reviewFiguresPending}</p>
      </div>
    </section>
  );
}
