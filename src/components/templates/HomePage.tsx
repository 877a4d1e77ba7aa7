import type { ReactNode } from "react";
import type { NavItem } from "../../config/navigation";
import type { Review } from "../../content/schemas";
import {
  customProject,
  extensionGuide,
  hero,
  servicesIntro,
  stats,
  trustedPartner,
  whyChooseCards,
  whyChooseQuestion,
} from "../../content/home";
import { CategoryGrid, type Category } from "../sections/CategoryGrid";
import { ContactSection } from "../sections/ContactSection";
import { ExternalLinks } from "../sections/ExternalLinks";
import { FeatureCards } from "../sections/FeatureCards";
import { Hero } from "../sections/Hero";
import { ReviewList } from "../sections/ReviewList";
import { HowToSteps } from "../sections/HowToSteps";
import { Stats } from "../sections/Stats";
import { ButtonLink } from "../ui/Button";
import { LinkCardGrid, type LinkCardData } from "../ui/LinkCard";
import { Section } from "../ui/Section";

export interface HomePageProps {
  categories: readonly Category[];
  serviceLinkGroups: readonly { category: string; heading: string; cards: readonly LinkCardData[] }[];
  explore: readonly NavItem[];
  tilingLinks: readonly NavItem[];
  tilingPartnerName: string;
  areas: readonly LinkCardData[];
  /** Sample reviews (placeholders until the owner adds real ones). */
  reviews: readonly Review[];
  /** The quote form island, passed in by the route as a named slot. */
  form?: ReactNode;
}

/** The home page, in the order the spec lists its sections. */
export function HomePage({
  categories,
  serviceLinkGroups,
  explore,
  tilingLinks,
  tilingPartnerName,
  areas,
  reviews,
  form,
}: HomePageProps) {
  return (
    <>
      <Hero
        headline={hero.headline}
        lead={hero.lead}
        primary={hero.primary}
        secondary={hero.secondary}
        badges={hero.badges}
      />

      <Section id="services" title="Our building services" lead={servicesIntro}>
        <CategoryGrid categories={categories} />
      </Section>

      <Section id="custom-project" tone="surface">
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold">{customProject.title}</h2>
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

      <Section id="popular-services" title="Popular services in London">
        <div className="space-y-10">
          {serviceLinkGroups.map((group) => (
            <div key={group.category} data-category={group.category}>
              <h3 className="text-xl font-semibold">{group.heading}</h3>
              <LinkCardGrid cards={group.cards} columns={4} className="mt-4" />
            </div>
          ))}
        </div>
      </Section>

      <Section id="why-choose-us" tone="surface">
        <div className="max-w-4xl rounded-lg border border-line bg-page p-6 sm:p-8">
          <h2 className="text-2xl font-bold">{whyChooseQuestion.question}</h2>
          <p className="mt-4 text-lg leading-8 text-muted">{whyChooseQuestion.answer}</p>
        </div>
      </Section>

      <Section id="extension-guide" title={extensionGuide.name} lead={extensionGuide.description}>
        <HowToSteps
          steps={extensionGuide.steps}
          facts={[
            { label: "Typical total time", value: extensionGuide.totalTimeLabel },
            { label: "Typical cost", value: extensionGuide.costLabel },
          ]}
        />
      </Section>

      <Section id="explore" title="Explore our services" tone="surface">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {explore.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="block rounded-md border border-line bg-page px-4 py-3 font-medium hover:border-brand"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="tiling-specialists"
        title="Recommended tiling specialists"
        lead={`For tiling-only jobs we recommend our partner, ${tilingPartnerName}, who cover the same districts we do.`}
      >
        <ExternalLinks links={tilingLinks} />
      </Section>

      <ContactSection>{form}</ContactSection>

      <Section
        id="areas"
        title="Areas we cover across London"
        lead="Local knowledge matters: each district has its own housing, its own planning practice and its own parking rules."
      >
        <LinkCardGrid cards={areas} columns={3} linkLabel="Building work in this area" />
      </Section>

      <Section id="why-choose" title="Why choose us" tone="surface">
        <FeatureCards cards={whyChooseCards} />
      </Section>

      <Section id="reviews" title="What our clients say">
        <ReviewList reviews={reviews} />
      </Section>

      <Section id="about" title={trustedPartner.title} tone="surface">
        <div className="max-w-3xl space-y-4 text-lg leading-8">
          {trustedPartner.paragraphs.map((p) => (
            <p key={p.slice(0, 20)}>{p}</p>
          ))}
        </div>
        <div className="mt-10">
          <Stats stats={stats} />
        </div>
      </Section>
    </>
  );
}
