/**
 * The quote in the owner's app (hono/html): the lead page's section (where the quote stands, its history,
 * the confirmation to send, a cancellation to record), the editor (saved as it is written by the page's
 * script, and by its buttons without one), the send step (the PDF to the share sheet, or downloaded), and
 * the saved lines.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { prices } from "../../src/config/figures";
import { formatPence, parsePounds, quoteTotals } from "../../src/lib/quoteMoney";
import type { Html } from "../html/document";
import { dayWords, when } from "../html/dates";
import { fieldError } from "../html/forms";
import { backToList, page } from "../html/ownerPage";
import { mailtoTo, whatsappTo } from "../leads/replyLinks";
import type { Lead } from "../leads/row";
import { londonIsoDate } from "../../src/lib/londonTime";
import type { QuoteSnapshot } from "./content";
import { quotesCopy } from "./copy";
import { depositKinds, emptyLine, type DraftErrors, type DraftLine, type QuoteDraft } from "./draft";
import type { QuoteEventRow, SavedLineRow, VersionRow } from "./queries";
import type { QuoteState } from "./state";

const copy = quotesCopy.owner;

/** The quote pages' script (script.ts): the editor's autosave, the send steps' share button. */
export const quoteScriptPath = "/admin/leads/quote.js";

const base = (lead: Pick<Lead, "reference">) => `/admin/leads/${lead.reference}/quote`;

/** One history line per thing that happened, oldest first. */
function history(state: QuoteState, versions: readonly VersionRow[], events: readonly QuoteEventRow[]): Html {
  const words = copy.history;
  const lines: { at: string; text: string }[] = [
    ...versions.flatMap((v) =>
      v.sent_at ? [{ at: v.sent_at, text: fillText(words.sent, { version: v.version }) }] : [],
    ),
    ...events.map((event) => ({
      at: event.at,
      text:
        event.kind === "reminded"
          ? fillText(words.reminded, { words: event.words })
          : event.kind === "declined" && event.words
            ? `${words.declined}: “${event.words}”`
            : words[event.kind],
    })),
  ];
  const { acceptance } = state;
  if (acceptance) {
    lines.push({ at: acceptance.accepted_at, text: fillText(words.accepted, { version: acceptance.version }) });
    if (acceptance.cancelled_at)
      lines.push({
        at: acceptance.cancelled_at,
        text: `${words.cancelled} (${copy.via[acceptance.cancelled_via ?? "page"]})`,
      });
  }
  if (state.expired && state.sent) lines.push({ at: `${state.sent.expires_on}T23:59:59Z`, text: words.expired });
  lines.sort((a, b) => a.at.localeCompare(b.at));
  if (!lines.length) return html``;
  return html`<h3>${copy.historyHeading}</h3>
    <ul class="history">
      ${lines.map((line) => html`<li>${line.text}: ${when(line.at)}</li>`)}
    </ul>`;
}

/** A cancellation to record as the owner typed it, and why it was refused. */
export interface CancellationForm {
  via: "phone" | "email" | "letter";
  date: string;
  error: string;
}

/**
 * After a cancellation, what the owner owes the homeowner: an acknowledgement on a durable medium without
 * delay when they cancelled on the website (CCR 2013 reg 32(4)), and the refund within 14 days (reg 34),
 * offered as a message from the owner's own phone (the server sends no e-mail to a visitor's address).
 */
function acknowledgement(lead: Lead, cancelledAt: string): Html {
  const text = fillText(copy.acknowledgeText, {
    firstName: lead.first_name,
    reference: lead.reference,
    date: dayWords(londonIsoDate(new Date(cancelledAt))),
  });
  return html`<h3>${copy.acknowledgeHeading}</h3>
    <p class="hint">${copy.acknowledgeIntro}</p>
    <p class="links">
      <a href="${mailtoTo(lead.email, fillText(copy.acknowledgeSubject, { reference: lead.reference }), text)}"
        >${copy.acknowledgeEmail}</a
      >
      <a href="${whatsappTo(lead.phone, text)}">${copy.acknowledgeWhatsapp}</a>
    </p>`;
}

/**
 * The acceptance's facts, the confirmation to send and the cancellation to record. A cancellation sent
 * by its last day counts however late it arrives (a letter posted on the 14th day), so the form stays
 * while the contract stands; the Worker checks the day it was sent.
 */
