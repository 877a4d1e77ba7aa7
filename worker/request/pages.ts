/**
 * The homeowner's pages, rendered by the Worker like the owner's app (hono/html, the one small
 * stylesheet of html/styles.ts, and no script but the one that prepares photos, photoSection.ts): a
 * request's private page, the lookup of a lost link, and the answers to what the homeowner does there.
 * Every request page has one order (html/sections.ts): the action awaiting the homeowner, the updates,
 * the timeline, then the notes and photos; withdrawing and the privacy line close it.
 * They show only the first name, the project type and the postcode district: never the e-mail, the
 * phone or the details.
 */
import { html } from "hono/html";
import { business, site } from "../../src/config/site";
import { fillText } from "../../src/config/format";
import { fieldLimits } from "../../src/lib/quoteSchema";
import { referenceExample } from "../../src/lib/leadReference";
import { requestPagePrefix } from "../../src/lib/requestLink";
import { wordmarkHouse } from "../../src/lib/wordmark";
import { brandFontFilePath } from "../../src/config/fonts";
import { when } from "../html/dates";
import { confirmForm, fieldError } from "../html/forms";
import { htmlDocument, type Html } from "../html/document";
import { inSlotOrder, requestSlots, type PlacedSection } from "../html/sections";
import { formatMinutes } from "../leads/replyClock";
import type { Lead } from "../leads/row";
import { callLink, withCall } from "./call";
import { requestCopy as copy } from "./copy";
import { photoSection, type PhotoSectionState } from "./photoSection";
import { currentStep, timeline, type TimelineFacts, type TimelineStep } from "../leads/timeline";

/** The longest note: the same as the request's details. */
const noteMaxLength = fieldLimits.projectDetails;

/** The thank-you after a note, which the redirect's fragment lands on (routes.ts). */
export const noteSentId = "note-sent";

/** The stylesheet's address: the inbox's styles and the site's face, served outside Access (routes.ts). */
export const requestCssPath = `${requestPagePrefix}/page.css`;

/** The site header's wordmark (src/lib/wordmark.ts), drawn as the site draws it: there is no logo file. */
const wordmark = html`<header class="site-header">
  <div>
    <a href="/" class="wordmark"
      ><span class="mark" aria-hidden="true"
        ><svg
          viewBox="${wordmarkHouse.viewBox}"
          fill="none"
          stroke="currentColor"
          stroke-width="${wordmarkHouse.strokeWidth}"
          stroke-linejoin="round"
        >
          <path d="${wordmarkHouse.path}" /></svg></span
      >${site.name}</a
    >
  </div>
</header>`;

function page(title: string, body: Html): Html {
  return htmlDocument({
    title: `${title} · ${site.name}`,
    stylesheet: requestCssPath,
    head: html`<meta name="referrer" content="no-referrer" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="preload" href="${brandFontFilePath}" as="font" type="font/woff2" crossorigin />`,
    header: wordmark,
    body,
  });
}

/** What the page knows of the lead: never its e-mail, phone or details, only what is derived here. */
export type RequestView = Pick<
  Lead,
  | "reference"
  | "first_name"
  | "project_type"
  | "created_at"
  | "seen_at"
  | "first_contact_at"
  | "status"
  | "withdrawn_at"
> &
  TimelineFacts & { district: string };

/** The reply time in words: the last 30 days' median when there is one, else the promise in business.json. */
export const replyTimeText = (median: { minutes: number; n: number } | undefined) =>
  median
    ? fillText(copy.replyMedian, { time: formatMinutes(median.minutes), n: median.n })
    : fillText(copy.replyPromise, { hours: site.promises.responseHours });

export interface RequestPageState extends PhotoSectionState {
  median: { minutes: number; n: number } | undefined;
  notes: readonly { body: string; created_at: string }[];
  /** A message after an action: the note was added, or refused (with the message next to the field). */
  noteSent?: boolean;
  noteError?: string;
  withdrawError?: string;
  eraseError?: string;
  /** The sections other features add, each in its slot (html/sections.ts: the site visit). */
  sections?: readonly (PlacedSection | "")[];
}

/** The heading around the reference, which is kept on one line (a phone would break a reference at its hyphen). */
const [headingBefore = "", headingAfter = ""] = copy.heading.split("{reference}");

export function requestPage(lead: RequestView, path: string, state: RequestPageState): Html {
  const entries = timeline(lead);
  const step = currentStep(entries);
  const withdrawn = lead.withdrawn_at !== null;
  const slots = inSlotOrder([
    ...(state.sections ?? []),
    { slot: "updates", html: nextStep(lead, step, state) },
    { slot: "timeline", html: timelineSection(entries, step) },
    { slot: "notesAndPhotos", html: notesAndPhotos(path, state, withdrawn) },
  ]);
  return page(
    copy.title,
    html`<h1>${headingBefore}<span class="nowrap">${lead.reference}</span>${headingAfter}</h1>
      <p class="summary">
        ${lead.project_type}${lead.district ? html` · <span class="nowrap">${lead.district}</span>` : ""}
      </p>
      ${requestSlots.map((slot) =>
        slots[slot].map(
          (part) => html`<div class="card${slot === "action" ? " action" : ""}" data-slot="${slot}">${part}</div>`,
        ),
      )}
      ${withdrawn ? eraseForm(path, state) : withdrawForm(path, state)}
      <p class="hint privacy">
        ${fillText(copy.privacy, { months: business.enquiryRetention.months })}
        <a href="/privacy">${copy.privacyLink}</a>
      </p>`,
  );
}

