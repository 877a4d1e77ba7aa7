/** The image files the workerd tests use, made in Node by photoFiles.ts and handed over through `provide`. */
export const photoFiles = [
  "400x300.jpeg",
  "300x400.jpeg",
  "120x90.jpeg",
  "1600x1200.jpeg",
  // Longer than the form's long side (photoLimits.longSide): the browser never sends one.
  "2100x60.jpeg",
  // Dark on its left half, light on its right: a photo turned by its EXIF orientation shows which way it went.
  "400x300.halves.jpeg",
  "64x48.png",
  "48x64.webp",
  "32x32.gif",
] as const;

/** `width×height.format`, or `width×height.halves.format` */
export type PhotoFile = (typeof photoFiles)[number];

declare module "vitest" {
  export interface ProvidedContext {
    /** Each of `photoFiles`, base64-encoded. */
    photoFiles: Record<PhotoFile, string>;
  }
}
