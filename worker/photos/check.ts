/**
 * Is an uploaded photo a real image of the size the form sends? Its bytes have
 * already been sniffed (photos/bytes.ts); here the Images binding reads its header
 * (`info()`), which must name a size no larger than the form's own long side, and
 * then makes its inbox thumbnail, which proves the pixels decode: `info()` alone
 * reads only the header, so a header with nothing behind it would pass. A decode in
 * the Worker itself would not fit: a 50-megapixel photo needs about 200 MB, over a
 * Worker's 128 MB.
 */
import { photoLimits } from "../../src/lib/photoLimits";
import type { CheckedPhoto, IncomingPhoto, Thumbnail } from "./types";
import { thumbnailWidth } from "./thumbnailKeys";

/** Pixels a side may exceed `photoLimits.longSide` by: browsers round when they scale. */
export const longSideTolerance = 8;

// The Workers types leave a Blob's stream untyped; it is bytes.
const streamOf = (bytes: ArrayBuffer) => new Blob([bytes]).stream() as ReadableStream<Uint8Array>;

/** The photo's thumbnail, or undefined when the photo is not an image the form could have sent. */
export async function thumbnailOfChecked(images: ImagesBinding, bytes: ArrayBuffer): Promise<Thumbnail | undefined> {
  try {
    const info = await images.info(streamOf(bytes));
    if (!("width" in info)) return undefined;
    const limit = photoLimits.longSide + longSideTolerance;
    if (info.width > limit || info.height > limit || info.width < 1 || info.height < 1) return undefined;
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
 * Each photo checked, with its thumbnail; or the place (from 1) of the first that is not an image the
 * form could have sent. The quote API and the request page's additions both check here.
 */
export async function checkPhotos(
  images: ImagesBinding,
  photos: readonly IncomingPhoto[],
): Promise<{ ok: true; checked: CheckedPhoto[] } | { ok: false; failed: number }> {
  const checked: CheckedPhoto[] = [];
  for (const [i, photo] of photos.entries()) {
    const thumbnail = await thumbnailOfChecked(images, photo.bytes);
    if (!thumbnail) return { ok: false, failed: i + 1 };
    checked.push({ ...photo, thumbnail });
  }
  return { ok: true, checked };
}
