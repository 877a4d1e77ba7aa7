/**
 * What the lead API takes as a photo: JPEG, PNG and WebP (each of WebP's three
 * forms) by their own bytes, with their size in pixels; anything else, or a file
 * cut short before its size, is not a photo.
 */
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { sniffPhoto } from "../../worker/photos/bytes";

const image = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp(new Uint8Array(width * height * channels).fill(128), { raw: { width, height, channels } });
const bytes = async (made: Sharp) => new Uint8Array(await made.toBuffer());

describe("sniffPhoto", () => {
  it.each([
    ["a baseline JPEG", () => image(301, 200).jpeg(), "image/jpeg"],
    ["a progressive JPEG", () => image(301, 200).jpeg({ progressive: true }), "image/jpeg"],
    ["a JPEG with EXIF before its frame", () => image(301, 200).jpeg().withMetadata({ orientation: 6 }), "image/jpeg"],
    ["a PNG", () => image(301, 200).png(), "image/png"],
    ["a lossy WebP (VP8)", () => image(301, 200).webp(), "image/webp"],
    ["a lossless WebP (VP8L)", () => image(301, 200).webp({ lossless: true }), "image/webp"],
    ["a WebP with alpha (VP8X)", () => image(301, 200, 4).webp(), "image/webp"],
  ] as const)("reads %s and its size", async (_name, make, type) => {
    expect(sniffPhoto(await bytes(make()))).toEqual({ type, width: 301, height: 200 });
  });

  it.each([
    ["text", () => new TextEncoder().encode("Not a photo at all, only words.")],
    ["an empty file", () => new Uint8Array()],
    ["the JPEG signature alone", () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
    ["a GIF", () => new TextEncoder().encode("GIF89a\x01\x00\x01\x00")],
    ["a PDF", () => new TextEncoder().encode("%PDF-1.7\n")],
  ] as const)("refuses %s", (_name, make) => {
    expect(sniffPhoto(make())).toBeUndefined();
  });

  it("refuses a JPEG cut off before its frame header", async () => {
    const jpeg = await bytes(image(64, 64).jpeg().withMetadata({ orientation: 1 }));
    const frame = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0);
    expect(frame).toBeGreaterThan(2);
    expect(sniffPhoto(jpeg.subarray(0, frame))).toBeUndefined();
  });
});
