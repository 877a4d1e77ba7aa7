/**
 * Owner photographs that replace a page's drawing: files in src/assets/photos,
 * named in the page's data, made into AVIF and WebP at several widths.
 */
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import type { ResponsiveImageData } from "./images";

const photos = import.meta.glob<{ default: ImageMetadata }>("../assets/photos/*.{jpg,jpeg,png,webp,avif}", {
  eager: true,
});

const widths = [480, 800, 1200, 1600];

/** A header photo at the widths a page's first screen needs; fails the build if the file is missing. */
export async function headerPhoto(file: string, alt: string): Promise<ResponsiveImageData> {
  const source = photos[`../assets/photos/${file}`]?.default;
  if (!source) throw new Error(`Photo ${file} is named in the content but is not in src/assets/photos`);
  const [avif, webp, fallback] = await Promise.all([
    getImage({ src: source, widths, format: "avif" }),
    getImage({ src: source, widths, format: "webp" }),
    getImage({ src: source, width: 1200, format: "jpg" }),
  ]);
  return {
    src: fallback.src,
    alt,
    width: source.width,
    height: source.height,
    sizes: "(min-width: 1024px) 45vw, 100vw",
    sources: [
      { type: "image/avif", srcset: avif.srcSet.attribute },
      { type: "image/webp", srcset: webp.srcSet.attribute },
    ],
  };
}