function acceptedPart(lead: Lead, state: QuoteState, today: string, refused: CancellationForm | undefined): Html {
  const a = state.acceptance;
  if (!a) return html``;
  const invalid = refused ? html`aria-invalid="true" aria-describedby="cancel-date-error"` : "";
  const recordForm =
    !a.cancelled_at && a.cancel_by
      ? html`<details ${refused ? "open" : ""}>
          <summary>${copy.recordCancellationHeading}</summary>
          <p class="hint">${copy.recordCancellationIntro}</p>
          <form method="post" action="${base(lead)}/cancellation">
            <label
              >${copy.recordVia}
              <select name="via">
                ${(["phone", "email", "letter"] as const).map(
                  (via) =>
                    html`<option value="${via}" ${refused?.via === via ? "selected" : ""}>${copy.via[via]}</option>`,
                )}
              </select></label
            >
            <label
              >${copy.recordDate}
              <input type="date" name="date" value="${refused?.date ?? today}" max="${today}" required ${invalid}
            /></label>
            ${fieldError("cancel-date-error", refused?.error)}
            <button type="submit">${copy.recordCancellation}</button>
          </form>
        </details>`
      : "";
  return html`<p>
      <strong
        >${fillText(copy.acceptedAt, {
          at: when(a.accepted_at),
          name: a.full_name,
          total: formatPence(a.gross_pence),
        })}</strong
      >
    </p>
    <p>
      ${
        a.early_start
          ? copy.earlyStartYes
          : a.cancel_by
            ? fillText(copy.earlyStartNo, { date: dayWords(a.cancel_by) })
            : ""
      }
    </p>
    <p>${a.cancel_by ? fillText(copy.cancelBy, { date: dayWords(a.cancel_by) }) : copy.noCancellation}</p>
    ${
      a.cancelled_at
        ? html`<p>
              <strong
                >${fillText(copy.cancelledAt, { at: when(a.cancelled_at), via: copy.via[a.cancelled_via ?? "page"] })}</strong
              >
            </p>
            ${acknowledgement(lead, a.cancelled_at)}`
        : ""
    }
    ${
      a.confirmation_sent_at
        ? html`<p>${fillText(copy.confirmationSentAt, { at: when(a.confirmation_sent_at) })}</p>`
        : html`<p><a class="button" href="${base(lead)}/confirmation">${copy.confirmationHeading}</a></p>`
    }
    ${recordForm}`;
}

/** The lead page's quote section. */
export function ownerQuoteSection(
  lead: Lead,
  state: QuoteState,
  versions: readonly VersionRow[],
  events: readonly QuoteEventRow[],
  today: string,
  draftSavedAt: string | undefined,
  refusedCancellation?: CancellationForm,
): Html {
  const sent = state.sent;
  const nextVersion = (versions.at(-1)?.version ?? 0) + 1;
  const status = sent
    ? html`<p>${fillText(copy.sentAt, { version: sent.version, at: when(sent.sent_at ?? "") })}</p>
        ${state.viewed ? html`<p>${fillText(copy.viewedAt, { at: when(state.viewed.at) })}</p>` : ""}
        ${
          state.declined
            ? html`<p><strong>${fillText(copy.declinedAt, { at: when(state.declined.at) })}</strong></p>
                ${state.declined.words ? html`<p>${fillText(copy.declinedReason, { reason: state.declined.words })}</p>` : ""}`
            : ""
        }
        ${state.expired ? html`<p><strong>${fillText(copy.expiredOn, { date: dayWords(sent.expires_on) })}</strong></p>` : ""}`
    : "";
  const actions = state.acceptance
    ? acceptedPart(lead, state, today, refusedCancellation)
    : html`${
          state.unsent
            ? html`<p>
                <a class="button" href="${base(lead)}/send"
                  >${fillText(copy.sendTitle, { version: state.unsent.version })}</a
                >
              </p>`
            : ""
        }
        ${
          state.expired
            ? html`<form method="post" action="${base(lead)}/extend">
                <button type="submit">${copy.extend}</button>
              </form>`
            : ""
        }
        <p>
          <a class="button" href="${base(lead)}">${draftSavedAt || sent ? copy.continue : copy.start}</a>
        </p>
        ${draftSavedAt ? html`<p class="hint">${fillText(copy.draftSaved, { at: when(draftSavedAt) })}</p>` : ""}
        <p class="hint">${fillText(copy.sectionIntro, { version: nextVersion })}</p>`;
  return html`<section aria-labelledby="quote-heading" id="quote">
    <h2 id="quote-heading">${copy.heading}</h2>
    ${status} ${actions} ${history(state, versions, events)}
  </section>`;
}

const invalid = (errors: DraftErrors, name: string) =>
  errors[name] ? html`aria-invalid="true" aria-describedby="${name}-error"` : "";

