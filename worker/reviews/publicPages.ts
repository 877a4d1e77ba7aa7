/**
 * The static pages that show reviews, served through the Worker (wrangler.jsonc's run_worker_first):
 * the home page (every published review, newest first), /design-consultation (the two newest) and the
 * review policy (its figures). Each is the built page from the assets, its reviews section rewritten
 * with HTMLRewriter from the `data-*` markers the static markup carries (ReviewList.tsx, Stats.tsx,
 * ReviewFigures.tsx), so it stays a static page without review JavaScript. While no real review has
 * been published, the home page and /design-consultation pass through unchanged (the labelled examples
 * of reviews.yaml show); from the first, the examples are gone from every section and the home page's
 * rating and satisfaction figures are the published ones.
 *
 * The page keeps the static contract: the assets' headers (dist/_headers), HEAD, conditional GETs with
 * an ETag of the page as served, and the assets' own 404s and redirects for anything else. The rewritten
 * page is kept in the Cache API (publicCache.ts), which the reviews' writes purge.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { sectionTitles } from "../../src/config/pageCopy";
import { site } from "../../src/config/site";
import { reviewFiguresPath } from "../../src/lib/reviewFigures";
import { reviewClasses as classes, reviewStars, type ReviewLayout } from "../../src/components/sections/reviewClasses";
import type { Html } from "../html/document";
import { factory } from "../platform/env";
import { keepPage, keptPage, reviewPagePaths } from "./publicCache";
import { publicCopy as copy } from "./publicCopy";
import { hasReal, readPublished, type Published, type PublishedReview } from "./published";

/** An attribute's value as HTMLRewriter gives it (as written, entities and all), as text. */
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-11" as "November 2026". */
const monthWords = (month: string) => monthYear.format(new Date(`${month}-01T12:00:00Z`));

/** A copy's words with one token as markup: the words escaped by the template, the markup as given. */
function wordsWith(template: string, token: string, markup: Html, values: Record<string, string | number>): Html {
  const [before = "", after = ""] = fillText(template, values).split(`{${token}}`);
  return html`${before}${markup}${after}`;
}

/** One published review, as ReviewList.tsx renders a review, with what a published one adds. */
function reviewItem(review: PublishedReview, layout: ReviewLayout): Html {
  const who = review.district ? `${review.name_shown}, ${review.district}` : review.name_shown;
  const month = html`<time datetime="${review.completed_month}">${monthWords(review.completed_month)}</time>`;
  const figure = (className: string) =>
    html`<figure class="${className}">
      <div class="${classes.head}">
        <p class="${classes.stars}">
          <span class="sr-only">${fillText(sectionTitles.content.reviewCard.rated, { rating: review.rating })}</span
          ><span aria-hidden="true">${reviewStars(review.rating)}</span>
        </p>
        <p class="${classes.label}">${copy.verified}<span class="sr-only">${copy.verifiedMeaning}</span></p>
      </div>
      <blockquote class="${classes.text}">${review.body}</blockquote>
      <figcaption class="${classes.caption}">
        ${who}<span class="${classes.job}">${wordsWith(copy.job, "month", month, { workType: review.work_type })}</span>
      </figcaption>
    </figure>`;
  if (!review.reply) return html`<li class="${classes.item(layout)}">${figure(classes.figure)}</li>`;
  return html`<li class="${classes.item(layout)}">
    <div class="${classes.column}">
      ${figure(classes.grownFigure)}
      <p class="${classes.reply}" data-review-reply>
        <span class="${classes.replyBy}">${fillText(copy.replyBy, { company: site.name })}</span>${review.reply}
      </p>
    </div>
  </li>`;
}

/** "2 for personal data, 1 deleted at the customer's request"; one reason alone, without its count. */
function reasonList({ removed }: Published): string {
  const [only, ...others] = removed;
  if (only && !others.length) return copy.reasons[only.reason];
  return removed
    .map(({ reason, count }) => fillText(copy.reasonCount, { count, reason: copy.reasons[reason] }))
    .join(", ");
}

/** The removed count with its reasons ("1 review removed: for personal data."). */
const removedWords = (published: Published) =>
  fillText(published.removedCount === 1 ? copy.removedOne : copy.removed, {
    count: published.removedCount,
    reasons: reasonList(published),
  });

