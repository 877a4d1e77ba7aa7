/** Photos in the workerd tests: the files made in Node (tests/worker/support/photoFiles.ts), and a JPEG's size read from its bytes. */
import { inject } from "vitest";
import type { PhotoFile } from "../../support/photoFileNames";

/** An image of random pixels, `width` × `height`, made by the global setup. */
export function noisePhoto(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" = "jpeg",
): Uint8Array<ArrayBuffer> {
  const base64 = inject("photoFiles")[`${width}x${height}.${format}` as PhotoFile];
  if (!base64) throw new Error(`No test photo ${width}x${height}.${format}: add it to photoFiles.ts`);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** A JPEG `width` × `height`, black on its left half and white on its right, made by the global setup. */
export function halvesPhoto(width: number, height: number): Uint8Array<ArrayBuffer> {
  const base64 = inject("photoFiles")[`${width}x${height}.halves.jpeg` as PhotoFile];
  if (!base64) throw new Error(`No test photo ${width}x${height}.halves.jpeg: add it to photoFileNames.ts`);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** A JPEG's size from its frame header, or undefined if the bytes are not a JPEG. */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } | undefined {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  let at = 2;
  while (at + 9 < jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** A JPEG of nothing but its start, a frame header declaring `width` × `height`, and its end. */
export const headerOnlyJpeg = (width: number, height: number) =>
  new Uint8Array([
    ...[0xff, 0xd8],
    ...[0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
    ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xd9],
  ]);
