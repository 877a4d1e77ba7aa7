import type { ReactNode } from "react";
import type { NavItem } from "../../config/navigation";
import { cn } from "../../lib/cn";
import type { HomePageProps } from "../../lib/routeData/homePage";
import { AreaRegions } from "../sections/AreaRegions";
import { CategoryGrid } from "../sections/CategoryGrid";
import { ContactSection } from "../sections/ContactSection";
import { ExternalLinks } from "../sections/ExternalLinks";
import { FeatureCards } from "../sections/FeatureCards";
import { Hero } from "../sections/Hero";
import { HowToSteps } from "../sections/HowToSteps";
import { PageVisual } from "../sections/PageVisual";
import { ReviewList } from "../sections/ReviewList";
import { Stats } from "../sections/Stats";
import { TrustStrip } from "../sections/TrustStrip";
import { ButtonLink } from "../ui/Button";
import { Section } from "../ui/Section";
import { cardVariants, listVariants, textLinkVariants } from "../ui/variants";
import { SourcesSection } from "../sections/SourceList";

/** A page's name without a trailing "in London": the home page's sections already say where. */
const withoutLondon = (label: string) => label.replace(/ in London$/, "");

/** Links in dense columns: many destinations, little height. */
function LinkColumns({ links, className }: { links: readonly NavItem[]; className?: string }) {
  return (
    <ul className={cn(listVariants({ kind: "columns" }), className)}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={textLinkVariants({ tone: "ink" })}>
            {withoutLondon(link.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page: every section the spec lists, kept short. Long lists sit in
 * columns or scroll sideways on phones; proof comes straight after the promise.
 */
export function HomePage({
  copy: {
    hero,
    headings,
    trustFacts,
    servicesIntro,
    customProject,
    serviceLinks,
    whyChoose,
    extensionGuide,
    whyChooseCards,
    trustedPartner,
    stats,
  },
  visual,
  guideFacts,
  categories,
  serviceLinkGroups,
  explore,
  tilingLinks,
  areaRegions,
  reviews,
  statFigures,
  badgeFigures,
  accreditations,
  sources,
  form,
}: HomePageProps & {
  /** The quote form island, passed in by the route as a named slot. */
  form?: ReactNode;
}) {
  return (
    <>
      <Hero
        size="large"
        headline={hero.headline}
        lead={hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
        actionSize="md"
        badges={hero.badges.map((text, i) => ({ text, reviewFigure: badgeFigures[i] }))}
        media={<PageVisual visual={visual} />}
      />
      <TrustStrip facts={trustFacts} accreditations={accreditations} />

      <Section id="services" eyebrow={headings.services.eyebrow} title={headings.services.title} lead={servicesIntro}>
        <CategoryGrid categories={categories} />
      </Section>

      <Section id="custom-project" tone="surface" density="compact">
        <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-xl font-bold sm:text-2xl">{customProject.title}</h2>
            <p className="mt-2 text-muted">{customProject.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={customProject.primary.href}>{customProject.primary.label}</ButtonLink>
            <ButtonLink href={customProject.secondary.href} variant="secondary">
              {customProject.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Section>

      {/* On Cloudflare the Worker shows the published reviews here (worker/reviews/publicPages.ts). */}
      <Section
        id="reviews"
        data-reviews="all"
        hidden={reviews.length === 0 || undefined}
        eyebrow={headings.reviews.eyebrow}
        title={headings.reviews.title}
      >
        <ReviewList reviews={reviews} layout="row" />
      </Section>

      <Section id="popular-services" title={serviceLinks.title} tone="surface" density="compact">
        <div className="grid gap-6 md:grid-cols-3 md:gap-8">
          {serviceLinkGroups.map((group) => (
            <div key={group.category} data-category={group.category}>
              <h3 className="font-semibold sm:text-lg">{group.heading}</h3>
              <ul className="mt-2 grid grid-cols-2 gap-x-4 border-t border-line md:grid-cols-1">
                {group.cards.map((card) => (
                  <li key={card.href} className="border-b border-line">
                    <a
                      href={card.href}
                      className="flex h-full items-center justify-between gap-2 py-2 text-sm font-medium after:text-brand after:content-['→'_/_''] hover:text-brand sm:text-base"
                    >
                      {withoutLondon(card.title)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section id="why-choose-us" density="compact">
        <div className={cn(cardVariants({ padding: "lg" }), "max-w-4xl border-l-4 border-l-brand")}>
          <h2 className="text-xl font-bold sm:text-2xl">{whyChoose.question}</h2>
          <p className="mt-3 leading-7 text-muted">{whyChoose.answer}</p>
        </div>
      </Section>

      <Section
        id="extension-guide"
        eyebrow={headings.guide.eyebrow}
        title={extensionGuide.name}
        lead={extensionGuide.description}
        tone="surface"
      >
        <HowToSteps steps={extensionGuide.steps} labels={extensionGuide.labels} facts={guideFacts} />
      </Section>

      <Section id="explore" title={headings.explore.title} density="compact">
        <LinkColumns links={explore} />
      </Section>

      <Section
        id="tiling-specialists"
        title={headings.tiling.title}
        lead={headings.tiling.lead}
        tone="surface"
        density="compact"
      >
        <ExternalLinks links={tilingLinks} />
      </Section>

      <ContactSection>{form}</ContactSection>

      <Section id="areas" eyebrow={headings.areas.eyebrow} title={headings.areas.title} lead={headings.areas.lead}>
        <AreaRegions regions={areaRegions} />
      </Section>

      <Section id="why-choose" title={headings.whyChoose.title} tone="surface">
        <FeatureCards cards={whyChooseCards} />
      </Section>

      <Section id="about" title={trustedPartner.title}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div className="max-w-3xl space-y-4 leading-7 sm:text-lg sm:leading-8">
            {trustedPartner.paragraphs.map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
          </div>
          <Stats stats={stats.map((stat, i) => ({ ...stat, reviewFigure: statFigures[i] }))} />
        </div>
      </Section>
      {sources && <SourcesSection sources={sources} />}
    </>
  );
}
