import { quoteHref } from "../../config/navigation";
import { CtaBand } from "../sections/CtaBand";
import { Hero } from "../sections/Hero";
import { LinkCardGrid, type LinkCardData } from "../ui/LinkCard";
import { Section } from "../ui/Section";

export interface IndexGroup {
  heading: string;
  text?: string | undefined;
  /** The group's own page, linked from its heading. */
  href?: string | undefined;
  cards: readonly LinkCardData[];
}

interface IndexPageProps {
  headline: string;
  intro: string;
  groups: readonly IndexGroup[];
}

/** A directory page: groups of link cards (used by /services and /areas). */
export function IndexPage({ headline, intro, groups }: IndexPageProps) {
  return (
    <>
      <Hero headline={headline} lead={<p>{intro}</p>} primary={{ label: "Get Free Quote", href: quoteHref }} />
      {groups.map((group, index) => (
        <Section
          key={group.heading}
          id={group.heading.toLowerCase().replace(/\W+/g, "-")}
          tone={index % 2 ? "surface" : "plain"}
          title={
            group.href ? (
              <a href={group.href} className="underline decoration-2 underline-offset-4 hover:text-brand">
                {group.heading}
              </a>
            ) : (
              group.heading
            )
          }
          lead={group.text}
        >
          <LinkCardGrid cards={group.cards} columns={4} />
        </Section>
      ))}
      <CtaBand />
    </>
  );
}
