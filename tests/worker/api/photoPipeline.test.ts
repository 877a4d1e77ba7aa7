/**
 * One pipeline for every photo (issue 47, Low 4), in workerd with wrangler's local Images binding (sharp):
 * a photo posted straight to the API or to the request page, skipping the form's script that strips EXIF
 * in the browser, is kept as the binding made it again. The hostile photo: a real JPEG taken sideways
 * (EXIF Orientation 6) with a GPS position and a copyright line in its EXIF, and a page's HTML after its
 * end. What is kept is an image and nothing else: it starts and ends as a JPEG, has no EXIF, decodes, and
 * stands upright, as does its thumbnail.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sniffPhoto } from "../../../worker/photos/bytes";
import { remakePhoto } from "../../../worker/photos/check";
import { thumbnailKey } from "../../../worker/photos/thumbnailKeys";
import { leadBody, postLead, postLeadWithPhotos, postRequestPhotos } from "../support/leads";
import {
  appendedHtml,
  containsBytes,
  exifGps,
  hostileJpeg,
  hostilePng,
  jpegSegments,
  pngChunks,
  pngLightness,
  withHtml,
} from "./support/hostilePhotos";
import { halvesPhoto, jpegSize, noisePhoto } from "./support/photos";
import { api, getObject, query, stubEmailJs } from "./support/worker";

stubEmailJs();

/** Taken 300 × 400 with the phone on its side: stored 400 × 300, its top on the left (black), Orientation 6. */
const sideways = () => ({ bytes: hostileJpeg(halvesPhoto(400, 300), 6), name: "IMG_0001.jpg" });
const text = (words: string) => new TextEncoder().encode(words);

type Row = { key: string; content_type: string; width: number; height: number; bytes: number };
const photoRows = (reference: string) =>
  query<Row>(
    "SELECT key, content_type, width, height, bytes FROM lead_photos WHERE lead_id = (SELECT id FROM leads WHERE reference = ?) ORDER BY position",
    reference,
  );

/** The picture's lightness at its top and its bottom, decoded by the Images binding (a PNG of 1 × 2 pixels). */
async function topAndBottom(image: Uint8Array): Promise<number[]> {
  const made = await env.IMAGES.input(new Blob([image.slice()]).stream() as ReadableStream<Uint8Array>)
    .transform({ width: 1, height: 2, fit: "squeeze" })
    .output({ format: "image/png" });
  const rows = await pngLightness(new Uint8Array(await new Response(made.image()).arrayBuffer()));
  return rows.map(([first]) => first ?? -1);
}

/** What every kept copy of the sideways photo must be: a JPEG and nothing else, no EXIF, decoding upright. */
async function expectUprightImageOnly(kept: Uint8Array | undefined, size: { width: number; height: number }) {
  expect(kept).toBeDefined();
  const bytes = kept ?? new Uint8Array();
  // Starts as a JPEG and ends with its end-of-image marker: no page after it, no script anywhere.
  expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
  expect(containsBytes(bytes, text("<script"))).toBe(false);
  expect(containsBytes(bytes, text(appendedHtml.slice(-7)))).toBe(false);
  // No EXIF (no APP1 segment at all), and none of what it said.
  expect(jpegSegments(bytes).filter((segment) => segment.marker === 0xe1)).toEqual([]);
  expect(containsBytes(bytes, text("Exif"))).toBe(false);
  expect(containsBytes(bytes, text(exifGps.copyright))).toBe(false);
  // Its frame is turned: portrait, as the photo was taken.
  expect(jpegSize(bytes)).toEqual(size);
  // It decodes, and its top is the black half (Orientation 6: the stored left side is the top); with no
  // EXIF left, the binding that decodes it here turns nothing.
  const [top = -1, bottom = -1] = await topAndBottom(bytes);
  expect(top).toBeLessThan(64);
  expect(bottom).toBeGreaterThan(192);
}

describe("a photo posted straight to the API, sideways, with EXIF and GPS, and HTML after its end", () => {
  it("is kept upright, as a JPEG and nothing else, with its turned size in lead_photos; so is its thumbnail", async () => {
    const sent = sideways();
    const response = await postLeadWithPhotos(api, leadBody(), [sent]);
    expect(response.status).toBe(201);
    const { reference } = await response.json<{ reference: string }>();
    const [row] = await photoRows(reference);
    const kept = await getObject(row?.key ?? "");
    await expectUprightImageOnly(kept, { width: 300, height: 400 });
    expect(row).toMatchObject({ content_type: "image/jpeg", width: 300, height: 400, bytes: kept?.byteLength });
    // Made from the upright photo: portrait too, never enlarged past the photo's 300 pixels.
    await expectUprightImageOnly(await getObject(thumbnailKey(row?.key ?? "")), { width: 300, height: 400 });
    // The owner is served the bytes kept, not the bytes sent.
    const served = new Uint8Array(await (await api.request(`/admin/leads/${reference}/photos/1`)).arrayBuffer());
    expect(served).toEqual(kept);
  });
});