/** What happens next, the reply time while we have not replied, and the phone in words. */
function nextStep(lead: RequestView, step: TimelineStep, state: RequestPageState): Html {
  const withdrawn = lead.withdrawn_at !== null;
  return html`<h2>${copy.nextHeading}</h2>
    <p>${fillText(copy.intro, { firstName: lead.first_name })}</p>
    <p role="status">${withdrawn ? copy.next.withdrawn : copy.next[step]}</p>
    ${step === "received" || step === "seen" ? html`<p>${replyTimeText(state.median)}</p>` : ""}
    ${withdrawn ? "" : html`<p>${callLink(copy.callUs)}</p>`}`;
}

/** Where the request stands: each step, done (and when) or not yet. */
function timelineSection(entries: ReturnType<typeof timeline>, step: TimelineStep): Html {
  return html`<h2>${copy.timelineHeading}</h2>
    <ol class="timeline">
      ${entries.map(
        (entry) =>
          html`<li class="${entry.done ? "step done" : "step"}" ${entry.step === step ? html`aria-current="step"` : ""}>
            <strong>${copy.steps[entry.step]}</strong>
            <span
              >${entry.done ? (entry.at ? html`<time datetime="${entry.at}">${when(entry.at)}</time>` : copy.done) : copy.notYet}</span
            >
          </li>`,
      )}
    </ol>`;
}

/** The homeowner's notes, then adding photos and a note (once withdrawn, only the notes sent). */
function notesAndPhotos(path: string, state: RequestPageState, withdrawn: boolean): Html | "" {
  const notes = state.notes.length
    ? html`<h2>${copy.notesHeading}</h2>
        <ul class="notes">
          ${state.notes.map(
            (note) =>
              html`<li>
                <time datetime="${note.created_at}">${when(note.created_at)}</time>
                <p class="details">${note.body}</p>
              </li>`,
          )}
        </ul>`
    : "";
  return withdrawn ? notes : html`${notes}${actions(path, state)}`;
}

/**
 * Adding photos (with the page's script) and a note (a plain form). After either, the page lands on
 * its thank-you (the redirect's fragment names it: routes.ts), not at the top of a long page.
 */
function actions(path: string, state: RequestPageState): Html {
  return html`${photoSection(path, state)}
    <h2>${copy.noteHeading}</h2>
    ${state.noteSent ? html`<p role="status" class="saved" id="${noteSentId}">${copy.noteSent}</p>` : ""}
    <form method="post" action="${path}/note">
      <label for="note">${copy.noteLabel}</label>
      <textarea
        id="note"
        name="note"
        rows="4"
        maxlength="${noteMaxLength}"
        required
        ${state.noteError ? html`aria-invalid="true" aria-describedby="note-error"` : ""}
      ></textarea>
      ${fieldError("note-error", state.noteError && withCall(state.noteError))}
      <button type="submit">${copy.noteButton}</button>
    </form>`;
}

/** Withdrawing the request: a plain form at the page's end. */
function withdrawForm(path: string, state: RequestPageState): Html {
  return confirmForm(`${path}/withdraw`, {
    errorId: "withdraw-error",
    error: state.withdrawError,
    words: {
      heading: copy.withdrawHeading,
      hint: copy.withdrawHint,
      confirm: copy.withdrawConfirm,
      button: copy.withdrawButton,
    },
  });
}

/** Once withdrawn: "Delete my details now", which is the inbox's erasure. */
function eraseForm(path: string, state: RequestPageState): Html {
  return confirmForm(`${path}/erase`, {
    errorId: "erase-error",
    error: state.eraseError,
    words: {
      heading: copy.eraseHeading,
      hint: copy.eraseHint,
      confirm: copy.eraseConfirm,
      button: copy.eraseButton,
    },
  });
}

/** The answer to a miss or to too many tries: what happened, and the next step, a call (a `tel:` link in words). */
export interface LookupAnswer {
  message: string;
  call: string;
}

/** The lookup of a lost link: reference and e-mail, with the one answer to a miss or too many tries. */
export function lookupPage(
  answer?: LookupAnswer,
  values: { reference: string; email: string } = { reference: "", email: "" },
): Html {
  return page(
    copy.lookupTitle,
    html`<h1>${copy.lookupTitle}</h1>
      <p>${fillText(copy.lookupIntro, { example: referenceExample })}</p>
      ${
        answer
          ? html`<div role="alert" class="answer">
              <p class="field-error">${answer.message}</p>
              <p>${callLink(answer.call)}</p>
            </div>`
          : ""
      }
      <form method="post" action="${requestPagePrefix}">
        <label for="reference">${copy.lookupReference}</label>
        <input id="reference" name="reference" type="text" autocomplete="off" required value="${values.reference}" />
        <label for="email">${copy.lookupEmail}</label>
        <input id="email" name="email" type="email" autocomplete="email" required value="${values.email}" />
        <button type="submit">${copy.lookupButton}</button>
      </form>`,
  );
}

/** A link that opens nothing: unknown, or its request was deleted. */
export const requestNotFoundPage = () =>
  page(
    copy.title,
    html`<h1>${copy.title}</h1>
      <p role="status">${copy.notFound}</p>
      <p><a href="${requestPagePrefix}">${copy.lookupLink}</a></p>`,
  );

export const erasedRequestPage = () =>
  page(
    copy.title,
    html`<h1>${copy.title}</h1>
      <p role="status">${copy.erased}</p>`,
  );