/** Above the list: the count and average over every published review, the removals and why (the policy's link is under every list). */
function figuresAbove(published: Published): Html {
  const average = published.count
    ? fillText(published.count === 1 ? copy.averageOne : copy.average, {
        average: published.average,
        count: published.count,
      })
    : copy.noneShown;
  return html`<div class="${classes.figures}">
    <p class="${classes.average}" data-review-average>${average}</p>
    ${
      published.removedCount
        ? html`<p class="${classes.removed}" data-review-removed>${removedWords(published)}</p>`
        : ""
    }
  </div>`;
}

/** The review policy page's figures: invitations sent of jobs completed, published, average, removed. */
function policyFigures(published: Published): Html {
  const rows: [string, string][] = [
    [copy.figures.invitations, fillText(copy.figures.invitationsValue, published.invitations)],
    [copy.figures.published, fillText(copy.figures.publishedValue, { count: published.count })],
    ...(published.count
      ? [
          [copy.figures.average, fillText(copy.figures.averageValue, { average: published.average })] as [
            string,
            string,
          ],
        ]
      : []),
    [copy.figures.removed, published.removedCount ? removedWords(published) : copy.figures.removedNone],
  ];
  return html`<dl>
    ${rows.map(
      ([term, value]) =>
        html`<dt class="${classes.figureTerm}">${term}</dt>
          <dd class="${classes.figureValue}">${value}</dd>`,
    )}
  </dl>`;
}

/** The page with its review markers filled from the published reviews. */
export function rewriteReviews(page: Response, published: Published): Response {
  const real = hasReal(published);
  // How many the section being read shows: its `data-reviews` ("all", or a number); its list's layout.
  let shown = Infinity;
  let layout: ReviewLayout = "grid";
  const rewriter = new HTMLRewriter().on("[data-review-figures]", {
    async element(element) {
      element.setInnerContent(String(await policyFigures(published)), { html: true });
    },
  });
  if (!real) return rewriter.transform(page);
  return rewriter
    .on("[data-reviews]", {
      element(element) {
        // A section the build hid for want of reviews on file shows the published ones.
        element.removeAttribute("hidden");
        const value = Number(element.getAttribute("data-reviews"));
        shown = Number.isInteger(value) && value > 0 ? value : Infinity;
      },
    })
    .on("[data-review-list]", {
      async element(element) {
        layout = element.getAttribute("data-review-list") === "row" ? "row" : "grid";
        element.before(String(await figuresAbove(published)), { html: true });
      },
    })
    .on("[data-review-items]", {
      async element(element) {
        const items = html`${published.reviews.slice(0, shown).map((review) => reviewItem(review, layout))}`;
        element.setInnerContent(String(await items), { html: true });
      },
    })
    .on("[data-review-figure]", {
      element(element) {
        const figure = element.getAttribute("data-review-figure");
        const value = figure === "rating" ? published.average : figure === "satisfaction" ? published.satisfaction : "";
        const before = unescapeAttribute(element.getAttribute("data-review-before") ?? "");
        const after = unescapeAttribute(element.getAttribute("data-review-after") ?? "");
        if (value) element.setInnerContent(`${before}${value}${after}`);
      },
    })
    .transform(page);
}

/** The ETag of a page as served: its bytes' SHA-256, shortened. */
async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/** Whether an If-None-Match header names this ETag (or `*`). */
const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch !== null &&
  ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });

export const publicPages = factory.createApp();

// The figures every published review gives, which the launch check compares the star claims with
// (scripts/lib/launchCheck.ts readPublishedFigures); the path is under /api/*, which reaches the Worker.
publicPages.get(reviewFiguresPath, async (c) => c.json((await readPublished(c.env.DB)).figures));

for (const path of reviewPagePaths) {
  publicPages.get(path, async (c) => {
    const request = c.req.raw;
    let page = await keptPage(path);
    if (!page) {
      // The built page, asked for plainly: a GET without the visitor's conditions, so the assets answer in full.
      const asset = await c.env.ASSETS.fetch(new Request(request.url, { method: "GET" }));
      // Anything but the page itself (a 404 while the page is not built, a redirect) is the assets' own answer.
      if (asset.status !== 200) return c.env.ASSETS.fetch(request);
      const body = await rewriteReviews(asset, await readPublished(c.env.DB)).text();
      const headers = new Headers(asset.headers);
      headers.delete("content-length");
      headers.set("etag", await etagOf(body));
      await keepPage(path, body, headers);
      page = new Response(body, { status: 200, headers });
    }
    const etag = page.headers.get("etag") ?? "";
    if (matches(request.headers.get("if-none-match"), etag)) {
      const headers = new Headers(page.headers);
      headers.delete("content-type");
      return new Response(null, { status: 304, headers });
    }
    // HEAD is answered by this GET route, its body dropped (Hono).
    return page;
  });
}
