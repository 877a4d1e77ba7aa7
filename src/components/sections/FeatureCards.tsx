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
          <li key={card.title} className="border-line bg-page rounded-lg border p-5">
            <Icon aria-hidden="true" className="text-brand size-8" />
            <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
            <p className="text-muted mt-2">{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
