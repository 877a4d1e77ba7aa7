/**
 * Where each kind of button or contact channel goes. Targets come from the
 * site config, so content names an action ("call") rather than a number.
 */
import { contact } from "../config/contact";

/** Where every "Get Free Quote" button goes. */
export const quoteHref = "/contact";

export type Action = "quote" | "contact" | "call" | "emergency-call" | "email" | "whatsapp";

/** WhatsApp chat link with pre-filled text. */
export function whatsAppHref(text: string = contact.chatGreeting): string {
  return `https://wa.me/${contact.mobile.e164.replace("+", "")}?text=${encodeURIComponent(text)}`;
}

export function actionHref(action: Action): string {
  switch (action) {
    case "quote":
      return quoteHref;
    case "contact":
      return `${quoteHref}#contact`;
    case "call":
      return `tel:${contact.phone.e164}`;
    case "emergency-call":
      return `tel:${contact.emergencyPhone.e164}`;
    case "email":
      return `mailto:${contact.email}`;
    case "whatsapp":
      return whatsAppHref();
  }
}

/** How a contact channel is named on the page. */
export function channelLabel(action: Action): string {
  switch (action) {
    case "call":
      return `Call ${contact.phone.display}`;
    case "emergency-call":
      return `Emergency line ${contact.emergencyPhone.display}`;
    case "email":
      return `E-mail ${contact.email}`;
    case "whatsapp":
      return "Message us on WhatsApp";
    case "quote":
    case "contact":
      return "Request a quote";
  }
}

/** True for links that leave the site and open in a new tab. */
export const opensNewTab = (action: Action) => action === "whatsapp";
