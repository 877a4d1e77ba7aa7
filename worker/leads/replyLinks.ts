/**
 * Where the lead page's Call, WhatsApp and E-mail buttons hand the owner off to
 * (through POST /admin/leads/:reference/contact, which records the first contact):
 * a tel: link, a wa.me chat and a mailto: message, the last two opened with the
 * owner's reply templates (src/content/site/replies.json, edited in the CMS).
 */
import { site } from "../../src/config/site";
import { fillText } from "../../src/config/format";
import type { Lead } from "./row";
import { ukPhoneNumber } from "../../src/content/phone";
import { repliesSchema } from "../../src/content/schemas/replies";
import repliesData from "../../src/content/site/replies.json";
import type { FirstContactChannel } from "./row";

const replies = repliesSchema.parse(repliesData);

/**
 * The number in E.164: a UK number as the site dials its own (src/content/phone.ts, `+442079460000`),
 * any other as its digits with the leading + the visitor typed.
 */
const e164 = (phone: string) =>
  ukPhoneNumber(phone)?.e164 ?? `${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

export const telHref = (phone: string) => `tel:${e164(phone)}`;

/** What a reply needs to know of the lead. */
export type ReplyTo = Pick<Lead, "reference" | "first_name" | "email" | "phone" | "project_type">;

const filled = (template: string, lead: ReplyTo) =>
  fillText(template, {
    firstName: lead.first_name,
    reference: lead.reference,
    projectType: lead.project_type,
    company: site.name,
  });

/** A WhatsApp chat with the number's E.164 digits (a number written 00… abroad loses the 00), opened with `text`. */
export const whatsappTo = (phone: string, text: string) =>
  `https://wa.me/${e164(phone).replace(/^\+/, "").replace(/^00/, "")}?text=${encodeURIComponent(text)}`;

/** An e-mail with this subject and body; line breaks as CRLF (RFC 6068). */
export const mailtoTo = (email: string, subject: string, body: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`;

/** A WhatsApp chat with the visitor, opened with the greeting. */
export const whatsappHref = (lead: ReplyTo) => whatsappTo(lead.phone, filled(replies.whatsapp, lead));

/** An e-mail to the visitor with the subject and text from the templates. */
export const mailtoHref = (lead: ReplyTo) =>
  mailtoTo(lead.email, filled(replies.emailSubject, lead), filled(replies.emailBody, lead));

/** Where each button hands off to. */
export const replyHref = (channel: Exclude<FirstContactChannel, "status">, lead: ReplyTo) =>
  channel === "call" ? telHref(lead.phone) : channel === "whatsapp" ? whatsappHref(lead) : mailtoHref(lead);

/**
 * A text message to the number, opened with `text`: `sms:<number>?&body=…`, the form both iOS (which
 * reads `&body`) and Android (which reads `?body`) accept.
 */
export const smsTo = (phone: string, text: string) => `sms:${e164(phone)}?&body=${encodeURIComponent(text)}`;
