/**
 * Reviews on the request page (hono/html, no script): the one invitation of a completed job, the same
 * words for every job (the rating as five radio buttons, what was good or not, how the name appears), and
 * once written, the homeowner's review with "Change my review" for 30 days and "Delete my review" at any
 * time. Below either, the same links to the firm's profiles elsewhere whatever the rating, and the note
 * that a private word goes through the page's own note form, further down: never in front of the review.
 */
import { sectionTitles } from "../../src/config/pageCopy";
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { business } from "../../src/config/site";
import { londonIsoDate } from "../../src/lib/londonTime";
import type { Html } from "../html/document";
import { dayWords } from "../html/dates";
import { confirmForm, fieldError } from "../html/forms";
import { reviewsCopy } from "./copy";
import { editableUntil, type NameStyle, type ReviewRow } from "./queries";

const copy = reviewsCopy.invitation;
const yours = reviewsCopy.yours;

/** The review policy page's link, as every reviews section of the site gives it (page-sections.json). */
const policyLink = sectionTitles.content.reviewPolicyLink;

/** A profile of the firm on another site (business.json `reviewProfiles`). */
export interface ReviewProfile {
  name: string;
  url: string;
}

/**
 * The firm's profiles elsewhere, read when asked (business.json's `reviewProfiles`, which the schema may
 * not have yet: read as optional, an https address only).
 */
export function reviewProfiles(): ReviewProfile[] {
  const profiles = (business as { reviewProfiles?: unknown }).reviewProfiles;
  if (!Array.isArray(profiles)) return [];
  return profiles.flatMap((profile: unknown) => {
    const { name, url } = (profile ?? {}) as Partial<ReviewProfile>;
    return typeof name === "string" && name && typeof url === "string" && url.startsWith("https://")
      ? [{ name, url }]
      : [];
  });
}

/** What the homeowner typed, and what was wrong with it, while the page shows it again. */
export interface ReviewForm {
  rating: string;
  body: string;
  nameStyle: string;
  showDistrict: boolean;
  errors: Partial<Record<"rating" | "body" | "nameStyle", string>>;
}

export const emptyForm: ReviewForm = { rating: "", body: "", nameStyle: "", showDistrict: false, errors: {} };

/** How the homeowner may appear: their name as a review shows it, and their district ('' when none). */
export interface NameChoices {
  initial: string;
  district: string;
}

const invalid = (error: string | undefined, id: string) =>
  error ? html`aria-invalid="true" aria-describedby="${id}"` : "";

/** The review's fields: the rating, the words, the name and the district (the invitation's and the change's). */
function reviewFields(idPrefix: string, form: ReviewForm, names: NameChoices): Html {
  const { errors } = form;
  const ratingError = `${idPrefix}rating-error`;
  const bodyError = `${idPrefix}body-error`;
  const nameError = `${idPrefix}name-error`;
  const styles: { value: NameStyle; label: string }[] = [
    { value: "initial", label: fillText(copy.nameInitial, { name: names.initial }) },
    { value: "anonymous", label: copy.nameAnonymous },
  ];
  return html`<fieldset class="options" ${invalid(errors.rating, ratingError)}>
      <legend>${copy.ratingLegend}</legend>
      <p class="hint">${copy.ratingHint}</p>
      ${(["1", "2", "3", "4", "5"] as const).map(
        (value) =>
          html`<label class="check"
            ><input type="radio" name="rating" value="${value}" required ${form.rating === value ? "checked" : ""} />
            ${copy.rating[value]}</label
          >`,
      )}
      ${fieldError(ratingError, errors.rating)}
    </fieldset>
    <label for="${idPrefix}body">${copy.bodyLabel}</label>
    <p class="hint" id="${idPrefix}body-hint">${copy.bodyHint}</p>
    <textarea
      id="${idPrefix}body"
      name="body"
      rows="5"
      maxlength="2000"
      required
      aria-describedby="${idPrefix}body-hint${errors.body ? ` ${bodyError}` : ""}"
      ${errors.body ? html`aria-invalid="true"` : ""}
    >
${form.body}</textarea>
    ${fieldError(bodyError, errors.body)}
    <fieldset class="options" ${invalid(errors.nameStyle, nameError)}>
      <legend>${copy.nameLegend}</legend>
      ${styles.map(
        (style) =>
          html`<label class="check"
            ><input
              type="radio"
              name="nameStyle"
              value="${style.value}"
              required
              ${form.nameStyle === style.value ? "checked" : ""}
            />
            ${style.label}</label
          >`,
      )}
      ${
        names.district
          ? html`<label class="check"
              ><input type="checkbox" name="showDistrict" value="on" ${form.showDistrict ? "checked" : ""} />
              ${fillText(copy.showDistrict, { district: names.district })}</label
            >`
          : ""
      }
      ${fieldError(nameError, errors.nameStyle)}
    </fieldset>`;
}

