/**
 * The Worker-served pages that show reviews (reviews/publicPages.ts) are kept in the Cache API
 * (`caches.default`), one entry a page; publishing, editing, replying to or removing a review purges them,
 * so the change shows at once. A copy is kept at most 5 minutes, the bound if a purge fails.
 *
 * The Cache API is a data centre's own: in production a purge clears the copies where the write ran, and
 * another data centre's copy, made before the change, shows it within those 5 minutes (docs/deploy.md).
 */
import { site } from "../../src/config/site";
import type { AppContext } from "../platform/env";

/** The paths the Worker serves with their reviews (wrangler.jsonc's run_worker_first lists them). */
export const reviewPagePaths = ["/", "/design-consultation", "/review-policy"] as const;
export type ReviewPagePath = (typeof reviewPagePaths)[number];

/** How long a kept page may be served without a purge: the bound on a change a failed purge leaves unseen. */
export const keptSeconds = 300;

/**
 * A page's key: its path on the site's own address, whatever host the request came to, so the purge
 * (which may run under another host: the owner's app, the request pages) finds it.
 */
const keyOf = (path: ReviewPagePath) => new Request(new URL(path, site.url).href);

/** The header that keeps the page's own Cache-Control while the kept copy carries the 5-minute bound. */
const pageCacheControl = "x-page-cache-control";

/** The kept copy of a page, with the headers it was served with; undefined when none is kept. */
export async function keptPage(path: ReviewPagePath): Promise<Response | undefined> {
  const kept = await caches.default.match(keyOf(path));
  if (!kept) return undefined;
  const headers = new Headers(kept.headers);
  // What the Cache API adds of its own (the copy's age, its date) is no part of the page's headers.
  headers.delete("age");
  headers.delete("date");
  const own = headers.get(pageCacheControl);
  headers.delete(pageCacheControl);
  if (own === null) headers.delete("cache-control");
  else headers.set("cache-control", own);
  // Streamed as kept: reading it whole first cost 3 to 4 ms a request under npm start (docs/deploy.md).
  return new Response(kept.body, { status: kept.status, headers });
}

/** Keeps a page's rewritten copy for at most 5 minutes; a failure only costs the next request the work. */
export async function keepPage(path: ReviewPagePath, body: string, headers: Headers): Promise<void> {
  const kept = new Headers(headers);
  const own = headers.get("cache-control");
  if (own !== null) kept.set(pageCacheControl, own);
  kept.set("cache-control", `public, max-age=${keptSeconds}`);
  try {
    await caches.default.put(keyOf(path), new Response(body, { status: 200, headers: kept }));
  } catch (error) {
    console.error("Review pages: keeping a page failed", path, error);
  }
}

/** Purges every cached page that shows reviews. A purge that fails leaves each at most 5 minutes old. */
export const purgeReviewPages: (c: AppContext) => Promise<void> = async () => {
  try {
    await Promise.all(reviewPagePaths.map((path) => caches.default.delete(keyOf(path))));
  } catch (error) {
    console.error("Review pages: the purge failed; each page shows the change within 5 minutes", error);
  }
};
