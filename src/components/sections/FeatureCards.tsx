import { Clock, ShieldCheck, ThumbsUp, Users, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";
import { cardVariants } from "../ui/variants";

const icons: Record<string, LucideIcon> = {
  "Fully Insured": ShieldCheck,
  "Expert Team": Users,
  "Quality Guarantee": ThumbsUp,
  "On-Time Delivery": Clock,
};

/** Short feature cards with an icon chosen by title. */
export function FeatureCards({ cards }: { cards: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => {
        const Icon = icons[card.title] ?? ShieldCheck;
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
