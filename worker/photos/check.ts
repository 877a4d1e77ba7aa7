/**
 * One pipeline for every photo, from the quote API and from the request page alike: what is kept is
 * the photo made again by the Images binding, never the bytes that came. Its bytes have already been
 * sniffed (photos/bytes.ts); here the binding reads its header (`info()`), which must name a size no
 * larger than the form's own long side; then decodes it and encodes it again in its own format (JPEG
 * stays JPEG, PNG PNG, WebP WebP), the right way up and without metadata: no EXIF, no GPS position, and
 * nothing after the image's end (a page's HTML). Cloudflare applies EXIF orientation whatever the output
 * keeps (its `metadata` option: "EXIF rotation [is] applied to the image even if the metadata is
 * discarded"), as wrangler's local binding does (sharp with `autoOrient`); so no rotation is asked for
 * here, which would turn the photo twice. Cloudflare keeps a JPEG's EXIF copyright tag by default, so
 * what is left of EXIF is taken out here (`withoutJpegMetadata`). The thumbnail is made from the photo
 * as kept. A decode in the Worker itself would not fit: a 50-megapixel photo needs about 200 MB, over a
 * Worker's 128 MB; the binding's work is not the Worker's CPU time.
 */
import { photoLimits } from "../../src/lib/photoLimits";
import { isBareImage, sniffPhoto, withoutJpegMetadata, type PhotoType } from "./bytes";
import type { CheckedPhoto, IncomingPhoto, Thumbnail } from "./types";
import { thumbnailWidth } from "./thumbnailKeys";

/** Pixels a side may exceed `photoLimits.longSide` by: browsers round when they scale. */
export const longSideTolerance = 8;

/**
 * The quality a JPEG or WebP is encoded at again: a little above the form's own 0.82
 * (src/lib/quotePhotos/preparePhoto.ts), so the second encoding loses little. A PNG stays lossless
 * (on Cloudflare, a quality would make it a palette PNG).
 */
export const keptQuality = 85;

// The Workers types leave a Blob's stream untyped; it is bytes.
const streamOf = (bytes: ArrayBuffer) => new Blob([bytes]).stream() as ReadableStream<Uint8Array>;

const withinLimit = ({ width, height }: { width: number; height: number }) => {
  const limit = photoLimits.longSide + longSideTolerance;
  return width >= 1 && height >= 1 && width <= limit && height <= limit;
};

const outputOf = (type: PhotoType): ImageOutputOptions =>
  type === "image/png" ? { format: type } : { format: type, quality: keptQuality };

/** Whether two byte arrays are equal: a plain loop, several times faster than `every` on a few megabytes. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The photo's inbox thumbnail, made from the photo as kept; undefined if the binding cannot make one. */
async function thumbnailOf(images: ImagesBinding, bytes: ArrayBuffer): Promise<Thumbnail | undefined> {
  try {
    const result = await images
      .input(streamOf(bytes))
      .transform({ width: thumbnailWidth, fit: "scale-down" })
      .output({ format: "image/jpeg", quality: 75 });
    const thumbnail = await new Response(result.image()).arrayBuffer();
    return thumbnail.byteLength > 0 ? { bytes: thumbnail, type: result.contentType() } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the binding made, as it will be kept: the format asked for, of a size within the limit (read from
 * its own bytes, so after any turn), without what is left of its metadata. The same bytes as were sent come
 * back where Cloudflare's transformations are off, and from an encoder that makes the photo it made before
 * (sharp, a PNG sharp wrote): such a photo is kept only if it is an image and nothing else. Throws otherwise:
 * a photo is never kept as it was sent.
 */
function madeAgain(photo: IncomingPhoto, made: Uint8Array<ArrayBuffer>): IncomingPhoto {
  const bytes = photo.type === "image/jpeg" ? withoutJpegMetadata(made) : made;
  const sniffed = sniffPhoto(bytes);
  const handedBack = sameBytes(made, new Uint8Array(photo.bytes)) && !isBareImage(made, photo.type);
  if (handedBack || !sniffed || sniffed.type !== photo.type || !withinLimit(sniffed)) {
    throw new Error(
      handedBack
        ? "The Images binding handed the photo back as it came: are transformations on for the zone?"
        : `The Images binding did not make a ${photo.type} of the photo (${sniffed?.type ?? "not an image"} came back)`,
    );
  }
  // `made` and what withoutJpegMetadata makes each fill their own buffer: no copy needed.
  return { ...sniffed, bytes: bytes.buffer };
}

/**
 * The photo as it will be kept (decoded and encoded again, upright, without metadata) with its thumbnail;
 * or undefined when it is not an image the form could have sent.
 */
export async function remakePhoto(images: ImagesBinding, photo: IncomingPhoto): Promise<CheckedPhoto | undefined> {
  let made: Uint8Array<ArrayBuffer>;
  try {
    const info = await images.info(streamOf(photo.bytes));
    if (!("width" in info) || !withinLimit(info)) return undefined;
    const result = await images.input(streamOf(photo.bytes)).output(outputOf(photo.type));
    made = new Uint8Array(await new Response(result.image()).arrayBuffer());
  } catch {
    return undefined;
  }
  const kept = madeAgain(photo, made);
  const thumbnail = await thumbnailOf(images, kept.bytes);
  return thumbnail && { ...kept, thumbnail };
}

/**
 * Each photo made again, with its thumbnail; or the place (from 1) of the first that is not an image the
 * form could have sent. The quote API and the request page's additions both check here.
 */
export async function checkPhotos(
  images: ImagesBinding,
  photos: readonly IncomingPhoto[],
): Promise<{ ok: true; checked: CheckedPhoto[] } | { ok: false; failed: number }> {
  const checked: CheckedPhoto[] = [];
  for (const [i, photo] of photos.entries()) {
    const remade = await remakePhoto(images, photo);
    if (!remade) return { ok: false, failed: i + 1 };
    checked.push(remade);
  }
  return { ok: true, checked };
}
