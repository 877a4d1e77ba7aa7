/**
 * "Add photos" on a request's page. Photos are made smaller and stripped of their location in the
 * browser before they are sent, as the quote form does, so the form needs the page's one script
 * (src/scripts/requestPhotos.ts, built to `requestPhotosScript`): it is `hidden` until the script shows
 * it, and until then the page says that, without script, a note is the way. The script reads its words
 * from the form's data attributes.
 */
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { fillText } from "../../src/config/format";
import { photoLimits } from "../../src/lib/photoLimits";
import { requestPhotosScript } from "../../src/lib/requestLink";
import { withCall } from "./call";
import { requestCopy as copy } from "./copy";
import type { PhotoRoom } from "./photos";

export interface PhotoSectionState {
  photoRoom: PhotoRoom;
  /** The photos were added (after the redirect), or refused with this message. */
  photosSent?: boolean;
  photoError?: string;
}

/** The thank-you after photos are added, which the redirect's fragment lands on (routes.ts). */
export const photosSentId = "photos-sent";

export function photoSection(path: string, state: PhotoSectionState): HtmlEscapedString | Promise<HtmlEscapedString> {
  const { photoRoom: room, photoError } = state;
  const count = html`<p>
    ${fillText(copy.photosCount, { n: photoLimits.count - room.count, max: photoLimits.count })}
  </p>`;
  const sent = state.photosSent ? html`<p role="status" class="saved" id="${photosSentId}">${copy.photosSent}</p>` : "";
  if (room.count === 0 || room.totalBytes === 0) {
    return html`<h2>${copy.photosHeading}</h2>
      ${sent}${count}
      <p>${withCall(copy.photosFull)}</p>`;
  }
  return html`<h2>${copy.photosHeading}</h2>
    ${sent}${count}
    <p class="hint" data-photos-need-script>${copy.photosNeedScript}</p>
    <form
      method="post"
      action="${path}/photos"
      enctype="multipart/form-data"
      hidden
      data-request-photos
      data-room-count="${room.count}"
      data-room-bytes="${room.totalBytes}"
      data-preparing="${copy.photosPreparing}"
      data-ready="${copy.photosReady}"
      data-preview="${copy.photosPreview}"
      data-remove="${copy.photosRemove}"
      data-remove-short="${copy.photosRemoveShort}"
      data-choose-first="${copy.photosChooseFirst}"
      data-browser-problem="${copy.photosBrowserProblem}"
    >
      <label for="photo-pick">${copy.photosLabel}</label>
      <p class="hint" id="photo-hint">${copy.photosHint}</p>
      <input
        id="photo-pick"
        type="file"
        accept="image/*"
        multiple
        aria-describedby="photo-hint photo-error"
        ${photoError ? html`aria-invalid="true"` : ""}
      />
      <input type="file" name="photo" multiple hidden data-prepared />
      <p role="status" class="hint" data-photo-status></p>
      <p class="field-error" id="photo-error" data-photo-error>${photoError ? withCall(photoError) : ""}</p>
      <ul class="photos" data-photo-previews></ul>
      <button type="submit">${copy.photosButton}</button>
    </form>
    <script src="${requestPhotosScript}" defer></script>`;
}
