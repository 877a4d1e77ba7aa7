import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Container } from "./Container";

interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** Section heading (an h2); its id labels the section for assistive technology. */
  title?: ReactNode;
  /** Short text under the heading. */
  lead?: ReactNode;
  /** Grey band behind the section. */
  tone?: "plain" | "surface";
}

/** A page section with an h2 heading, labelled by it. */
export function Section({ title, lead, tone = "plain", className, children, id, ...props }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title && headingId ? headingId : undefined}
      className={cn("py-14 sm:py-16", tone === "surface" && "bg-surface", className)}
      {...props}
    >
      <Container>
        {title && (
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
        )}
        {lead && <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>}
        <div className={title || lead ? "mt-8" : undefined}>{children}</div>
      </Container>
    </section>
  );
}