const textField = (name: keyof QuoteDraft, label: string, value: string, errors: DraftErrors, hint = "") =>
  html`<label
      >${label}
      <input name="${name}" value="${value}" ${invalid(errors, name)} />
    </label>
    ${hint ? html`<p class="hint">${hint}</p>` : ""} ${fieldError(`${name}-error`, errors[name])}`;

const areaField = (name: keyof QuoteDraft, label: string, value: string, errors: DraftErrors, hint = "") =>
  html`<label
      >${label}
      <textarea name="${name}" rows="3" ${invalid(errors, name)}>${value}</textarea>
    </label>
    ${hint ? html`<p class="hint">${hint}</p>` : ""} ${fieldError(`${name}-error`, errors[name])}`;

function lineFields(n: number, line: DraftLine, errors: DraftErrors, vatRegistered: boolean): Html {
  const field = (name: string, label: string, value: string, attrs = "") =>
    html`<label
        >${label}
        <input name="${name}${n}" value="${value}" ${invalid(errors, `${name}${n}`)} ${attrs} />
      </label>
      ${fieldError(`${name}${n}-error`, errors[`${name}${n}`])}`;
  return html`<fieldset class="slot">
    <legend>${fillText(copy.lineLegend, { n })}</legend>
    ${field("description", copy.description, line.description)}
    <div class="pair">
      <div>${field("quantity", copy.quantity, line.quantity, 'inputmode="decimal"')}</div>
      <div>${field("unit", copy.unit, line.unit)}</div>
    </div>
    <div class="pair">
      <div>${field("unitPrice", copy.unitPrice, line.unitPrice, 'inputmode="decimal"')}</div>
      <div>
        ${
          vatRegistered
            ? html`<label
                  >${copy.vatRate}
                  <select name="vatRate${n}" ${invalid(errors, `vatRate${n}`)}>
                    ${["20", "5", "0"].map(
                      (rate) =>
                        html`<option value="${rate}" ${line.vatRate === rate ? "selected" : ""}>${rate}%</option>`,
                    )}
                  </select></label
                >${fieldError(`vatRate${n}-error`, errors[`vatRate${n}`])}`
            : html`<input type="hidden" name="vatRate${n}" value="" />`
        }
      </div>
    </div>
    <label class="check"
      ><input type="checkbox" name="optional${n}" ${line.optional ? "checked" : ""} /> ${copy.optional}</label
    >
  </fieldset>`;
}

/** The totals of what the draft would send, once every line can be priced (a line still being typed shows none). */
function draftTotals(snapshotLike: { lines: DraftLine[] }, vatRegistered: boolean): Html {
  try {
    const lines = snapshotLike.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPricePence: parsePounds(line.unitPrice),
      vatRate: vatRegistered ? (Number(line.vatRate) as 20 | 5 | 0) : null,
      optional: line.optional,
    }));
    if (!lines.length) return html``;
    const required = quoteTotals(lines);
    const all = quoteTotals(lines, new Set(lines.map((_, i) => i)));
    const row = (label: string, pence: number, strong = false) =>
      html`<tr>
        <th scope="row">${label}</th>
        <td>${strong ? html`<strong>${formatPence(pence)}</strong>` : formatPence(pence)}</td>
      </tr>`;
    return html`<h2>${copy.preview}</h2>
      <table class="quote-lines">
        <tbody>
          ${row(copy.totalNet, required.netPence)} ${vatRegistered ? row(copy.totalVat, required.vatPence) : ""}
          ${row(copy.totalGross, required.grossPence, true)}
          ${all.grossPence !== required.grossPence ? row(copy.withOptions, all.grossPence) : ""}
        </tbody>
      </table>
      ${vatRegistered ? "" : html`<p class="hint">${copy.notVatRegistered}</p>`}`;
  } catch {
    return html``;
  }
}

export interface EditorState {
  draft: QuoteDraft;
  errors: DraftErrors;
  /** Why no quote can be sent yet (missing business details), or that it is accepted. */
  formError?: string | undefined;
  savedLines: SavedLineRow[];
  nextVersion: number;
  vatRegistered: boolean;
  draftSavedAt?: string | undefined;
}

