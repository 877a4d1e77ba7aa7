import { quoteHref } from "../../lib/contactLinks";
import { CtaBand } from "../sections/CtaBand";
import { Hero } from "../sections/Hero";
import { PageVisual } from "../sections/PageVisual";
import type { IndexPageProps } from "../../lib/routeData/indexPages";
import { LinkCardGrid } from "../ui/LinkCard";
import { Section } from "../ui/Section";

/** A directory page: groups of link cards (used by /services and /areas). */
export function IndexPage({ headline, intro, visual, groups }: IndexPageProps) {
  return (
    <>
      <Hero
        headline={headline}
        lead={<p>{intro}</p>}
        primary={{ label: "Get Free Quote", href: quoteHref }}
        media={<PageVisual visual={visual} />}
      />
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
