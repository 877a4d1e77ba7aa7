/**
 * Global setup of the workerd tests, in Node: real image files made with sharp
 * (tests/worker/support/noisePhotos.ts), handed to the tests through `provide`,
 * since sharp cannot run inside workerd.
 */
import type { TestProject } from "vitest/node";
import { noisePhoto } from "../../support/noisePhotos";

/** The images the tests use, by `width×height.format`. */
export const photoFiles = [
  "400x300.jpeg",
  "300x400.jpeg",
  "120x90.jpeg",
  "1600x1200.jpeg",
  "64x48.png",
  "48x64.webp",
  "32x32.gif",
] as const;
export type PhotoFile = (typeof photoFiles)[number];

declare module "vitest" {
  export interface ProvidedContext {
    /** Each of `photoFiles`, base64-encoded. */
    photoFiles: Record<PhotoFile, string>;
  }
}

export default async function makePhotoFiles(project: TestProject): Promise<void> {
  const files = {} as Record<PhotoFile, string>;
  for (const name of photoFiles) {
    const [size = "", format = ""] = name.split(".");
    const [width, height] = size.split("x").map(Number);
    const bytes = await noisePhoto(width ?? 1, height ?? 1, format as "jpeg" | "png" | "webp" | "gif");
    files[name] = Buffer.from(bytes).toString("base64");
  }
  project.provide("photoFiles", files);
}
