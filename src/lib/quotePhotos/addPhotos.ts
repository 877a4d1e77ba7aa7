/**
 * Prepares the files a visitor picks, for the quote form's picker
 * (components/form/photos) and the request page's script (scripts/requestPhotos.ts).
 */
import { fillText } from "../../config/format";
import { quoteFormText } from "../../config/quoteForm";
import { photoLimits } from "../photoLimits";
import type { PhotoItem } from "./photoItems";
import { PhotoError, preparePhoto } from "./preparePhoto";

const { errors } = quoteFormText.photos;

/**
 * Prepares picked files in turn (one at a time: a phone has little memory),
 * up to the count and size limits. Returns the photos made, and the first
 * problem in words for the form to show beside the field. `room` is what the
 * request can still take: a whole request's limits in the quote form, less what
 * a request already holds on its page. The words are the owner's (quote-form.json).
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
      problem ??= fillText(errors.tooMany, { count: room.count });
      break;
    }
    try {
      const blob = await preparePhoto(file);
      if (total + blob.size > room.totalBytes) {
        problem ??= errors.tooLarge;
        break;
      }
      total += blob.size;
      added.push({ id: crypto.randomUUID(), blob, url: URL.createObjectURL(blob) });
    } catch (error) {
      const reason = error instanceof PhotoError ? error.reason : "notOpened";
      problem ??= fillText(errors[reason], { file: file.name });
    }
  }
  return problem ? { added, problem } : { added };
}
