/**
 * Owner photographs that replace a page's drawing: files in src/assets/photos,
 * named in the page's data, made into AVIF and WebP at several widths.
 */
import type { ImageMetadata } from "astro";
import { responsiveImage, type ResponsiveImageData } from "./images";

const photos = import.meta.glob<{ default: ImageMetadata }>("../assets/photos/*.{jpg,jpeg,png,webp,avif}", {
  eager: true,
});

/** A header photo at the widths a page's first screen needs; fails the build if the file is missing. */
export async function headerPhoto(file: string, alt: string): Promise<ResponsiveImageData> {
  const source = photos[`../assets/photos/${file}`]?.default;
  if (!source) throw new Error(`Photo ${file} is named in the content but is not in src/assets/photos`);
  return responsiveImage(source, alt, "(min-width: 1024px) 45vw, 100vw", [480, 800, 1200, 1600]);
}
