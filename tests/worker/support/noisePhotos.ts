/** Real image files for the API's photo tests, made with sharp: noise, so JPEG cannot shrink them to nothing. */
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
