import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Container } from "./Container";
import { eyebrowClass, leadClass, sectionTitleClass } from "./variants";

interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** Section heading (an h2); its id labels the section for assistive technology. */
  title?: ReactNode;
  /** A short label above the heading. */
  eyebrow?: string | undefined;
  /** Short text under the heading. */
  lead?: ReactNode;
  /** Warm band behind the section. */
  tone?: "plain" | "surface";
  /** Tighter vertical rhythm for dense blocks. */
  density?: "normal" | "compact";
}

/** A page section with an h2 heading, labelled by it. */
export function Section({
  title,
  eyebrow,
  lead,
  tone = "plain",
  density = "normal",
  className,
  children,
  id,
  ...props
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title && headingId ? headingId : undefined}
      className={cn(
        // Laid out only as it nears the screen (global.css). Nothing fixed to the screen may sit inside.
        "render-when-visible",
        density === "compact" ? "py-7 sm:py-12" : "py-9 sm:py-16",
        tone === "surface" && "bg-surface",
        className,
      )}
      {...props}
    >
      <Container>
        {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
        {title && (
          <h2 id={headingId} className={cn(sectionTitleClass, eyebrow && "mt-2")}>
            {title}
          </h2>
        )}
        {lead && <p className={leadClass}>{lead}</p>}
        <div className={title || lead ? "mt-6 sm:mt-8" : undefined}>{children}</div>
      </Container>
    </section>
  );
}
