import { Clock, ShieldCheck, ThumbsUp, Users, type LucideIcon } from "lucide-react";
import type { FeatureIcon } from "../../content/icons";
import { cn } from "../../lib/cn";
import { cardVariants } from "../ui/variants";

const icons: Record<FeatureIcon, LucideIcon> = {
  insured: ShieldCheck,
  team: Users,
  guarantee: ThumbsUp,
  programme: Clock,
};

interface FeatureCard {
  /** Which icon the card shows; it never depends on the title. */
  icon: FeatureIcon;
  title: string;
  text: string;
}

/** Short feature cards, each with the icon its data names. */
export function FeatureCards({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <li key={card.title} className={cn(cardVariants({ padding: "sm" }), "flex gap-3 sm:block sm:p-6")}>
            <Icon aria-hidden="true" className="size-6 shrink-0 text-brand sm:size-7" />
            <div>
              <h3 className="text-lg font-semibold sm:mt-3">{card.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted sm:text-base">{card.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
