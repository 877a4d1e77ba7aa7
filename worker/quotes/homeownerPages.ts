/**
 * The quote on the homeowner's request page (hono/html): while it waits for an answer, the action
 * awaiting them (the total including VAT as the headline, the lines with net and VAT, the options as
 * boxes whose price changes the total, the terms and the expiry, the PDF, Accept and Decline); once
 * accepted, what they accepted and "Cancel the contract" until its last day; declined, expired or
 * cancelled, what that means.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { depositPence, formatPence, quoteTotals, type QuoteTotals } from "../../src/lib/quoteMoney";
import type { Html } from "../html/document";
import { dayWords, when } from "../html/dates";
import { fieldError } from "../html/forms";
import type { QuoteSnapshot } from "./content";
import { quotesCopy } from "./copy";
import type { AcceptanceRow } from "./queries";
import type { QuoteState } from "./state";
import type { PageTerms } from "./terms";

const copy = quotesCopy.homeowner;

/** What the homeowner typed and what was wrong with it, while the page answers a refused acceptance. */
export interface AcceptFormState {
  fullName: string;
  email: string;
  earlyStart: boolean;
  errors: Partial<Record<"fullName" | "email", string>>;
}

export interface HomeownerQuoteView {
  path: string;
  state: QuoteState;
  snapshot: QuoteSnapshot | undefined;
  /** The optional lines ticked (from the form, or the acceptance). */
  chosen: ReadonlySet<number>;
  /** The homeowner last saw an older version. */
  changed: boolean;
  today: string;
  form?: AcceptFormState | undefined;
  message?: string | undefined;
  /** The owner's words around the quote, filled with the version's trader. */
  terms: PageTerms;
}

const rate = (line: { vatRate: number | null }) => (line.vatRate === null ? "" : `${line.vatRate}%`);

