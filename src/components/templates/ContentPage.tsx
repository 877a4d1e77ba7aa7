import { ArrowLeft, PhoneCall } from "lucide-react";
import { sectionTitles } from "../../config/pageCopy";
import { site } from "../../config/site";
import type { ContentPageProps } from "../../lib/routeData/contentPage";
import { CtaBand } from "../sections/CtaBand";
import { Explainers } from "../sections/Explainers";
import { FaqList } from "../sections/FaqList";
import { Hero } from "../sections/Hero";
import { PageVisual } from "../sections/PageVisual";
import { ReviewFigures } from "../sections/ReviewFigures";
import { ReviewList } from "../sections/ReviewList";
import { SourcesSection } from "../sections/SourceList";
import { Container } from "../ui/Container";
import { LinkCardGrid } from "../ui/LinkCard";
import { Section } from "../ui/Section";
import { textLinkVariants } from "../ui/variants";
import { cn } from "../../lib/cn";

/**
 * The template behind every content page: services, landing pages, guides,
 * areas and area topics. Each part shows only when the page has data for it.
 */
export function ContentPage({
  headline,
  eyebrow,
  visual,
  intro,
  primary,
  secondary,
  tone = "standard",
  back,
  cardsTitle,
  cardGroups = [],
  bodyHtml,
  explainers = [],
  faqs = [],
  reviews = [],
  showsReviews = false,
  reviewFigures = false,
  relatedTitle = "Related services",
  related = [],
  estimator,
  estimatorIsland,
  sources,
}: ContentPageProps) {
  const cardCount = cardGroups.reduce((n, g) => n + g.cards.length, 0);
  return (
    <>
      <Hero
        headline={headline}
        eyebrow={eyebrow}
        lead={<p>{intro}</p>}
        primary={primary}
        secondary={secondary}
        tone={tone}
        media={<PageVisual visual={visual} />}
      >
        {tone === "emergency" && (
          <div className="mt-6 max-w-xl rounded-card border-2 border-danger bg-raised p-5">
            <p className="text-lg font-bold text-danger">24/7 emergency line</p>
            <a
              href={`tel:${site.emergencyPhone.e164}`}
              className="mt-1 inline-flex items-center gap-2 text-2xl font-extrabold text-danger underline"
            >
              <PhoneCall aria-hidden="true" className="size-6" />
              {site.emergencyPhone.display}
            </a>
            <p className="mt-2 text-muted">{site.hours.emergency}, every day of the year.</p>
          </div>
        )}
      </Hero>
      {back && (
        <Container className="pt-6" data-pagefind-ignore>
          <a href={back.href} className={cn(textLinkVariants(), "inline-flex items-center gap-2")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to {back.label}
          </a>
        </Container>
      )}
      {cardCount > 0 && (
        <Section id="services-list" title={cardsTitle}>
          <div className={cardGroups.length > 1 ? "grid gap-10 lg:grid-cols-2" : undefined}>
            {cardGroups.map((group) => (
              <div key={group.heading ?? "cards"}>
                {group.heading && <h3 className="mb-4 text-xl font-semibold">{group.heading}</h3>}
                <LinkCardGrid cards={group.cards} columns={cardGroups.length > 1 ? 2 : 4} />
              </div>
            ))}
          </div>
        </Section>
      )}
      <Container className="py-12">
        <article className="prose-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        {reviewFigures && <ReviewFigures />}
      </Container>
      {explainers.length > 0 && (
        <Section id="rules-explained" title={sectionTitles.content.rulesExplained} density="compact">
          <Explainers explainers={explainers} />
        </Section>
      )}
      {estimator && estimatorIsland && (
        <Section
          data-pagefind-ignore
          id="estimate"
          title={estimator.text.sectionTitle}
          lead={estimator.text.sectionLead}
          tone="surface"
        >
          {estimatorIsland}
        </Section>
      )}
      {showsReviews && (
        // On Cloudflare the Worker shows the two newest published reviews here (worker/reviews/publicPages.ts),
        // and the section even where none of the reviews the page names is on file (hidden until then).
        <Section
          id="reviews"
          data-reviews="2"
          hidden={reviews.length === 0 || undefined}
          title={sectionTitles.content.reviews}
          tone="surface"
        >
          <ReviewList reviews={reviews} />
        </Section>
      )}
      {faqs.length > 0 && (
        <Section id="faq" title={sectionTitles.content.faq}>
          <FaqList faqs={faqs} />
        </Section>
      )}
      {related.length > 0 && (
        <Section id="related" title={relatedTitle} tone="surface">
          <LinkCardGrid cards={related} columns={3} />
        </Section>
      )}
      {sources && <SourcesSection sources={sources} />}
      <CtaBand />
    </>
  );
}
