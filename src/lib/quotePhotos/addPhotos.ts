/**
 * Prepares the files a visitor picks, for the quote form's picker
 * (components/form/photos) and the request page's script (scripts/requestPhotos.ts).
 */
import { photoLimits } from "../photoLimits";
import type { PhotoItem } from "./photoItems";
import { PhotoError, preparePhoto } from "./preparePhoto";

/**
 * Prepares picked files in turn (one at a time: a phone has little memory),
 * up to the count and size limits. Returns the photos made, and the first
 * problem in words for the form to show beside the field. `room` is what the
 * request can still take: a whole request's limits in the quote form, less what
 * a request already holds on its page.
 */
export async function addPhotos(
  files: readonly File[],
  current: readonly PhotoItem[],
  room: { count: number; totalBytes: number } = photoLimits,
): Promise<{ added: PhotoItem[]; problem?: string }> {
  const added: PhotoItem[] = [];
  let problem: string | undefined;
  let total = current.reduce((sum, photo) => sum + photo.blob.size, 0);
  for (const file of files) {
    if (current.length + added.length >= room.count) {
      problem ??= `You can send up to ${room.count} photo${room.count === 1 ? "" : "s"}. Remove one to add another.`;
      break;
    }
    try {
      const blob = await preparePhoto(file);
      if (total + blob.size > room.totalBytes) {
        problem ??= "These photos are too large to send together. Please send fewer.";
        break;
      }
      total += blob.size;
      added.push({ id: crypto.randomUUID(), blob, url: URL.createObjectURL(blob) });
    } catch (error) {
      problem ??= error instanceof PhotoError ? error.message : `We could not open "${file.name}".`;
    }
  }
  return problem ? { added, problem } : { added };
}
