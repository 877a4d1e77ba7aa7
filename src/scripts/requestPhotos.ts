/**
 * The request page's one script (worker/request/photoSection.ts renders its form): shows the form,
 * prepares each picked photo as the quote form does (lib/quotePhotos/addPhotos.ts: smaller, upright,
 * no EXIF), previews them with a remove button each, and on submit hands the prepared files to the
 * form's own `photo` input, so the form posts as any form does and the Worker answers with a page.
 * Its words come from the form's data attributes. The owner's job update (worker/jobs/ownerPages.ts) uses
 * it too: there the photos are optional (`data-photos-optional`: the form posts its line alone) and the
 * picker (`data-photo-picker`) is shown by the script, the form itself being usable without it.
 */
import { fillText } from "../config/format";
import { addPhotos } from "../lib/quotePhotos/addPhotos";
import { releasePhotos, type PhotoItem } from "../lib/quotePhotos/photoItems";

const form = document.querySelector<HTMLFormElement>("form[data-request-photos]");
const picker = form?.querySelector<HTMLInputElement>("#photo-pick");
const prepared = form?.querySelector<HTMLInputElement>("input[data-prepared]");
const status = form?.querySelector<HTMLElement>("[data-photo-status]");
const problem = form?.querySelector<HTMLElement>("[data-photo-error]");
const previews = form?.querySelector<HTMLUListElement>("[data-photo-previews]");

if (form && picker && prepared && status && problem && previews) {
  const words = form.dataset;
  const fill = (text = "", values: Record<string, number>) => fillText(text, values);
  const room = { count: Number(words["roomCount"]), totalBytes: Number(words["roomBytes"]) };
  let photos: PhotoItem[] = [];

  const showProblem = (message = "") => {
    problem.textContent = message;
    if (message) picker.setAttribute("aria-invalid", "true");
    else picker.removeAttribute("aria-invalid");
  };

  const render = () => {
    status.textContent = photos.length ? fill(words["ready"], { n: photos.length, room: room.count }) : "";
    previews.replaceChildren(
      ...photos.map((photo, index) => {
        const item = document.createElement("li");
        const image = document.createElement("img");
        image.src = photo.url;
        const names = { n: index + 1, total: photos.length };
        image.alt = fill(words["preview"], names);
        const remove = document.createElement("button");
        remove.type = "button";
        remove.textContent = words["removeShort"] ?? "";
        remove.setAttribute("aria-label", fill(words["remove"], names));
        remove.addEventListener("click", () => {
          releasePhotos(photos.splice(index, 1));
          showProblem();
          render();
          // The keyboard stays in the list: on the next photo's button, or back on the picker.
          (previews.querySelectorAll("button")[Math.min(index, photos.length - 1)] ?? picker).focus();
        });
        item.append(image, remove);
        return item;
      }),
    );
  };

  const pick = async () => {
    const files = [...(picker.files ?? [])];
    // Cleared so that picking the same file again still counts as a change.
    picker.value = "";
    if (!files.length) return;
    status.textContent = words["preparing"] ?? "";
    picker.disabled = true;
    try {
      const { added, problem: found } = await addPhotos(files, photos, room);
      photos = [...photos, ...added];
      showProblem(found);
    } catch {
      showProblem(words["browserProblem"]);
    } finally {
      picker.disabled = false;
      render();
      // Disabling the picker took the focus away from a keyboard user: back where it was.
      if (document.activeElement === document.body) picker.focus();
    }
  };
  picker.addEventListener("change", () => void pick());

  form.addEventListener("submit", (event) => {
    if (!photos.length && words["photosOptional"] !== undefined) return;
    if (!photos.length) {
      event.preventDefault();
      showProblem(words["chooseFirst"]);
      picker.focus();
      return;
    }
    const files = new DataTransfer();
    photos.forEach((photo, i) => files.items.add(new File([photo.blob], `photo-${i + 1}.jpg`, { type: "image/jpeg" })));
    prepared.files = files.files;
  });

  form.hidden = false;
  form.querySelector("[data-photo-picker]")?.removeAttribute("hidden");
  document.querySelector<HTMLElement>("[data-photos-need-script]")?.setAttribute("hidden", "");
}
