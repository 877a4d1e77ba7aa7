/**
 * A job's updates as both sides show them: newest first, each dated (London time, html/dates.ts) with
 * its line and its photos' thumbnails, each linking to the photo, under the path of the side's own gate
 * (the owner's app, or the homeowner's token). Each thumbnail has its size set, so nothing moves as it loads.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import type { Html } from "../html/document";
import { when } from "../html/dates";
import { thumbnailSize } from "../photos/thumbnailKeys";
import type { JobUpdate } from "./queries";

/** Where a job's photo is served under a page's path: `<path>/job/photos/<id>`. */
export const jobPhotoPath = (path: string, id: number) => `${path}/job/photos/${id}`;

export function updateList(path: string, updates: readonly JobUpdate[], altWords: string): Html {
  return html`<ol class="job-updates">
    ${updates.map(
      (update) =>
        html`<li>
          <time datetime="${update.created_at}">${when(update.created_at)}</time>
          <p class="details">${update.body}</p>
          ${
            update.photos.length
              ? html`<ul class="photos">
                  ${update.photos.map((photo, i) => {
                    const size = thumbnailSize(photo);
                    const alt = fillText(altWords, {
                      n: i + 1,
                      total: update.photos.length,
                      date: when(update.created_at),
                    });
                    return html`<li>
                      <a href="${jobPhotoPath(path, photo.id)}"
                        ><img
                          src="${jobPhotoPath(path, photo.id)}/thumbnail"
                          alt="${alt}"
                          width="${size.width}"
                          height="${size.height}"
                          loading="lazy"
                          decoding="async"
                      /></a>
                    </li>`;
                  })}
                </ul>`
              : ""
          }
        </li>`,
    )}
  </ol>`;
}
