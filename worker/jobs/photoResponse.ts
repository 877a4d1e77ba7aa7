/** A job's photo as both sides serve it, each behind its own gate (the owner's Access, the homeowner's token). */
import { photoThumbnail } from "../photos/thumbnails";
import type { AppContext } from "../platform/env";

/** The bytes of a job's photo (or its thumbnail, made on first use), private and never cached. */
export async function photoResponse(
  c: AppContext,
  photo: { key: string; content_type: string },
  thumbnail: boolean,
): Promise<Response> {
  const found = thumbnail
    ? await photoThumbnail(c.env, photo)
    : await c.env.PHOTOS.get(photo.key).then(
        (object) => object && { body: object.body, type: photo.content_type, size: object.size },
      );
  if (!found) return c.notFound();
  return new Response(found.body, {
    headers: {
      "Content-Type": found.type,
      "Content-Length": String(found.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
