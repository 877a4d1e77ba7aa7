import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import type { LinkCardData } from "../../lib/routeData/shared";
import { cardVariants, textLinkVariants } from "./variants";

export type { LinkCardData };

interface LinkCardProps extends ComponentProps<"article"> {
  card: LinkCardData;
  /** Visible link text; the card title is added for screen readers. */
  linkLabel?: string;
  /** Heading level of the card title. */
  headingLevel?: "h2" | "h3";
}

/** A card with a title, a sentence and, when it has a page, a "Learn More" link naming it. */
export function LinkCard({
  card,
  linkLabel = "Learn More",
  headingLevel = "h3",
  className,
  children,
  ...props
}: LinkCardProps) {
  const Heading = headingLevel;
  return (
    <article className={cn(cardVariants({ interactive: Boolean(card.href) }), "flex flex-col", className)} {...props}>
      <Heading className="text-lg leading-snug font-semibold">{card.title}</Heading>
      <p className="mt-2 flex-1 text-muted">{card.text}</p>
      {children}
      {card.href && (
        <a href={card.href} className={cn(textLinkVariants({ arrow: true }), "mt-4")}>
          {linkLabel}
          <span className="sr-only">: {card.title}</span>
        </a>
      )}
    </article>
  );
}

interface LinkCardGridProps extends ComponentProps<"div"> {
  cards: readonly LinkCardData[];
  linkLabel?: string;
  columns?: 2 | 3 | 4;
}

const columnClass = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/** A responsive grid of link cards. */
export function LinkCardGrid({ cards, linkLabel, columns = 3, className, ...props }: LinkCardGridProps) {
  return (
    <div className={cn("grid gap-5", columnClass[columns], className)} {...props}>
      {cards.map((card) => (
        <LinkCard key={card.href ?? card.title} card={card} {...(linkLabel ? { linkLabel } : {})} />
      ))}
    </div>
  );
}
