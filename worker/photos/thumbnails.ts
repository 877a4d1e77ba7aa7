/**
 * The inbox's thumbnails: a small JPEG of each photo, made by the Images
 * binding (Cloudflare Images; sharp in wrangler's local mode) when the photo
 * is uploaded (photos/check.ts), kept in R2 beside the photo and deleted with it.
 * A photo stored before thumbnails were made at upload gets one the first time
 * the inbox shows it; without the binding, or if it fails, the photo itself.
 */
import { thumbnailKey, thumbnailWidth } from "./thumbnailKeys";

export interface ThumbnailEnv {
  PHOTOS: R2Bucket;
  IMAGES?: ImagesBinding;
}

/** The thumbnail's bytes and type, made and kept on first use; the photo itself when no thumbnail can be made. */
export async function photoThumbnail(
  env: ThumbnailEnv,
  photo: { key: string; content_type: string },
): Promise<{ body: ReadableStream | ArrayBuffer; type: string; size: number } | null> {
  const kept = await env.PHOTOS.get(thumbnailKey(photo.key));
  if (kept) return { body: kept.body, type: kept.httpMetadata?.contentType ?? "image/jpeg", size: kept.size };
  const original = await env.PHOTOS.get(photo.key);
  if (!original) return null;
  if (!env.IMAGES) return { body: original.body, type: photo.content_type, size: original.size };
  // The Workers types leave an object's body untyped; it is bytes.
  const [forThumbnail, fallback] = (original.body as ReadableStream<Uint8Array>).tee();
  try {
    const result = await env.IMAGES.input(forThumbnail)
      .transform({ width: thumbnailWidth, fit: "scale-down" })
      .output({ format: "image/jpeg", quality: 75 });
    const bytes = await new Response(result.image()).arrayBuffer();
    // Where transformations are off for the zone, Images hands back the photo itself: its own type, then.
    const type = result.contentType();
    await fallback.cancel();
    await env.PHOTOS.put(thumbnailKey(photo.key), bytes, { httpMetadata: { contentType: type } });
    return { body: bytes, type, size: bytes.byteLength };
  } catch (error) {
    console.warn("Could not make a thumbnail; sending the photo", error);
    return { body: fallback, type: photo.content_type, size: original.size };
  }
}
