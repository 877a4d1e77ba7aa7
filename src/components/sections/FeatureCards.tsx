import { Clock, ShieldCheck, ThumbsUp, Users, type LucideIcon } from "lucide-react";

const icons: Record<string, LucideIcon> = {
  "Fully Insured": ShieldCheck,
  "Expert Team": Users,
  "Quality Guarantee": ThumbsUp,
  "On-Time Delivery": Clock,
};

/** Short feature cards with an icon chosen by title. */
export function FeatureCards({ cards }: { cards: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => {
        const Icon = icons[card.title] ?? ShieldCheck;
        return (
          <li key={card.title} className="rounded-lg border border-line bg-page p-5">
            <Icon aria-hidden="true" className="size-8 text-brand" />
            <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-muted">{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
