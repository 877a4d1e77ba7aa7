/** Where a photo's inbox thumbnail is kept, and how large it is (worker/photos/thumbnails.ts makes it). */
export const thumbnailWidth = 360;
const suffix = ".thumb.jpg";

/** Where a photo's thumbnail is kept. */
export const thumbnailKey = (photoKey: string) => `${photoKey}${suffix}`;

/** The photo an object belongs to: itself, or the photo a thumbnail was made from. */
export const photoKeyOf = (objectKey: string) =>
  objectKey.endsWith(suffix) ? objectKey.slice(0, -suffix.length) : objectKey;

/** The thumbnail's size in pixels for a photo of this size (never larger than the photo). */
export function thumbnailSize(photo: { width: number; height: number }) {
  const scale = Math.min(1, thumbnailWidth / photo.width);
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}
