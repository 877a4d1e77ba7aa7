import type { ComponentProps } from "react";
import type { ProjectScene } from "../../content/visuals";
import { cn } from "../../lib/cn";
import type { ProjectPicture } from "../../lib/images";
import { IllustrationTag, ProjectPictureView } from "./ProjectGallery";

interface BeforeAfterProps extends ComponentProps<"figure"> {
  scene: ProjectScene;
  before: ProjectPicture;
  after: ProjectPicture;
  /** Prefix for the slider's id. */
  idPrefix: string;
}

const stageChip =
  "pointer-events-none absolute top-3 rounded-full bg-black/75 px-3 py-1 text-sm font-semibold text-white";

/**
 * The "after" picture laid over the "before" one and clipped at the slider's
 * value through the `--after` custom property, which src/scripts/beforeAfter.ts
 * sets from the range input. Without script both halves show at 50% and the
 * slider is hidden.
 */
export function BeforeAfter({ scene, before, after, idPrefix, className, ...props }: BeforeAfterProps) {
  const rangeId = `${idPrefix}-range`;
  return (
    <figure data-before-after className={cn("max-w-4xl", className)} {...props}>
      <div className="relative overflow-hidden rounded-card border border-line bg-raised shadow-card">
        <ProjectPictureView scene={scene} picture={before} />
        <span aria-hidden="true" className={cn(stageChip, "right-3")}>
          Before
        </span>
        {!before.photo && <IllustrationTag aria-hidden="true" className="absolute right-3 bottom-3" />}
        <div data-after-layer className="absolute inset-0 [clip-path:inset(0_calc(100%-var(--after,50%))_0_0)]">
          <ProjectPictureView scene={scene} picture={after} />
          <span aria-hidden="true" className={cn(stageChip, "left-3")}>
            After
          </span>
          {!after.photo && <IllustrationTag aria-hidden="true" className="absolute bottom-3 left-3" />}
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-[var(--after,50%)] w-1 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.35)]"
        />
      </div>
      <div className="mt-4 noscript:hidden">
        <label htmlFor={rangeId} className="font-semibold">
          Compare before and after
        </label>
        <input
          id={rangeId}
          type="range"
          min={0}
          max={100}
          step={1}
          defaultValue={50}
          aria-valuetext="50% after"
          className="mt-2 block h-11 w-full cursor-ew-resize accent-brand"
        />
      </div>
      <figcaption className="mt-2 text-sm leading-6 text-muted">
        Left of the line, the finished job; right of it, the same view before we started.
      </figcaption>
    </figure>
  );
}
