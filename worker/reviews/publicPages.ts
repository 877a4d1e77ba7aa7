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
import { site } from "../../src/config/site";
import { reviewFiguresPath } from "../../src/lib/reviewFigures";
import { reviewClasses as classes, reviewStars, type ReviewLayout } from "../../src/components/sections/reviewClasses";
import { factory } from "../platform/env";
import { keepPage, keptPage, reviewPagePaths } from "./publicCache";
import { fill, publicCopy as copy } from "./publicCopy";
import { hasReal, readPublished, type Published, type PublishedReview } from "./published";

/** The review policy's address, linked from every reviews section. */
export const reviewPolicyPath = "/review-policy";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => escapes[ch] ?? ch);
/** An attribute's value as HTMLRewriter gives it (as written, entities and all), as text. */
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-11" as "November 2026". */
const monthWords = (month: string) => monthYear.format(new Date(`${month}-01T12:00:00Z`));

/** One published review, as ReviewList.tsx renders a review, with what a published one adds. */
function reviewItem(review: PublishedReview, layout: ReviewLayout): string {
  const who = review.district ? `${review.name_shown}, ${review.district}` : review.name_shown;
  const job = fill(copy.job, {
    workType: esc(review.work_type),
    month: `<time datetime="${esc(review.completed_month)}">${monthWords(review.completed_month)}</time>`,
  });
  const reply = review.reply
    ? `<p class="${classes.reply}" data-review-reply><span class="${classes.replyBy}">${esc(fill(copy.replyBy, { company: site.name }))}</span>${esc(review.reply)}</p>`
    : "";
  return (
    `<li class="${classes.item(layout)}">` +
    (reply
      ? `<div class="${classes.column}"><figure class="${classes.grownFigure}">`
      : `<figure class="${classes.figure}">`) +
    `<div class="${classes.head}"><p class="${classes.stars}">` +
    `<span class="sr-only">${esc(fill(copy.rated, { rating: review.rating }))}</span>` +
    `<span aria-hidden="true">${reviewStars(review.rating)}</span></p>` +
    `<p class="${classes.label}">${esc(copy.verified)}<span class="sr-only">${esc(copy.verifiedMeaning)}</span></p></div>` +
    `<blockquote class="${classes.text}">${esc(review.body)}</blockquote>` +
    `<figcaption class="${classes.caption}">${esc(who)}<span class="${classes.job}">${job}</span></figcaption>` +
    (reply ? `</figure>${reply}</div>` : "</figure>") +
    "</li>"
  );
}

/** "2 for personal data, 1 deleted at the customer's request"; one reason alone, without its count. */
function reasonList({ removed }: Published): string {
  const [only, ...others] = removed;
  if (only && !others.length) return copy.reasons[only.reason];
  return removed.map(({ reason, count }) => fill(copy.reasonCount, { count, reason: copy.reasons[reason] })).join(", ");
}

/** Above the list: the count and average over every published review, the removals and why, the policy. */
function figuresAbove(published: Published): string {
  const average = published.count
    ? fill(published.count === 1 ? copy.averageOne : copy.average, {
        average: published.average,
        count: published.count,
      })
    : copy.noneShown;
  const removed = published.removedCount
    ? `<p class="${classes.removed}" data-review-removed>${esc(
        fill(published.removedCount === 1 ? copy.removedOne : copy.removed, {
          count: published.removedCount,
          reasons: reasonList(published),
        }),
      )}</p>`
    : "";
  return (
    `<div class="${classes.figures}">` +
    `<p class="${classes.average}" data-review-average>${esc(average)}</p>${removed}` +
    `<p><a class="${classes.policyLink}" href="${reviewPolicyPath}">${esc(copy.policyLink)}</a></p></div>`
  );
}

/** The review policy page's figures: invitations sent of jobs completed, published, average, removed. */
function policyFigures(published: Published): string {
  const rows: [string, string][] = [
    [copy.figures.invitations, fill(copy.figures.invitationsValue, published.invitations)],
    [copy.figures.published, fill(copy.figures.publishedValue, { count: published.count })],
    ...(published.count
      ? [[copy.figures.average, fill(copy.figures.averageValue, { average: published.average })] as [string, string]]
      : []),
    [
      copy.figures.removed,
      published.removedCount
        ? fill(published.removedCount === 1 ? copy.removedOne : copy.removed, {
            count: published.removedCount,
            reasons: reasonList(published),
          })
        : copy.figures.removedNone,
    ],
  ];
  return `<dl>${rows.map(([term, value]) => `<dt class="${classes.figureTerm}">${esc(term)}</dt><dd class="${classes.figureValue}">${esc(value)}</dd>`).join("")}</dl>`;
}

/** The page with its review markers filled from the published reviews. */
export function rewriteReviews(page: Response, published: Published): Response {
  const real = hasReal(published);
  // How many the section being read shows: its `data-reviews` ("all", or a number); its list's layout.
  let shown = Infinity;
  let layout: ReviewLayout = "grid";
  const rewriter = new HTMLRewriter().on("[data-review-figures]", {
    element(element) {
      element.setInnerContent(policyFigures(published), { html: true });
    },
  });
  if (!real) return rewriter.transform(page);
  return rewriter
    .on("[data-reviews]", {
      element(element) {
        const value = Number(element.getAttribute("data-reviews"));
        shown = Number.isInteger(value) && value > 0 ? value : Infinity;
      },
    })
    .on("[data-review-list]", {
      element(element) {
        layout = element.getAttribute("data-review-list") === "row" ? "row" : "grid";
        element.before(figuresAbove(published), { html: true });
      },
    })
    .on("[data-review-items]", {
      element(element) {
        const items = published.reviews.slice(0, shown).map((review) => reviewItem(review, layout));
        element.setInnerContent(items.join(""), { html: true });
      },
    })
    .on("[data-review-figure]", {
      element(element) {
        const figure = element.getAttribute("data-review-figure");
        const value = figure === "rating" ? published.average : figure === "satisfaction" ? published.satisfaction : "";
        const before = unescapeAttribute(element.getAttribute("data-review-before") ?? "");
        const after = unescapeAttribute(element.getAttribute("data-review-after") ?? "");
        if (value) element.setInnerContent(esc(`${before}${value}${after}`));
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
