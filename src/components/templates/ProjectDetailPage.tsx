import { sectionTitles } from "../../config/pageCopy";
import { ArrowLeft, CalendarCheck, Check, MapPin } from "lucide-react";
import type { ProjectDetailProps } from "../../lib/routeData/projectPages";
import { BeforeAfter } from "../sections/BeforeAfter";
import { CtaBand } from "../sections/CtaBand";
import { ProjectGallery } from "../sections/ProjectGallery";
import { Container } from "../ui/Container";
import { LinkCardGrid } from "../ui/LinkCard";
import { Section } from "../ui/Section";
import { listVariants, textLinkVariants } from "../ui/variants";
import { cn } from "../../lib/cn";

/** One sample project: facts, before/during/after gallery, story, features and a before/after comparison. */
export function ProjectDetailPage({
  title,
  location,
  completed,
  description,
  story,
  features,
  scene,
  pictures,
  comparison,
  services,
  sample,
}: ProjectDetailProps) {
  return (
    <>
      <Container className="py-10">
        <a href="/projects" className={cn(textLinkVariants(), "inline-flex items-center gap-2")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Projects
        </a>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-muted">
          <div className="inline-flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">Location</span>
            </dt>
            <dd>{location}</dd>
          </div>
          {/* An example has no real completion date to state. */}
          {!sample && (
            <div className="inline-flex items-center gap-2">
              <dt className="inline-flex items-center gap-2">
                <CalendarCheck aria-hidden="true" className="size-4" />
                Completed
              </dt>
              <dd>
                <time dateTime={completed.iso}>{completed.label}</time>
              </dd>
            </div>
          )}
        </dl>
        {sample && (
          <p className="mt-4 max-w-3xl rounded-lg border border-line bg-surface px-4 py-3 text-sm leading-6">
            <strong className="font-semibold">Example project.</strong> It shows the kind of job we take on, drawn
            rather than photographed; it is not a record of a particular client&apos;s home.
          </p>
        )}
        <p className="mt-6 max-w-3xl text-lg leading-8">{description}</p>
        <ProjectGallery scene={scene} pictures={pictures} className="mt-8" />
        <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="prose-body">
            <h2>About the job</h2>
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h2 className="text-2xl font-bold">What we did</h2>
            <ul className={cn(listVariants({ kind: "check" }), "mt-4")}>
              {features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
      <Section
        id="before-after"
        title={sectionTitles.project.beforeAfter}
        lead="The same view before work started and once the job was finished."
      >
        <BeforeAfter scene={scene} before={comparison.before} after={comparison.after} idPrefix="before-after" />
      </Section>
      {services.length > 0 && (
        <Section id="related" title={sectionTitles.project.services} tone="surface">
          <LinkCardGrid cards={services} columns={3} />
        </Section>
      )}
      <CtaBand />
    </>
  );
}
