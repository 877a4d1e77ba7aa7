import type { ReactNode } from "react";
import { CtaBand } from "../sections/CtaBand";
import { Hero } from "../sections/Hero";
import { PageVisual } from "../sections/PageVisual";
import type { PageVisualData } from "../../lib/visuals";
import { Container } from "../ui/Container";

interface ProsePageProps {
  headline: string;
  intro: string;
  visual?: PageVisualData | undefined;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  /** Blocks after the text, such as statistics. */
  children?: ReactNode;
}

/** A text page from structured sections: used by /about. */
export function ProsePage({ headline, intro, visual, sections, children }: ProsePageProps) {
  return (
    <>
      <Hero
        headline={headline}
        lead={<p>{intro}</p>}
        primary={{ label: "Get Free Quote", href: "/contact" }}
        secondary={{ label: "View Our Work", href: "/projects" }}
        media={visual && <PageVisual visual={visual} />}
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
      {children}
      <CtaBand />
    </>
  );
}