describe("the same photo added from the request's page", () => {
  it("is kept upright, as a JPEG and nothing else, with its turned size in lead_photos", async () => {
    const created = await postLead(api, leadBody({ email: "sam.sideways@example.com" }));
    expect(created.status).toBe(201);
    const { reference, requestPath } = await created.json<{ reference: string; requestPath: string }>();
    const added = await postRequestPhotos(api, requestPath, [sideways()]);
    expect(added.status).toBe(303);
    const [row] = await photoRows(reference);
    const kept = await getObject(row?.key ?? "");
    await expectUprightImageOnly(kept, { width: 300, height: 400 });
    expect(row).toMatchObject({ content_type: "image/jpeg", width: 300, height: 400, bytes: kept?.byteLength });
    await expectUprightImageOnly(await getObject(thumbnailKey(row?.key ?? "")), { width: 300, height: 400 });
  });
});

describe("a PNG with a text chunk, and a WebP, each with HTML after its end", () => {
  it("are kept in their own format, made again, ending where the image ends", async () => {
    const response = await postLeadWithPhotos(api, leadBody(), [
      { bytes: hostilePng(noisePhoto(64, 48, "png")), name: "a.png", type: "image/png" },
      { bytes: withHtml(noisePhoto(48, 64, "webp")), name: "b.webp", type: "image/webp" },
    ]);
    expect(response.status).toBe(201);
    const { reference } = await response.json<{ reference: string }>();
    const rows = await photoRows(reference);
    expect(rows.map(({ content_type, width, height }) => ({ content_type, width, height }))).toEqual([
      { content_type: "image/png", width: 64, height: 48 },
      { content_type: "image/webp", width: 48, height: 64 },
    ]);
    const png = (await getObject(rows[0]?.key ?? "")) ?? new Uint8Array();
    const chunks = pngChunks(png);
    expect(chunks.at(-1)).toMatchObject({ type: "IEND", end: png.length });
    // No text and no EXIF: what is left is the picture (and its pixel density, pHYs).
    expect(chunks.filter((chunk) => /^(tEXt|zTXt|iTXt|eXIf)$/.test(chunk.type))).toEqual([]);
    const webp = (await getObject(rows[1]?.key ?? "")) ?? new Uint8Array();
    // A RIFF file's length is in its header: nothing after it.
    expect(new DataView(webp.buffer, webp.byteOffset).getUint32(4, true) + 8).toBe(webp.length);
    for (const kept of [png, webp]) expect(containsBytes(kept, text("<script"))).toBe(false);
  });
});

describe("a binding that hands the photo back as it came (Cloudflare's, where transformations are off)", () => {
  /** An Images binding that reads the header truly and gives back the bytes it was given. */
  const handingBack = (bytes: Uint8Array<ArrayBuffer>) => {
    const size = sniffPhoto(bytes);
    const transformer = {
      transform: () => transformer,
      output: () =>
        Promise.resolve({
          image: () => new Blob([bytes]).stream(),
          contentType: () => size?.type ?? "",
          response: () => new Response(bytes),
        }),
    };
    return {
      info: () => Promise.resolve({ format: size?.type, fileSize: bytes.length, ...size }),
      input: () => transformer,
    };
  };
  const remade = (bytes: Uint8Array<ArrayBuffer>) => {
    const size = sniffPhoto(bytes);
    if (!size) throw new Error("not a photo");
    return remakePhoto(handingBack(bytes) as unknown as ImagesBinding, { ...size, bytes: bytes.buffer });
  };

  it("keeps no photo that has EXIF or HTML after its end: it throws, so the request answers 500", async () => {
    await expect(remade(sideways().bytes)).rejects.toThrow(/handed the photo back/);
    await expect(remade(withHtml(noisePhoto(400, 300)))).rejects.toThrow(/handed the photo back/);
  });

  it("keeps a photo that is an image and nothing else, as an encoder would have made it again", async () => {
    const bare = noisePhoto(400, 300);
    expect(new Uint8Array((await remade(bare))?.bytes ?? new ArrayBuffer(0))).toEqual(bare);
  });
});
