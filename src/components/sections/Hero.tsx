import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";

export interface HeroAction {
  label: string;
  href: string;
}

interface HeroProps {
  headline: string;
  lead: ReactNode;
  primary?: HeroAction | undefined;
  secondary?: HeroAction | undefined;
  badges?: readonly string[];
  /** `emergency` uses the red theme. */
  tone?: "standard" | "emergency";
  children?: ReactNode;
}

/** The page's opening band with its h1. */
export function Hero({ headline, lead, primary, secondary, badges = [], tone = "standard", children }: HeroProps) {
  return (
    <div className={cn("border-b border-line", tone === "emergency" ? "bg-danger-soft" : "bg-brand-soft")}>
      <Container className="py-14 sm:py-20">
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{headline}</h1>
        <div className="mt-5 max-w-3xl text-lg leading-8 text-muted">{lead}</div>
        {(primary || secondary) && (
          <div className="mt-8 flex flex-wrap gap-3">
            {primary && (
              <ButtonLink href={primary.href} size="lg" variant={tone === "emergency" ? "emergency" : "primary"}>
                {primary.label}
              </ButtonLink>
            )}
            {secondary && (
              <ButtonLink href={secondary.href} size="lg" variant="secondary">
                {secondary.label}
              </ButtonLink>
            )}
          </div>
        )}
        {badges.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
            {badges.map((badge) => (
              <li key={badge} className="inline-flex items-center gap-2 font-medium">
                <BadgeCheck aria-hidden="true" className="size-5 text-brand" />
                {badge}
              </li>
            ))}
          </ul>
        )}
        {children}
      </Container>
    </div>
  );
}
