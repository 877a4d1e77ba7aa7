/**
 * Test photos: JPEGs drawn in Chromium, with an EXIF block (orientation and a
 * GPS position) spliced in as a phone camera writes it, and readers for what
 * arrives at the server.
 */
import type { Page } from "playwright-core";

/**
 * A JPEG `width` × `height` drawn by the browser: the left half red, the right
 * half blue. Shown with EXIF orientation 6 (turned 90° clockwise), red is on top.
 */
export async function drawJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.fillStyle = "#e00000";
      context.fillRect(0, 0, w / 2, h);
      context.fillStyle = "#0000e0";
      context.fillRect(w / 2, 0, w / 2, h);
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = "";
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, "base64");
}

/** A GPS position written into the test photo; its bytes must not reach the server. */
export const gpsMarker = { latitude: [51, 28, 3], longitude: [0, 7, 41] } as const;

/** `jpeg` with an APP1 EXIF block: the given orientation, and a GPS position in London. */
export function withExif(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(140);
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0: orientation, and the pointer to the GPS directory.
  tiff.writeUInt16LE(2, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x0112, 3, 1, orientation);
  entry(22, 0x8825, 4, 1, 38);
  tiff.writeUInt32LE(0, 34);
  // GPS directory: latitude N, longitude W, as degrees, minutes, seconds.
  tiff.writeUInt16LE(4, 38);
  entry(40, 0x0001, 2, 2, 0x4e); // "N"
  entry(52, 0x0002, 5, 3, 92);
  entry(64, 0x0003, 2, 2, 0x57); // "W"
  entry(76, 0x0004, 5, 3, 116);
  tiff.writeUInt32LE(0, 88);
  [...gpsMarker.latitude, ...gpsMarker.longitude].forEach((value, i) => {
    tiff.writeUInt32LE(value, 92 + i * 8);
    tiff.writeUInt32LE(1, 96 + i * 8);
  });
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  const exif = Buffer.concat([header, Buffer.from("Exif\0\0", "latin1"), tiff]);
  exif.writeUInt16BE(exif.length - 2, 2);
  // After the SOI marker (FF D8), before everything else.
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}

/** A JPEG's size from its frame header. */
export function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`Not a JPEG marker at ${at}`);
    const marker = jpeg[at + 1] ?? 0;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error("No frame header");
}

/** Whether the JPEG carries an EXIF block at all. */
export const hasExif = (jpeg: Buffer) => jpeg.includes(Buffer.from("Exif\0\0", "latin1"));

/** The colour at the top middle and bottom middle of a JPEG, decoded in the browser without EXIF help. */
export async function topAndBottom(page: Page, jpeg: Buffer): Promise<{ top: number[]; bottom: number[] }> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/jpeg" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.drawImage(bitmap, 0, 0);
    const x = Math.floor(bitmap.width / 2);
    return {
      top: [...context.getImageData(x, 10, 1, 1).data.slice(0, 3)],
      bottom: [...context.getImageData(x, bitmap.height - 10, 1, 1).data.slice(0, 3)],
    };
  }, jpeg.toString("base64"));
}
