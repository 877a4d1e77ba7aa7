import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import type { LinkCardData } from "../../lib/routeData/shared";
import { cardVariants, textLinkVariants } from "./variants";

/** A card with a title, a sentence and, when it has a page, a "Learn More" link naming it. */
function LinkCard({ card, className, ...props }: ComponentProps<"article"> & { card: LinkCardData }) {
  return (
    <article className={cn(cardVariants({ interactive: Boolean(card.href) }), "flex flex-col", className)} {...props}>
      <h3 className="text-lg leading-snug font-semibold">{card.title}</h3>
      <p className="mt-2 flex-1 text-muted">{card.text}</p>
      {card.href && (
        <a href={card.href} className={cn(textLinkVariants({ arrow: true }), "mt-4")}>
          Learn More
          <span className="sr-only">: {card.title}</span>
        </a>
      )}
    </article>
  );
}

interface LinkCardGridProps extends ComponentProps<"div"> {
  cards: readonly LinkCardData[];
  columns?: 2 | 3 | 4;
}

const columnClass = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/** A responsive grid of link cards. */
export function LinkCardGrid({ cards, columns = 3, className, ...props }: LinkCardGridProps) {
  return (
    <div className={cn("grid gap-5", columnClass[columns], className)} {...props}>
      {cards.map((card) => (
        <LinkCard key={card.href ?? card.title} card={card} />
      ))}
    </div>
  );
}
