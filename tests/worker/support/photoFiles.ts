/**
 * Global setup of the workerd tests, in Node: real image files made with sharp
 * (noisePhotos.ts), handed to the tests through `provide`,
 * since sharp cannot run inside workerd.
 */
import type { TestProject } from "vitest/node";
import { photoFiles, type PhotoFile } from "./photoFileNames";
import { noisePhoto } from "./noisePhotos";

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
