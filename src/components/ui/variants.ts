/**
 * The site's shared looks, written once: cards, section headings, lists and
 * text links. Components pick a variant; none restyles these by hand.
 */
import { cva } from "class-variance-authority";

/** A panel: cards, review and FAQ blocks, form and contact boxes. */
export const cardVariants = cva("rounded-card border border-line bg-raised shadow-card", {
  variants: {
    padding: { none: "", sm: "p-4", md: "p-5 sm:p-6", lg: "p-5 sm:p-8" },
    /** The whole card is a way in: it lifts and its border takes the brand colour on hover. */
    interactive: { true: "transition-[border-color,box-shadow] hover:border-brand hover:shadow-raised", false: "" },
  },
  defaultVariants: { padding: "md", interactive: false },
});

/** Section heading parts: a short label above, the h2, and a lead paragraph. */
export const eyebrowClass = "font-display text-sm font-semibold tracking-wider text-brand uppercase";
export const sectionTitleClass =
  "font-display text-[1.75rem] leading-tight font-bold tracking-tight text-balance sm:text-4xl";
export const leadClass = "mt-3 max-w-3xl leading-7 text-muted sm:text-lg sm:leading-8";

/** Lists: ticked features, dense columns of links, and plain stacked links. */
export const listVariants = cva("", {
  variants: {
    kind: {
      /** Items with a tick icon in front. */
      check: "space-y-2",
      /** Many short links in newspaper columns, for scanning. */
      columns: "columns-2 gap-x-6 space-y-1.5 text-sm sm:columns-3 lg:columns-4 [&>li]:break-inside-avoid",
      /** Stacked links, as in the footer. */
      stacked: "space-y-1.5 text-sm",
    },
  },
  defaultVariants: { kind: "check" },
});

/** Text links: inline in copy, a card's way in, or quiet in dense lists. */
export const textLinkVariants = cva("underline-offset-4", {
  variants: {
    tone: {
      brand: "font-semibold text-brand underline hover:decoration-2",
      quiet: "text-muted hover:text-ink hover:underline",
      ink: "hover:text-brand hover:underline",
    },
    /** A trailing arrow drawn by CSS: one glyph instead of an icon per link. */
    arrow: { true: "after:ml-1 after:content-['→'_/_'']", false: "" },
  },
  defaultVariants: { tone: "brand", arrow: false },
});
