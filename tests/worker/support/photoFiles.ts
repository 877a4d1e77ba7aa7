/**
 * Global setup of the workerd tests, in Node: real image files made with sharp
 * (noisePhotos.ts): noise, or two halves (`halves`), handed to the tests through `provide`,
 * since sharp cannot run inside workerd.
 */
import type { TestProject } from "vitest/node";
import { photoFiles, type PhotoFile } from "./photoFileNames";
import { halvesPhoto, noisePhoto } from "./noisePhotos";

export default async function makePhotoFiles(project: TestProject): Promise<void> {
  const files = {} as Record<PhotoFile, string>;
  for (const name of photoFiles) {
    const [size = "", ...rest] = name.split(".");
    const [width = 1, height = 1] = size.split("x").map(Number);
    const format = rest.at(-1) as "jpeg" | "png" | "webp" | "gif";
    const bytes = rest[0] === "halves" ? await halvesPhoto(width, height) : await noisePhoto(width, height, format);
    files[name] = Buffer.from(bytes).toString("base64");
  }
  project.provide("photoFiles", files);
}