/** The editor: the quote as written, its totals, the saved lines to add, Save and Send. */
export function editorPage(lead: Lead, state: EditorState): Html {
  const { draft, errors } = state;
  const rows = [...draft.lines, emptyLine(state.vatRegistered ? "20" : "")];
  const title = fillText(copy.editorTitle, { reference: lead.reference });
  return page(
    title,
    html`<p><a href="/admin/leads/${lead.reference}#quote">← ${copy.back}</a></p>
      <h1>${title}</h1>
      ${state.formError ? html`<p class="field-error" role="alert">${state.formError}</p>` : ""}
      ${Object.keys(errors).length ? html`<p class="field-error" role="alert">${quotesCopy.errors.summary}</p>` : ""}
      <form method="post" action="${base(lead)}" id="quote-editor" data-saved="${copy.draftSaved}">
        <p class="hint" id="draft-status" role="status">
          ${state.draftSavedAt ? fillText(copy.draftSaved, { at: when(state.draftSavedAt) }) : ""}
        </p>
        ${areaField("summary", copy.summary, draft.summary, errors, copy.summaryHint)}
        ${areaField("siteAddress", copy.siteAddress, draft.siteAddress, errors)}
        <h2>${copy.linesHeading}</h2>
        <p class="hint">${copy.linesHint}</p>
        ${fieldError("lines-error", errors["lines"])}
        ${rows.map((line, i) => lineFields(i + 1, line, errors, state.vatRegistered))}
        <button type="submit" name="action" value="add">${copy.addLine}</button>
        ${
          state.savedLines.length
            ? html`<details>
                <summary>${copy.savedLinesHeading}</summary>
                <p class="hint">${copy.savedLinesHint}</p>
                <ul class="devices">
                  ${state.savedLines.map(
                    (saved) =>
                      html`<li>
                        <span
                          >${saved.description}:
                          ${formatPence(saved.unit_price_pence)}${saved.unit ? ` / ${saved.unit}` : ""}</span
                        >
                        <button type="submit" name="savedLine" value="${saved.id}">${copy.useSavedLine}</button>
                      </li>`,
                  )}
                </ul>
              </details>`
            : ""
        }
        <p><a href="/admin/leads/quote-lines">${copy.manageSavedLines}</a></p>
        <details>
          <summary>${copy.suggestionsHeading}</summary>
          <p class="hint">${copy.suggestionsHint}</p>
          <ul>
            ${prices.prices.map(
              (price) =>
                html`<li>
                  ${price.label}:
                  £${price.min.toLocaleString("en-GB")}${price.max ? `–£${price.max.toLocaleString("en-GB")}` : ""}
                </li>`,
            )}
          </ul>
        </details>
        ${areaField("exclusions", copy.exclusions, draft.exclusions, errors)}
        ${areaField("assumptions", copy.assumptions, draft.assumptions, errors)}
        <h2>${copy.paymentHeading}</h2>
        <label
          >${copy.depositKind}
          <select name="depositKind">
            ${depositKinds.map(
              (kind) =>
                html`<option value="${kind}" ${draft.depositKind === kind ? "selected" : ""}>
                  ${{ none: copy.depositNone, amount: copy.depositAmount, percent: copy.depositPercent }[kind]}
                </option>`,
            )}
          </select></label
        >
        ${textField("depositValue", copy.depositValue, draft.depositValue, errors)}
        ${areaField("stages", copy.stages, draft.stages, errors)}
        ${textField("startWindow", copy.startWindow, draft.startWindow, errors)}
        ${textField("duration", copy.duration, draft.duration, errors)}
        <label
          >${copy.expiresOn}
          <input type="date" name="expiresOn" value="${draft.expiresOn}" ${invalid(errors, "expiresOn")} /></label
        >${fieldError("expiresOn-error", errors["expiresOn"])}
        <fieldset>
          <legend>${copy.cancellationLegend}</legend>
          <label class="check"
            ><input type="radio" name="cancellationApplies" value="on" ${draft.cancellationApplies ? "checked" : ""} />
            ${copy.cancellationOn}</label
          >
          <label class="check"
            ><input type="radio" name="cancellationApplies" value="off" ${draft.cancellationApplies ? "" : "checked"} />
            ${copy.cancellationOff}</label
          >
          ${areaField("newBuildReason", copy.newBuildReason, draft.newBuildReason, errors)}
        </fieldset>
        ${draftTotals(draft, state.vatRegistered)}
        <p class="actions">
          <button type="submit" name="action" value="save">${copy.save}</button>
          <button type="submit" name="action" value="send">
            ${fillText(copy.send, { version: state.nextVersion })}
          </button>
        </p>
        <p class="hint">${copy.sendHint}</p>
      </form> `,
    [],
    quoteScriptPath,
  );
}

