import { Camera, LoaderCircle } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { fillText } from "../../../config/format";
import { photoLimits } from "../../../lib/photoLimits";
import { quoteFormCopy } from "../../../lib/quoteFormCopy";
import { releasePhotos, type PhotoItem } from "../../../lib/quotePhotos/photoItems";

const { photos: words } = quoteFormCopy;

// The picker's own code (preparing photos, the previews) loads when the visitor reaches for it.
const loadPhotoCode = () => import("./PhotoPreviews");
const PhotoPreviews = lazy(loadPhotoCode);

interface PhotoFieldProps {
  /** Id of the file input; the hint, status and error hang off it. */
  id: string;
  photos: readonly PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  disabled?: boolean | undefined;
}

/**
 * Optional photos with the request (lead API builds only): chosen from files
 * or taken with the camera, prepared in the browser, previewed, removable.
 */
export function PhotoField({ id, photos, onChange, disabled }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = photos.length >= photoLimits.count;

  const pick = async (files: File[]) => {
    if (!files.length) return;
    setPreparing(true);
    setProblem(undefined);
    try {
      const { addPhotos } = await loadPhotoCode();
      const { added, problem: found } = await addPhotos(files, photos);
      onChange([...photos, ...added]);
      setProblem(found);
    } catch {
      setProblem(words.errors.failed);
    } finally {
      setPreparing(false);
    }
  };

  const remove = (index: number) => {
    const gone = photos[index];
    if (gone) releasePhotos([gone]);
    const left = photos.filter((_, i) => i !== index);
    onChange(left);
    setProblem(undefined);
    // Keep the keyboard where it was: on the next photo's remove button, or back on the add button.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(`#${id}-photos [data-remove-photo]`);
      (buttons[Math.min(index, buttons.length - 1)] ?? addButton.current)?.focus();
    });
  };

  return (
    <div className="col-span-2" id={`${id}-photos`}>
      <p className="font-medium" id={`${id}-label`}>
        {words.label} <span className="font-normal text-muted">{quoteFormCopy.optional}</span>
      </p>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {fillText(words.hint, { count: photoLimits.count })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so that picking the same file again still counts as a change.
          event.currentTarget.value = "";
          void pick(files);
        }}
      />
      <button
        ref={addButton}
        type="button"
        disabled={disabled || preparing || full}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onClick={() => {
          void loadPhotoCode();
          input.current?.click();
        }}
        className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-page px-4 py-2 font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand disabled:opacity-60"
      >
        {preparing ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Camera aria-hidden="true" className="size-5" />
        )}
        {photos.length ? words.addMore : words.add}
      </button>
      <p role="status" className="sr-only">
        {preparing
          ? words.preparing
          : photos.length
            ? fillText(words.count, { added: photos.length, count: photoLimits.count })
            : ""}
      </p>
      {problem && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      {photos.length > 0 && (
        <Suspense fallback={null}>
          <PhotoPreviews photos={photos} onRemove={remove} disabled={disabled} />
        </Suspense>
      )}
    </div>
  );
}
