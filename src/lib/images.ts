/**
 * Responsive images through astro:assets: each source image becomes AVIF and
 * WebP at several widths, with its intrinsic size so nothing shifts on load.
 */
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";

const projectImages = import.meta.glob<{ default: ImageMetadata }>("../assets/projects/*.jpg", { eager: true });

/** Plain props for the ResponsiveImage component. */
export interface ResponsiveImageData {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  sources: { type: string; srcset: string }[];
}

const widths = [480, 800, 1200];

export async function projectImage(file: string, alt: string, sizes: string): Promise<ResponsiveImageData> {
  const source = projectImages[`../assets/projects/${file}`]?.default;
  if (!source) throw new Error(`Missing project image ${file}`);
  const [avif, webp, fallback] = await Promise.all([
    getImage({ src: source, widths, format: "avif" }),
    getImage({ src: source, widths, format: "webp" }),
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
