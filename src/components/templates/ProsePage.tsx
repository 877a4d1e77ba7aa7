import { sectionTitles } from "../../config/pageCopy";
import { CtaBand } from "../sections/CtaBand";
import { Hero } from "../sections/Hero";
import { PageVisual } from "../sections/PageVisual";
import type { AboutPageProps } from "../../lib/routeData/aboutPage";
import { SourcesSection } from "../sections/SourceList";
import { Stats } from "../sections/Stats";
import { Container } from "../ui/Container";
import { Section } from "../ui/Section";

/** A text page from structured sections: used by /about. */
export function ProsePage({ headline, intro, visual, sections, stats, sources }: AboutPageProps) {
  return (
    <>
      <Hero
        headline={headline}
        lead={<p>{intro}</p>}
        primary={{ label: "Get Free Quote", href: "/contact" }}
        secondary={{ label: "View Our Work", href: "/projects" }}
        media={<PageVisual visual={visual} />}
      />
      <Container className="py-12">
        <div className="prose-body">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 24)} className="mt-4">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
      <Section id="figures" title={sectionTitles.about.figures} tone="surface">
        <Stats stats={stats} />
      </Section>
      {sources && <SourcesSection sources={sources} />}
      <CtaBand />
    </>
  );
}