/** The text a share or a message carries: the quote or the confirmation, with the request's link. */
export interface ShareStep {
  title: string;
  text: string;
  pdfPath: string;
  fileName: string;
  wentAction: string;
}

/** The send step of a version: share the PDF (or download it), then say it went. */
export function sendPage(lead: Lead, version: number, share: ShareStep): Html {
  const title = fillText(copy.sendTitle, { version });
  return page(
    title,
    html`<p><a href="/admin/leads/${lead.reference}#quote">← ${copy.back}</a></p>
      <h1>${title}</h1>
      <p>${fillText(copy.sendIntro, { firstName: lead.first_name })}</p>
      ${shareButtons(share, copy.share, copy.download)}
      <h2>${copy.wentHeading}</h2>
      <p class="hint">${copy.wentIntro}</p>
      <form method="post" action="${share.wentAction}" class="actions">
        <input type="hidden" name="version" value="${version}" />
        <button type="submit" name="by" value="share">${copy.wentShared}</button>
        <button type="submit" name="by" value="download">${copy.wentDownloaded}</button>
      </form>
      <p><a href="/admin/leads/${lead.reference}#quote">${copy.notYet}</a></p>`,
    [],
    quoteScriptPath,
  );
}

/** The share button (shown by the page's script where the phone can share files) and the download link. */
function shareButtons(share: ShareStep, shareLabel: string, downloadLabel: string): Html {
  return html`<p>
      <button
        type="button"
        id="share-pdf"
        hidden
        data-pdf="${share.pdfPath}"
        data-file="${share.fileName}"
        data-title="${share.title}"
        data-text="${share.text}"
      >
        ${shareLabel}
      </button>
    </p>
    <p><a class="button" href="${share.pdfPath}" download="${share.fileName}">${downloadLabel}</a></p>
    <p class="hint">${copy.downloadHint}</p>`;
}

/** The confirmation's send step, after an acceptance. */
export function confirmationPage(lead: Lead, share: ShareStep): Html {
  return page(
    copy.confirmationHeading,
    html`<p><a href="/admin/leads/${lead.reference}#quote">← ${copy.back}</a></p>
      <h1>${copy.confirmationHeading}</h1>
      <p>${copy.confirmationIntro}</p>
      ${shareButtons(share, copy.shareConfirmation, copy.downloadConfirmation)}
      <form method="post" action="${share.wentAction}">
        <button type="submit">${copy.confirmationSent}</button>
      </form>
      <p><a href="/admin/leads/${lead.reference}#quote">${copy.notYet}</a></p>`,
    [],
    quoteScriptPath,
  );
}

/** The saved lines: the list with Delete, and a form for a new one. */
export function savedLinesPage(lines: readonly SavedLineRow[], vatRegistered: boolean, error?: string): Html {
  return page(
    copy.savedLinesTitle,
    html`${backToList()}
      <h1>${copy.savedLinesTitle}</h1>
      <p class="hint">${copy.savedLinesIntro}</p>
      ${
        lines.length
          ? html`<ul class="devices">
              ${lines.map(
                (line) =>
                  html`<li>
                    <span
                      >${line.description}:
                      ${formatPence(line.unit_price_pence)}${line.unit ? ` / ${line.unit}` : ""}${
                        line.vat_rate !== null ? ` (${line.vat_rate}% VAT)` : ""
                      }</span
                    >
                    <form method="post" action="/admin/leads/quote-lines/${line.id}/delete">
                      <button type="submit">${copy.deleteLine}</button>
                    </form>
                  </li>`,
              )}
            </ul>`
          : html`<p>${copy.noSavedLines}</p>`
      }
      <h2>${copy.newSavedLine}</h2>
      <form method="post" action="/admin/leads/quote-lines">
        ${error ? html`<p class="field-error" role="alert">${error}</p>` : ""}
        <label>${copy.description} <input name="description" required /></label>
        <label>${copy.unit} <input name="unit" /></label>
        <label>${copy.unitPrice} <input name="unitPrice" inputmode="decimal" required /></label>
        ${
          vatRegistered
            ? html`<label
                >${copy.vatRate}
                <select name="vatRate">
                  ${["20", "5", "0"].map((rate) => html`<option value="${rate}">${rate}%</option>`)}
                </select></label
              >`
            : ""
        }
        <button type="submit">${copy.saveLine}</button>
      </form>`,
  );
}

/** The share text of a version or a confirmation, with the request's link. */
export const shareText = (template: string, lead: Lead, link: string) =>
  fillText(template, { firstName: lead.first_name, reference: lead.reference, link });

export type { QuoteSnapshot };
