/**
 * Responsive images through astro:assets: each source image becomes AVIF and
 * WebP at several widths, with its intrinsic size so nothing shifts on load.
 */
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import type { ProjectStage } from "../content/visuals";
import type { Project } from "../content/schemas";

/** Owner photographs of the sample projects; the folder may hold none yet. */
const projectPhotos = import.meta.glob<{ default: ImageMetadata }>(
  "../assets/projects/*.{jpg,jpeg,JPG,JPEG,png,PNG,webp,WEBP,avif,AVIF}",
  { eager: true },
);

/** Plain props for the ResponsiveImage component. */
export interface ResponsiveImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  sources: { type: string; srcset: string }[];
}

/** Widths made of every photo; the widest serves large screens and the lightbox. */
const defaultWidths = [480, 800, 1200];

/** AVIF and WebP at several widths and a JPEG fallback of one image. */
export async function responsiveImage(
  source: ImageMetadata,
  alt: string,
  sizes: string,
  widths: readonly number[] = defaultWidths,
): Promise<ResponsiveImageData> {
  const [avif, webp, fallback] = await Promise.all([
    getImage({ src: source, widths: [...widths], format: "avif" }),
    getImage({ src: source, widths: [...widths], format: "webp" }),
    getImage({ src: source, width: 800, format: "jpg" }),
  ]);
  return {
    src: fallback.src,
    alt,
    width: source.width,
    height: source.height,
    sizes,
    sources: [
      { type: "image/avif", srcset: avif.srcSet.attribute },
      { type: "image/webp", srcset: webp.srcSet.attribute },
    ],
  };
}

/** An owner photograph from src/assets/projects, by file name. */
async function projectImage(file: string, alt: string, sizes: string): Promise<ResponsiveImageData> {
  const source = projectPhotos[`../assets/projects/${file}`]?.default;
  if (!source) throw new Error(`Missing project photo ${file}: put the file in src/assets/projects/`);
  return responsiveImage(source, alt, sizes);
}

/** One stage of a project as the page shows it: the owner's photo, or the drawing until there is one. */
export interface ProjectPicture {
  stage: ProjectStage;
  /** "Before", "During" or "After", shown on the picture. */
  stageLabel: string;
  alt: string;
  caption: string;
  /** The owner's photograph; absent while the drawing stands in. */
  photo?: ResponsiveImageData | undefined;
}

const stageLabels: Record<ProjectStage, string> = { before: "Before", during: "During", after: "After" };
const stageOrder: readonly ProjectStage[] = ["before", "during", "after"];

/**
 * A project's gallery, before, during and after, with any owner photos made
 * responsive for `sizes`. Fails the build when the stages are out of order.
 */
export async function projectPictures(
  id: string,
  gallery: Project["gallery"],
  sizes: string,
): Promise<ProjectPicture[]> {
  const stages = gallery.map((item) => item.stage);
  if (stages.join() !== stageOrder.join()) {
    throw new Error(`Project ${id}: the gallery must be before, during, after (found ${stages.join(", ")})`);
  }
  return Promise.all(
    gallery.map(async ({ stage, alt, caption, photo }) => ({
      stage,
      stageLabel: stageLabels[stage],
      alt,
      caption,
      photo: photo ? await projectImage(photo, alt, sizes) : undefined,
    })),
  );
}
