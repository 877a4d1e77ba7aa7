/**
 * The review cards' classes, in one place: the static list (ReviewList.tsx) renders with them, and on
 * Cloudflare the Worker renders the published reviews with the same ones (worker/reviews/publicPages.ts),
 * so the site's stylesheet styles both. The Worker's own parts (the figures above the list, "Verified
 * customer", the job's line, the owner's reply) are named here too, so Tailwind finds them and the built
 * CSS has them.
 */
import { cn } from "../../lib/cn";
import { cardVariants, textLinkVariants } from "../ui/variants";

/** `row` scrolls sideways with CSS scroll snap (no script); `grid` stacks in two columns. */
export type ReviewLayout = "grid" | "row";

export const reviewClasses = {
  list: (layout: ReviewLayout) => (layout === "row" ? "flex gap-4" : "grid gap-5 md:grid-cols-2"),
  item: (layout: ReviewLayout) => cn(cardVariants(), layout === "row" && "w-[85%] shrink-0 snap-start sm:w-[22rem]"),
  figure: "flex h-full flex-col",
  /**
   * A published review with the owner's reply: the card's column holds the review's figure, which grows
   * so the name sits above the reply on cards of a row, and the reply under it.
   */
  column: "flex h-full flex-col",
  grownFigure: "flex flex-1 flex-col",
  head: "flex items-center justify-between gap-3",
  stars: "text-lg leading-none tracking-widest text-brand",
  /** The "Example" label of a sample review, and "Verified customer" on a published one. */
  label: "rounded-full border border-line px-2 py-0.5 text-xs font-semibold tracking-wide text-muted uppercase",
  text: "mt-3 flex-1 leading-7 whitespace-pre-line",
  caption: "mt-3 text-sm text-muted",
  /** A published review's job: its work type and the month it was completed. */
  job: "mt-1 block",
  /** The owner's one public reply, under the review. */
  reply: "mt-3 border-l-2 border-brand pl-3 text-sm leading-6 whitespace-pre-line",
  replyBy: "block font-semibold",
  /** Above the list: the count and average, the removed count with reasons, the policy's link. */
  figures: "mb-5 max-w-3xl space-y-1 leading-7",
  average: "font-display text-xl font-bold",
  removed: "text-sm text-muted",
  policyLink: textLinkVariants(),
  /** The review policy page's figures (ReviewFigures.tsx), a description list. */
  figureTerm: "font-semibold",
  figureValue: "mb-2 text-muted",
} as const;

/** A rating as the cards show it: filled stars, then hollow ones to five, so a low rating reads as low. */
export const reviewStars = (rating: number) => "★".repeat(rating) + "☆".repeat(Math.max(0, 5 - rating));
