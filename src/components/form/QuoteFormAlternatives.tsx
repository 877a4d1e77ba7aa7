import { contact } from "../../config/contact";
import { actionHref } from "../../lib/contactLinks";

const linkClass = "font-semibold underline underline-offset-2 hover:text-ink";

/**
 * The other ways to reach the firm, always shown under the form: they are the
 * way in when JavaScript is off or the form's code fails to load, and, shown
 * from the first paint, they never shift the page when the form comes alive.
 */
export function QuoteFormAlternatives() {
  return (
    <p className="mt-2 text-sm text-muted" data-quote-alternatives>
      If the form does not work for you,{" "}
      <a href={actionHref("call")} className={linkClass}>
        call {contact.phone.display}
      </a>
      ,{" "}
      <a href={actionHref("email")} className={linkClass}>
        e-mail {contact.email}
      </a>{" "}
      or{" "}
      <a href={actionHref("whatsapp")} target="_blank" rel="noopener noreferrer" className={linkClass}>
        message us on WhatsApp
      </a>
      .
    </p>
  );
}
