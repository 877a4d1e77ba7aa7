/**
 * Reviews in the owner's app (hono/html): the lead page's review section once the job is completed (the
 * invitation sent or not, and how; the review as written, the one public reply, "Remove" with a policy
 * reason; the one follow-up after 7 days), and the send step (Web Share, WhatsApp, SMS and e-mail, then
 * "Did it go?").
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { londonIsoDate } from "../../src/lib/londonTime";
import type { Html } from "../html/document";
import { dayWords } from "../html/dates";
import { fieldError } from "../html/forms";
import { page } from "../html/ownerPage";
import type { Lead } from "../leads/row";
import { reviewsCopy } from "./copy";
import { removalReasons, sentVias, type InvitationRow, type ReviewRow } from "./queries";

const copy = reviewsCopy.owner;

/** Where the send step's script is served. */
export const reviewScriptPath = "/admin/leads/review.js";

const day = (iso: string) => dayWords(londonIsoDate(new Date(iso)));

/** The invitation's prefilled messages from the owner's phone. */
export interface InvitationLinks {
  whatsapp: string;
  sms: string;
  email: string;
}

/** What the owner's form was refused for, while the lead's page shows it. */
export interface OwnerReviewErrors {
  reply?: string;
  reason?: string;
}

const sendLinks = (links: InvitationLinks) =>
  html`<p class="links">
    <a class="button" href="${links.whatsapp}">${copy.whatsapp}</a>
    <a class="button" href="${links.sms}">${copy.sms}</a>
    <a class="button" href="${links.email}">${copy.email}</a>
  </p>`;

/** The review as written, the reply (or its form) and "Remove this review". */
function reviewShown(lead: Lead, review: ReviewRow, versions: number, errors: OwnerReviewErrors): Html {
  const base = `/admin/leads/${lead.reference}/review`;
  return html`<p>
      <strong
        >${fillText(copy.reviewBy, {
          rating: review.rating,
          name: review.name_shown,
          district: review.district ? `, ${review.district}` : "",
          date: day(review.created_at),
        })}</strong
      >
    </p>
    <blockquote class="details">${review.body}</blockquote>
    <p class="hint">
      ${versions > 1 ? fillText(copy.versions.other, { n: versions }) : copy.versions.one} ${copy.cannotEdit}
    </p>
    <h3>${copy.replyHeading}</h3>
    ${
      review.reply && review.replied_at
        ? html`${errors.reply ? html`<p role="alert" class="field-error">${errors.reply}</p>` : ""}
            <p>${fillText(copy.replied, { date: day(review.replied_at) })}</p>
            <blockquote class="details">${review.reply}</blockquote>`
        : html`<p class="hint">${copy.replyHint}</p>
            <form method="post" action="${base}/reply">
              <label for="review-reply">${copy.replyLabel}</label>
              <textarea
                id="review-reply"
                name="reply"
                rows="4"
                maxlength="1000"
                required
                ${errors.reply ? html`aria-invalid="true" aria-describedby="reply-error"` : ""}
              ></textarea>
              ${fieldError("reply-error", errors.reply)}
              <button type="submit">${copy.replyButton}</button>
            </form>`
    }
    <details ${errors.reason ? "open" : ""}>
      <summary>${copy.removeSummary}</summary>
      <form method="post" action="${base}/remove">
        <fieldset class="options" ${errors.reason ? html`aria-invalid="true" aria-describedby="reason-error"` : ""}>
          <legend>${copy.removeLegend}</legend>
          ${removalReasons.map(
            (reason) =>
              html`<label class="check"
                ><input type="radio" name="reason" value="${reason}" required /> ${copy.reasons[reason]}</label
              >`,
          )}
          ${fieldError("reason-error", errors.reason)}
        </fieldset>
        <p class="hint">${copy.removeHint}</p>
        <button type="submit" class="off">${copy.removeButton}</button>
      </form>
    </details>`;
}

/** The lead page's review section, once the job is completed. */
export function ownerReviewSection(
  lead: Lead,
  state: {
    invitation: InvitationRow;
    review: ReviewRow | null;
    versions: number;
    followUp?: InvitationLinks | undefined;
    errors: OwnerReviewErrors;
  },
): Html {
  const { invitation, review } = state;
  const sent = invitation.sent_at && invitation.sent_via;
  return html`<section id="review" class="visits" aria-labelledby="review-section-heading">
    <h2 id="review-section-heading">${copy.heading}</h2>
    <p>${fillText(copy.opened, { date: day(invitation.opened_at) })}</p>
    <p>
      ${
        sent
          ? fillText(copy.sentVia, {
              date: day(invitation.sent_at ?? ""),
              via: copy.via[invitation.sent_via ?? "share"],
            })
          : copy.notSent
      }
    </p>
    ${
      review
        ? reviewShown(lead, review, state.versions, state.errors)
        : html`<p>${copy.noReview}</p>
            <p>
              <a class="button${sent ? " secondary" : ""}" href="/admin/leads/${lead.reference}/review/send"
                >${sent ? copy.sendAgain : copy.send}</a
              >
            </p>`
    }
    ${
      state.followUp && !review
        ? html`<div class="follow-up">
            <h3>${copy.followUpHeading}</h3>
            <p>${copy.followUpIntro}</p>
            ${sendLinks(state.followUp)}
          </div>`
        : ""
    }
  </section>`;
}

/** The send step: share (where the phone can), or a prefilled message, then "Did it go?". */
export function sendPage(lead: Lead, share: { title: string; text: string }, links: InvitationLinks): Html {
  const back = `/admin/leads/${lead.reference}#review`;
  const went: Record<(typeof sentVias)[number], string> = {
    share: copy.wentShare,
    whatsapp: copy.wentWhatsapp,
    sms: copy.wentSms,
    email: copy.wentEmail,
  };
  return page(
    copy.sendTitle,
    html`<p><a href="${back}">← ${copy.back}</a></p>
      <h1>${copy.sendTitle}</h1>
      <p>${fillText(copy.sendIntro, { firstName: lead.first_name })}</p>
      <blockquote class="details">${share.text}</blockquote>
      <p>
        <button type="button" id="share-invitation" hidden data-title="${share.title}" data-text="${share.text}">
          ${copy.share}
        </button>
      </p>
      ${sendLinks(links)}
      <h2>${copy.wentHeading}</h2>
      <p class="hint">${copy.wentIntro}</p>
      <form method="post" action="/admin/leads/${lead.reference}/review/sent" class="actions">
        ${sentVias.map((via) => html`<button type="submit" name="via" value="${via}">${went[via]}</button>`)}
      </form>
      <p><a href="${back}">${copy.notYet}</a></p>`,
    [],
    reviewScriptPath,
  );
}
