/**
 * The moments that make a lead, measured as conversion events. Islands
 * announce them as a DOM event, so the quote form needs no analytics code;
 * the layout script forwards them to whatever analytics the site uses.
 */
export type LeadEventName = "quote_sent" | "phone_tap" | "email_tap" | "whatsapp_tap" | "fallback_offered";

export interface LeadEventDetail {
  name: LeadEventName;
  data: Record<string, string>;
}

/** The DOM event name islands dispatch on `document`. */
export const LEAD_EVENT = "lead";

export function announceLead(name: LeadEventName, data: Record<string, string> = {}): void {
  document.dispatchEvent(new CustomEvent<LeadEventDetail>(LEAD_EVENT, { detail: { name, data } }));
}

/** The lead a tapped link makes, if any: a call, an e-mail or a WhatsApp chat. */
export function leadOfLink(href: string): LeadEventName | undefined {
  if (href.startsWith("tel:")) return "phone_tap";
  if (href.startsWith("mailto:")) return "email_tap";
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return "whatsapp_tap";
  return undefined;
}
