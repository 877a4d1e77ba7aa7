import { CheckCircle2, MapPin } from "lucide-react";
import { quoteHref } from "../../lib/contactLinks";
import { cn } from "../../lib/cn";
import type { ProjectsPageProps } from "../../lib/routeData/projectPages";
import { Hero } from "../sections/Hero";
import { IllustrationTag, ProjectPictureView } from "../sections/ProjectGallery";
import { Section } from "../ui/Section";
import { cardVariants } from "../ui/variants";

/** The sample projects grid. */
export function ProjectsPage({ headline, intro, projects }: ProjectsPageProps) {
  return (
    <>
      <Hero
        headline={headline}
        lead={intro}
        primary={{ label: "Get Free Quote", href: quoteHref }}
        secondary={{ label: "Contact Us", href: `${quoteHref}#contact` }}
      />
      <Section id="projects" title={projects.some((p) => p.sample) ? "Examples of our work" : "Recent work"}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <li key={project.href} className={cn(cardVariants({ padding: "none" }), "flex flex-col overflow-hidden")}>
              <div className="relative border-b border-line">
                <ProjectPictureView scene={project.scene} picture={project.cover} priority={index === 0} />
                {!project.cover.photo && <IllustrationTag className="absolute top-3 left-3" />}
              </div>
              <div className="flex flex-1 flex-col p-5">
                {project.sample ? (
                  <p className="self-start rounded-full border border-line px-2 py-0.5 text-xs font-semibold tracking-wide text-muted uppercase">
                    Example
                    <span className="sr-only"> project, not a record of a client&apos;s home</span>
                  </p>
                ) : (
                  <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-success">
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    Completed
                  </p>
                )}
                <h3 className="mt-2 text-xl font-semibold">{project.title}</h3>
                <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted">
                  <MapPin aria-hidden="true" className="size-4" />
                  {project.location}
                </p>
                <p className="mt-3 flex-1 text-muted">{project.description}</p>
                <a href={project.href} className="mt-4 font-semibold text-brand underline">
                  View project<span className="sr-only">: {project.title}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
