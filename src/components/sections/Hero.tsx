import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { eyebrowClass } from "../ui/variants";
import type { ReviewFigure } from "../../lib/routeData/homePage";

export interface HeroAction {
  label: string;
  href: string;
}

interface HeroProps {
  headline: string;
  lead: ReactNode;
  /** A short label above the h1 (the service family, the district). */
  eyebrow?: string | undefined;
  primary?: HeroAction | undefined;
  secondary?: HeroAction | undefined;
  /** Short claims under the actions; one that states a review figure carries it for the Worker (home page). */
  badges?: readonly (string | { text: string; reviewFigure?: ReviewFigure | undefined })[];
  /** The page's picture: a drawing or an owner photo. On phones it comes first. */
  media?: ReactNode;
  /** `large` gives the picture more of the width, for the home page. */
  size?: "standard" | "large";
  /** `emergency` uses the red theme. */
  tone?: "standard" | "emergency";
  /** Size of the two buttons. */
  actionSize?: "md" | "lg";
  children?: ReactNode;
}

/** The page's opening band: its h1, lead, actions and picture. */
export function Hero({
  headline,
  lead,
  eyebrow,
  primary,
  secondary,
  badges = [],
  media,
  size = "standard",
  tone = "standard",
  actionSize = "lg",
  children,
}: HeroProps) {
  return (
    <div className={cn("border-b border-line", tone === "emergency" ? "bg-danger-soft" : "bg-surface")}>
      <Container
        className={cn(
          "grid gap-5 py-5 sm:gap-10 sm:py-12 lg:items-center lg:py-16",
          media && (size === "large" ? "lg:grid-cols-[1fr_1.15fr]" : "lg:grid-cols-[1.2fr_1fr]"),
        )}
      >
        {media && <div className="lg:order-2">{media}</div>}
        <div>
          {/* data-eyebrow: the social image names the page's family from it (scripts/lib/ogImages.ts);
              search leaves it and the buttons out of the excerpts. */}
          {eyebrow && (
            <p className={cn(eyebrowClass, "mb-3")} data-eyebrow data-pagefind-ignore>
              {eyebrow}
            </p>
          )}
          <h1
            className={cn(
              "max-w-4xl font-display font-extrabold tracking-tight text-balance",
              size === "large" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl",
            )}
          >
            {headline}
          </h1>
          <div className="mt-4 max-w-2xl leading-7 text-muted sm:text-lg sm:leading-8">{lead}</div>
          {(primary || secondary) && (
            <div className="mt-6 flex flex-wrap gap-3" data-pagefind-ignore>
              {primary && (
                <ButtonLink
                  href={primary.href}
                  size={actionSize}
                  variant={tone === "emergency" ? "emergency" : "primary"}
                >
                  {primary.label}
                </ButtonLink>
              )}
              {secondary && (
                <ButtonLink href={secondary.href} size={actionSize} variant="secondary">
                  {secondary.label}
                </ButtonLink>
              )}
            </div>
          )}
          {badges.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2">
              {badges.map((badge) => {
                const { text, reviewFigure } =
                  typeof badge === "string" ? { text: badge, reviewFigure: undefined } : badge;
                return (
                  <li key={text} className="inline-flex items-center gap-2 text-sm font-medium sm:text-base">
                    <BadgeCheck aria-hidden="true" className="size-5 text-brand" />
                    <span
                      data-review-figure={reviewFigure?.figure}
                      data-review-before={reviewFigure?.before}
                      data-review-after={reviewFigure?.after}
                    >
                      {text}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {children}
        </div>
      </Container>
    </div>
  );
}