/**
 * After the site's own form, whatever was written: the policy, the profiles elsewhere (the same for every
 * rating) and where a private word goes (the note form below). Nothing here depends on the job or the review.
 */
function afterForm(): Html {
  const profiles = reviewProfiles();
  return html`<p><a href="${policyLink.href}">${policyLink.label}</a></p>
    ${
      profiles.length
        ? html`<div class="review-elsewhere">
            <h3>${copy.elsewhereHeading}</h3>
            <p>${copy.elsewhereIntro}</p>
            <p class="links">
              ${profiles.map((profile) => html`<a href="${profile.url}" rel="noopener">${profile.name}</a>`)}
            </p>
          </div>`
        : ""
    }
    <p class="hint">${copy.privateHint}</p>`;
}

/** The invitation: the same words for every job, at the top of the page (its action slot). */
export function invitationSection(
  path: string,
  form: ReviewForm,
  names: NameChoices,
  notes: { status?: string; message?: string } = {},
): Html {
  const { status, message } = notes;
  return html`<section class="review-invitation" aria-labelledby="review-heading">
    <h2 id="review-heading">${copy.heading}</h2>
    ${status ? html`<p role="status" class="saved">${status}</p>` : ""}
    <p>${copy.intro}</p>
    ${message ? html`<p role="alert" class="field-error">${message}</p>` : ""}
    <form method="post" action="${path}/review" novalidate>
      ${reviewFields("review-", form, names)}
      <button type="submit">${copy.submit}</button>
    </form>
    ${afterForm()}
  </section>`;
}

/** The homeowner's review as published, with the owner's reply, "Change my review" while it may, and "Delete". */
export function yourReviewSection(
  path: string,
  review: ReviewRow,
  now: Date,
  view: { form: ReviewForm; names: NameChoices; status?: string; message?: string; editing: boolean },
): Html {
  const until = editableUntil(review);
  const day = (iso: string) => dayWords(londonIsoDate(new Date(iso)));
  return html`<section class="your-review" aria-labelledby="review-heading">
    <h2 id="review-heading">${yours.heading}</h2>
    ${view.status ? html`<p role="status" class="saved">${view.status}</p>` : ""}
    ${view.message ? html`<p role="alert" class="field-error">${view.message}</p>` : ""}
    <p><strong>${fillText(yours.stars, { rating: review.rating })}</strong></p>
    <blockquote class="details">${review.body}</blockquote>
    <p class="hint">
      ${fillText(yours.published, {
        date: day(review.created_at),
        name: review.name_shown,
        district: review.district ? fillText(yours.districtSuffix, { district: review.district }) : "",
      })}
      ${review.updated_at !== review.created_at ? fillText(yours.edited, { date: day(review.updated_at) }) : ""}
    </p>
    ${
      review.reply && review.replied_at
        ? html`<p><strong>${fillText(yours.reply, { date: day(review.replied_at) })}</strong></p>
            <blockquote class="details">${review.reply}</blockquote>`
        : ""
    }
    ${
      now <= until
        ? html`<details ${view.editing ? "open" : ""}>
            <summary>${yours.edit}</summary>
            <p class="hint">${fillText(yours.editUntil, { date: day(until.toISOString()) })}</p>
            <form method="post" action="${path}/review/edit" novalidate>
              ${reviewFields("edit-", view.form, view.names)}
              <button type="submit">${yours.save}</button>
            </form>
          </details>`
        : ""
    }
    ${confirmForm(`${path}/review/delete`, {
      errorId: "delete-error",
      words: { hint: yours.deleteHint, confirm: yours.deleteConfirm, button: yours.delete },
    })}
    ${afterForm()}
  </section>`;
}
