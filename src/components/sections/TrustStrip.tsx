import { CalendarCheck, Clock, HardHat, MapPinned, ShieldCheck, Umbrella, type LucideIcon } from "lucide-react";
import type { TrustIcon } from "../../content/icons";
import type { Accreditation } from "../../content/schemas/accreditations";
import { Container } from "../ui/Container";

const icons: Record<TrustIcon, LucideIcon> = {
  since: CalendarCheck,
  projects: HardHat,
  liability: Umbrella,
  insured: ShieldCheck,
  visits: MapPinned,
  reply: Clock,
};

interface TrustStripProps {
  /** Each fact names its icon; the label is free text. */
  facts: readonly { icon: TrustIcon; label: string }[];
  /** The owner's real accreditations; the row is left out while there are none. */
  accreditations?: readonly Accreditation[];
}

/** Proof in one line: facts from the site config and, once supplied, real accreditations. */
export function TrustStrip({ facts, accreditations = [] }: TrustStripProps) {
  return (
    <section aria-label="Why you can trust us" className="border-b border-line bg-raised">
      <Container className="py-4 sm:py-5">
        <ul className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm font-medium sm:grid-cols-3 lg:grid-cols-6">
          {facts.map((fact) => {
            const Icon = icons[fact.icon];
            return (
              <li key={fact.label} className="flex items-center gap-2 leading-snug">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
                {fact.label}
              </li>
            );
          })}
        </ul>
        {accreditations.length > 0 && (
          <ul aria-label="Accreditations" className="mt-4 flex flex-wrap gap-3 border-t border-line pt-4 text-sm">
            {accreditations.map((a) => (
              <li key={a.name} className="rounded-control border border-line px-3 py-1.5 font-semibold">
                {a.href ? (
                  <a href={a.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
                    {a.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  a.name
                )}
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
