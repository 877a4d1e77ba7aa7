/**
 * Real image files for the API's photo tests, made with sharp: noise, so JPEG cannot shrink them to nothing;
 * and two halves, so a turn shows which way it went.
 */
import sharp from "sharp";

/** An image of random pixels, `width` × `height`, in the given format. */
export async function noisePhoto(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" = "jpeg",
): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = new Uint8Array(width * height * 3);
  // getRandomValues fills at most 64 KB at a time.
  for (let i = 0; i < pixels.length; i += 65536) crypto.getRandomValues(pixels.subarray(i, i + 65536));
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await image.toFormat(format, format === "jpeg" ? { quality: 85 } : {}).toBuffer());
}

/** A JPEG `width` × `height`, black on its left half and white on its right. */
export async function halvesPhoto(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) pixels.fill(255, row * width + Math.floor(width / 2), (row + 1) * width);
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 1 } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}
