/**
 * The photo code the form loads only once the visitor reaches for the picker:
 * preparing picked files (lib/quotePhotos/addPhotos.ts) and the previews with
 * their remove buttons.
 */
import { X } from "lucide-react";
import { fillText } from "../../../config/format";
import { quoteFormCopy } from "../../../lib/quoteFormCopy";
import type { PhotoItem } from "../../../lib/quotePhotos/photoItems";

export { addPhotos } from "../../../lib/quotePhotos/addPhotos";

const { photos: words } = quoteFormCopy;

interface PhotoPreviewsProps {
  photos: readonly PhotoItem[];
  onRemove: (index: number) => void;
  disabled?: boolean | undefined;
}

/** Thumbnails of the photos added, each named "Photo 2 of 3" and with its own remove button. */
export default function PhotoPreviews({ photos, onRemove, disabled }: PhotoPreviewsProps) {
  return (
    <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label={words.list}>
      {photos.map((photo, index) => {
        const place = { number: index + 1, total: photos.length };
        const name = fillText(words.photo, place);
        return (
          <li key={photo.id} className="relative">
            <img
              src={photo.url}
              alt={name}
              className="aspect-square w-full rounded-md border border-line bg-surface object-cover"
            />
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRemove(index)}
              data-remove-photo={index}
              className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full border border-line bg-raised text-ink shadow-raised hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{fillText(words.remove, place)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
