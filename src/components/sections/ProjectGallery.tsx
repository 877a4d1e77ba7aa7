import { ChevronLeft, ChevronRight, Maximize2, PencilLine, X } from "lucide-react";
import type { ComponentProps } from "react";
import type { ProjectScene } from "../../content/visuals";
import { cn } from "../../lib/cn";
import type { ProjectPicture } from "../../lib/images";
import { ProjectIllustration } from "../illustrations/ProjectIllustration";
import { buttonVariants } from "../ui/Button";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { eyebrowClass } from "../ui/variants";

interface ProjectPictureViewProps {
  scene: ProjectScene;
  picture: ProjectPicture;
  /** True for the page's first picture, when it is a photo. */
  priority?: boolean;
  className?: string;
}

/** One stage of a project: the owner's photo when there is one, else the drawing (16:10 either way). */
export function ProjectPictureView({ scene, picture, priority = false, className }: ProjectPictureViewProps) {
  if (picture.photo) {
    return (
      <ResponsiveImage
        image={picture.photo}
        priority={priority}
        className={cn("block aspect-[16/10] w-full object-cover", className)}
      />
    );
  }
  return (
    <ProjectIllustration
      scene={scene}
      stage={picture.stage}
      title={picture.alt}
      className={cn("block h-auto w-full", className)}
    />
  );
}

/** Marks a drawing as an illustration, so nobody mistakes it for a photo of the job. */
export function IllustrationTag({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border border-line bg-raised/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-card",
        className,
      )}
      {...props}
    >
      <PencilLine aria-hidden="true" className="size-3.5" />
      Illustration
    </span>
  );
}

interface ProjectGalleryProps extends ComponentProps<"div"> {
  scene: ProjectScene;
  /** Before, during and after. */
  pictures: readonly ProjectPicture[];
}

/**
 * The project's pictures as captioned figures. Each picture is a button that
 * opens it larger in the lightbox; the lightbox script (src/scripts/lightbox.ts)
 * loads on the first click and reads the figures through their data attributes.
 */
export function ProjectGallery({ scene, pictures, className, ...props }: ProjectGalleryProps) {
  return (
    <div className={className} {...props}>
      <ul className="grid gap-6 sm:grid-cols-3 sm:gap-4 lg:gap-6">
        {pictures.map((picture, index) => (
          <li key={picture.stage}>
            <figure data-gallery-item data-stage={picture.stageLabel} data-kind={picture.photo ? "photo" : "drawing"}>
              {/* The tag sits beside the button, not in it, so the button's visible text matches its name. */}
              <div className="relative">
                <button
                  type="button"
                  data-lightbox-open
                  aria-label={`Enlarge: ${picture.caption}`}
                  aria-haspopup="dialog"
                  className="group relative block w-full cursor-zoom-in overflow-hidden rounded-card border border-line bg-raised shadow-card transition-[border-color,box-shadow] hover:border-brand hover:shadow-raised"
                >
                  <ProjectPictureView scene={scene} picture={picture} priority={index === 0} />
                  <span className="absolute right-2 bottom-2 grid size-9 place-items-center rounded-full border border-line bg-raised/95 text-ink shadow-card transition-colors group-hover:bg-brand group-hover:text-brand-ink">
                    <Maximize2 aria-hidden="true" className="size-4" />
                  </span>
                </button>
                {!picture.photo && <IllustrationTag className="pointer-events-none absolute top-2 left-2" />}
              </div>
              <figcaption className="mt-3">
                <span className={cn(eyebrowClass, "block text-xs")}>{picture.stageLabel}</span>
                <span data-caption className="mt-1 block leading-6">
                  {picture.caption}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <GalleryLightbox />
    </div>
  );
}

const roundButton = cn(
  buttonVariants({ variant: "secondary", size: "sm" }),
  "size-11 shrink-0 rounded-full p-0 disabled:opacity-40",
);

/**
 * The enlarged view: a native modal dialog, so the browser traps focus and
 * Escape closes it. Empty until the lightbox script fills it.
 */
function GalleryLightbox() {
  return (
    <dialog
      data-lightbox
      aria-labelledby="lightbox-caption"
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(100vw-1rem,72rem,(100dvh-11rem)*1.6+2.5rem)] max-w-none overflow-y-auto rounded-card border border-line bg-raised p-0 text-ink shadow-raised backdrop:bg-black/80 motion-safe:transition-[opacity,scale] motion-safe:duration-200 starting:scale-95 starting:opacity-0"
    >
      <div className="flex flex-col gap-3 p-3 sm:gap-4 sm:p-5">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm text-muted">
            <span data-lightbox-stage className="font-semibold text-ink" /> <span aria-hidden="true">·</span>{" "}
            <span data-lightbox-count />
          </p>
          <button
            type="button"
            data-lightbox-close
            className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "min-h-11")}
          >
            <X aria-hidden="true" className="size-4" />
            Close
          </button>
        </div>
        <div className="relative overflow-hidden rounded-control border border-line bg-surface">
          <div
            data-lightbox-picture
            className="[&_img]:mx-auto [&_img]:block [&_img]:max-h-[calc(100dvh-11rem)] [&_img]:w-full [&_img]:object-contain [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
          />
          <IllustrationTag data-lightbox-tag hidden className="absolute top-3 left-3" />
        </div>
        <div className="flex items-center gap-3">
          <button type="button" data-lightbox-prev aria-label="Previous picture" className={roundButton}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p
            id="lightbox-caption"
            data-lightbox-caption
            aria-live="polite"
            className="flex-1 text-center text-base leading-6 text-balance"
          />
          <button type="button" data-lightbox-next aria-label="Next picture" className={roundButton}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </dialog>
  );
}
