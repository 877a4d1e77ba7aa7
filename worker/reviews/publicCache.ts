/**
 * The Worker-served pages that show reviews (reviews/publicPages.ts) are kept in the Cache API; publishing,
 * editing, replying to or removing a review purges them, so the change shows at once.
 */
import type { AppContext } from "../platform/env";

/** Purges every cached page that shows reviews. A purge that fails leaves each at most 5 minutes old. */
export const purgeReviewPages: (c: AppContext) => Promise<void> = () =>
  // Until the public pages land (issue 50 §3) nothing is cached.
  Promise.resolve();