/** The lines the price is made of: net, VAT and its rate per line, then the totals. */
function linesTable(totals: QuoteTotals): Html {
  const required = totals.lines.filter((line) => !line.optional);
  return html`<h3>${copy.linesHeading}</h3>
    <table class="quote-lines">
      <thead>
        <tr>
          <th scope="col">${copy.line}</th>
          <th scope="col">${copy.net}</th>
          ${totals.vatRegistered ? html`<th scope="col">${copy.vat}</th>` : ""}
        </tr>
      </thead>
      <tbody>
        ${required.map(
          (line) =>
            html`<tr>
              <th scope="row">
                ${line.description}
                <span class="meta"
                  >${line.quantity}${line.unit ? ` ${line.unit}` : ""} × ${formatPence(line.unitPricePence)}</span
                >
              </th>
              <td>${formatPence(line.netPence)}</td>
              ${totals.vatRegistered ? html`<td>${formatPence(line.vatPence)} <span class="meta">${rate(line)}</span></td>` : ""}
            </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">${copy.netTotal}</th>
          <td data-total="net">${formatPence(totals.netPence)}</td>
          ${totals.vatRegistered ? html`<td></td>` : ""}
        </tr>
        ${
          totals.vatRegistered
            ? html`<tr>
                <th scope="row">${copy.vatTotal}</th>
                <td></td>
                <td data-total="vat">${formatPence(totals.vatPence)}</td>
              </tr>`
            : ""
        }
      </tfoot>
    </table>`;
}

/** The terms: exclusions, assumptions, payment, start and length, and the cancellation rights or why none. */
function terms(snapshot: QuoteSnapshot, totals: QuoteTotals, quoteTerms: PageTerms): Html {
  const { content } = snapshot;
  const list = (heading: string, items: readonly string[]) =>
    items.length
      ? html`<h3>${heading}</h3>
          <ul>
            ${items.map((item) => html`<li>${item}</li>`)}
          </ul>`
      : "";
  return html` ${list(copy.exclusions, content.exclusions)} ${list(copy.assumptions, content.assumptions)}
    <h3>${copy.payment}</h3>
    ${
      content.deposit
        ? html`<p>
            ${fillText(copy.deposit, { amount: formatPence(depositPence(content.deposit, totals.grossPence)) })}
          </p>`
        : ""
    }
    ${
      content.stages.length
        ? html`<ul>
            ${content.stages.map((stage) => html`<li>${stage}</li>`)}
          </ul>`
        : ""
    }
    <p>${fillText(copy.start, { start: content.startWindow, duration: content.duration })}</p>
    ${
      content.cancellation.applies
        ? html`<p>${quoteTerms.cancelIntro}</p>`
        : html`<p>${fillText(copy.newBuild, { reason: content.cancellation.newBuildReason })}</p>`
    }`;
}

/** The options as boxes in the acceptance's form, each with its price including VAT. */
function optionBoxes(totals: QuoteTotals, chosen: ReadonlySet<number>, path: string): Html {
  const options = totals.lines.filter((line) => line.optional);
  if (!options.length) return html``;
  return html`<fieldset class="options">
    <legend>${copy.optionsHeading}</legend>
    <p class="hint">${copy.optionsHint}</p>
    ${options.map(
      (line) =>
        html`<label class="check"
          ><input
            type="checkbox"
            name="option"
            value="${line.index}"
            data-gross="${line.grossPence}"
            ${chosen.has(line.index) ? "checked" : ""}
          />
          ${fillText(copy.optionLabel, { description: line.description, price: formatPence(line.grossPence) })}</label
        >`,
    )}
    <button type="submit" formaction="${path}/quote/total" class="secondary" id="update-total">
      ${copy.updateTotal}
    </button>
  </fieldset>`;
}

/** The quote awaiting an answer: the headline, the lines, the terms, the PDF, Accept and Decline. */
function openQuote(view: HomeownerQuoteView, snapshot: QuoteSnapshot, sentAt: string): Html {
  const totals = quoteTotals(snapshot.content.lines, view.chosen);
  const { form, terms: quoteTerms } = view;
  const invalid = (name: "fullName" | "email") =>
    form?.errors[name] ? html`aria-invalid="true" aria-describedby="${name}-error"` : "";
  return html`<h2 id="quote-heading">${copy.heading}</h2>
    ${view.changed ? html`<p class="saved" role="status">${fillText(copy.changed, { version: snapshot.version })}</p>` : ""}
    ${view.message ? html`<p class="field-error" role="alert">${view.message}</p>` : ""}
    <p class="quote-total">
      <span>${copy.total}</span>
      <output id="quote-total" data-base="${quoteTotals(snapshot.content.lines).grossPence}"
        >${formatPence(totals.grossPence)}</output
      >
    </p>
    <p>
      ${fillText(copy.intro, {
        version: snapshot.version,
        date: when(sentAt),
        expires: dayWords(snapshot.content.expiresOn),
      })}
    </p>
    ${snapshot.content.summary ? html`<p>${snapshot.content.summary}</p>` : ""}
    <form method="post" action="${view.path}/quote/accept" id="accept-form">
      <input type="hidden" name="version" value="${snapshot.version}" />
      ${optionBoxes(totals, view.chosen, view.path)} ${linesTable(totals)} ${terms(snapshot, totals, view.terms)}
      <p><a href="${view.path}/quote.pdf" download>${copy.download}</a></p>
      <h3>${copy.acceptHeading}</h3>
      <p>${quoteTerms.acceptIntro}</p>
      <label
        >${copy.acceptName}
        <input name="fullName" autocomplete="name" value="${form?.fullName ?? ""}" required ${invalid("fullName")}
      /></label>
      ${fieldError("fullName-error", form?.errors.fullName)}
      <label
        >${copy.acceptEmail}
        <input type="email" name="email" autocomplete="email" value="${form?.email ?? ""}" required ${invalid("email")}
      /></label>
      ${fieldError("email-error", form?.errors.email)}
      ${
        snapshot.content.cancellation.applies
          ? html`<label class="check"
                ><input
                  type="checkbox"
                  name="earlyStart"
                  ${form?.earlyStart ? "checked" : ""}
                  aria-describedby="early-start-hint"
                />
                ${quoteTerms.earlyStartLabel}</label
              >
              <p class="hint" id="early-start-hint">${quoteTerms.earlyStartExplained}</p>`
          : ""
      }
      <p class="hint">${quoteTerms.acceptRecord}</p>
      <button type="submit">${copy.acceptButton}</button>
    </form>
    <details class="decline">
      <summary>${copy.declineHeading}</summary>
      <form method="post" action="${view.path}/quote/decline">
        <label>${copy.declineReason} <textarea name="reason" rows="3" maxlength="500"></textarea></label>
        <button type="submit">${copy.declineButton}</button>
      </form>
    </details>
    <p><a href="#note">${copy.askQuestion}</a></p>
    <script src="/request/quote.js" defer></script>`;
}

/** An accepted quote: what was accepted, the confirmation, and the cancellation while its period runs. */
function acceptedQuote(view: HomeownerQuoteView, acceptance: AcceptanceRow): Html {
  const quoteTerms = view.terms;
  const canCancel = !acceptance.cancelled_at && acceptance.cancel_by !== null && view.today <= acceptance.cancel_by;
  return html`<h2 id="quote-heading">${acceptance.cancelled_at ? copy.cancelledHeading : copy.acceptedHeading}</h2>
    ${view.message ? html`<p class="field-error" role="alert">${view.message}</p>` : ""}
    <p>
      ${fillText(copy.accepted, {
        version: acceptance.version,
        at: when(acceptance.accepted_at),
        total: formatPence(acceptance.gross_pence),
      })}
    </p>
    ${
      acceptance.cancel_by && !acceptance.cancelled_at
        ? html`<p>${acceptance.early_start ? quoteTerms.earlyStartRequested : quoteTerms.earlyStartNotRequested}</p>`
        : ""
    }
    <p><a href="${view.path}/confirmation.pdf" download>${copy.confirmationDownload}</a></p>
    ${
      acceptance.cancelled_at
        ? html`<p role="status"><strong>${fillText(copy.cancelled, { at: when(acceptance.cancelled_at) })}</strong></p>
            <p>${quoteTerms.cancelNextSteps}</p>`
        : canCancel
          ? html`<h3>${copy.cancelHeading}</h3>
              <p>${fillText(copy.cancelUntil, { date: dayWords(acceptance.cancel_by ?? "") })}</p>
              <details class="decline">
                <summary>${copy.cancelButton}</summary>
                <form method="post" action="${view.path}/quote/cancel">
                  <p>${quoteTerms.cancelConfirm}</p>
                  <button type="submit">${copy.cancelConfirmButton}</button>
                </form>
              </details>`
          : acceptance.cancel_by
            ? html`<p>${fillText(copy.tooLateToCancel, { date: dayWords(acceptance.cancel_by) })}</p>`
            : ""
    }`;
}

/** The request page's quote block, or nothing before a version is sent. */
export function homeownerQuoteSection(view: HomeownerQuoteView): Html | "" {
  const { state, snapshot } = view;
  if (state.acceptance) return acceptedQuote(view, state.acceptance);
  if (!snapshot || !state.sent) return "";
  if (state.declined)
    return html`<h2 id="quote-heading">${copy.heading}</h2>
      <p role="status">${copy.declined}</p>`;
  if (state.expired)
    return html`<h2 id="quote-heading">${copy.heading}</h2>
      <p role="status">${fillText(copy.expired, { date: dayWords(snapshot.content.expiresOn) })}</p>`;
  return openQuote(view, snapshot, state.sent.sent_at ?? "");
}
