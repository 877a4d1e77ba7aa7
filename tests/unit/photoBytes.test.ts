/**
 * What the lead API takes as a photo: JPEG, PNG and WebP (each of WebP's three
 * forms) by their own bytes, with their size in pixels; anything else, or a file
 * cut short before its size, is not a photo. And what is taken out of a JPEG the
 * Images binding made before it is kept: its metadata.
 */
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { isBareImage, sniffPhoto, withoutJpegMetadata } from "../../worker/photos/bytes";
import { exifGps, hostileJpeg, hostilePng, jpegSegments, withHtml } from "../worker/api/support/hostilePhotos";

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

describe("withoutJpegMetadata", () => {
  /** A JPEG segment: marker, length, payload. */
  const segment = (marker: number, payload: string) => {
    const data = new TextEncoder().encode(payload);
    return [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
  };
  /** The JPEG with `segments` inserted after its start. */
  const inserted = (jpeg: Uint8Array, ...segments: number[][]) =>
    new Uint8Array([...jpeg.subarray(0, 2), ...segments.flat(), ...jpeg.subarray(2)]);
  const scanOf = (jpeg: Uint8Array) => jpeg.subarray(jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xda));
  const metadataMarkers = [0xe1, 0xed, 0xfe];

  it("takes out EXIF (GPS, copyright), XMP, IPTC and comments, and leaves the picture and its colour profile", async () => {
    const made = await bytes(
      image(64, 48)
        .jpeg()
        .withIccProfile("p3")
        .withExif({
          IFD0: { Copyright: exifGps.copyright },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 26/1" },
        })
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>'),
    );
    const jpeg = inserted(made, segment(0xed, "Photoshop 3.0\0IPTC"), segment(0xfe, "taken at 1 Acacia Avenue"));
    expect(jpegSegments(jpeg).filter((s) => metadataMarkers.includes(s.marker)).length).toBe(4);

    const kept = withoutJpegMetadata(jpeg);
    expect(jpegSegments(kept).filter((s) => metadataMarkers.includes(s.marker))).toEqual([]);
    expect(scanOf(kept)).toEqual(scanOf(jpeg));
    const read = await sharp(kept).metadata();
    expect({ width: read.width, height: read.height, exif: read.exif, xmp: read.xmp }).toEqual({
      width: 64,
      height: 48,
      exif: undefined,
      xmp: undefined,
    });
    expect(read.icc).toBeDefined();
    expect(sniffPhoto(kept)).toEqual({ type: "image/jpeg", width: 64, height: 48 });
  });

  it("takes out the EXIF segment of a photo sent straight to the API: orientation, GPS and all", async () => {
    const jpeg = hostileJpeg(await bytes(image(40, 30).jpeg()), 6);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const kept = withoutJpegMetadata(jpeg);
    expect(jpegSegments(kept).map((s) => s.label)).not.toContain("Exif");
    expect((await sharp(kept).metadata()).orientation).toBeUndefined();
  });

  it("gives back the same bytes when there is nothing to take out, or they are not a JPEG's header", async () => {
    const plain = await bytes(image(40, 30).jpeg());
    expect(withoutJpegMetadata(plain)).toBe(plain);
    const text = new TextEncoder().encode("Not a photo at all, only words.");
    expect(withoutJpegMetadata(text)).toBe(text);
    // A segment that claims more bytes than there are.
    const cut = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x10, 0x00, 0x45, 0x78]);
    expect(withoutJpegMetadata(cut)).toBe(cut);
  });
});

describe("isBareImage", () => {
  const noise = (width: number, height: number, channels: 3 | 4 = 3) => {
    const pixels = new Uint8Array(width * height * channels);
    crypto.getRandomValues(pixels);
    return sharp(pixels, { raw: { width, height, channels } });
  };

  it.each([
    ["a baseline JPEG", () => noise(96, 64).jpeg(), "image/jpeg"],
    ["a progressive JPEG", () => noise(96, 64).jpeg({ progressive: true }), "image/jpeg"],
    [
      "a progressive JPEG of optimised scans",
      () => noise(96, 64).jpeg({ quality: 100, optimiseScans: true }),
      "image/jpeg",
    ],
    ["a PNG", () => noise(96, 64).png(), "image/png"],
    ["a lossy WebP", () => noise(96, 64).webp(), "image/webp"],
    ["a lossless WebP", () => noise(95, 63).webp({ lossless: true }), "image/webp"],
    ["a WebP with alpha", () => noise(96, 64, 4).webp(), "image/webp"],
  ] as const)("takes %s as an encoder writes it", async (_name, make, type) => {
    expect(isBareImage(await bytes(make()), type)).toBe(true);
  });

  it("walks a scan's stuffed bytes and restart markers to its end", () => {
    const scan = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd1, 0x78];
    const jpeg = [0xff, 0xd8, ...[0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0], ...scan, 0xff, 0xd9];
    expect(isBareImage(new Uint8Array(jpeg), "image/jpeg")).toBe(true);
    expect(isBareImage(new Uint8Array([...jpeg, 0]), "image/jpeg")).toBe(false);
  });

  it.each([
    [
      "a JPEG with EXIF, GPS and HTML after its end",
      async () => hostileJpeg(await bytes(noise(96, 64).jpeg()), 6),
      "image/jpeg",
    ],
    ["a JPEG with HTML after its end", async () => withHtml(await bytes(noise(96, 64).jpeg())), "image/jpeg"],
    ["a JPEG cut short", async () => (await bytes(noise(96, 64).jpeg())).subarray(0, 900), "image/jpeg"],
    ["a JPEG with EXIF", async () => bytes(noise(96, 64).jpeg().withMetadata({ orientation: 6 })), "image/jpeg"],
    [
      "a PNG with a text chunk and HTML after it",
      async () => hostilePng(await bytes(noise(96, 64).png())),
      "image/png",
    ],
    ["a PNG with HTML after it", async () => withHtml(await bytes(noise(96, 64).png())), "image/png"],
    [
      "a WebP with EXIF",
      async () =>
        bytes(
          noise(96, 64, 4)
            .webp()
            .withExif({ IFD0: { Copyright: exifGps.copyright } }),
        ),
      "image/webp",
    ],
    ["a WebP with HTML after it", async () => withHtml(await bytes(noise(96, 64).webp())), "image/webp"],
  ] as const)("refuses %s", async (_name, make, type) => {
    expect(isBareImage(await make(), type)).toBe(false);
  });
});
