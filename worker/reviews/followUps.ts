/**
 * The one reminder of a review invitation: 7 London days after it was sent (or, never sent, opened) with
 * no review written, the scheduled run reminds the owner by push, within opening hours
 * (src/lib/openingHours.ts), once (review_invitations.reminded_at, claimed before the push goes). The
 * alert opens the lead's page, where the review section then offers the follow-up: WhatsApp, SMS and
 * e-mail opened with the same words for everyone, sent from the owner's own phone. A request withdrawn
 * gets none.
 */
import { fillText } from "../../src/config/format";
import { site } from "../../src/config/site";
import { fullName } from "../../src/lib/fullName";
import { londonIsoDate } from "../../src/lib/londonTime";
import { openedAt } from "../../src/lib/openingHours";
import type { AlertPayload } from "../alerts/alertPayload";
import { reviewReminderTag } from "../alerts/alertTags";
import { countPush } from "../alerts/ceiling";
import { inboxUrl } from "../alerts/inboxUrl";
import { pushToAll, type PushEnv } from "../alerts/pushSend";
import { seenToken } from "../leads/firstContact";
import { mailtoTo, smsTo, whatsappTo } from "../leads/replyLinks";
import { fromRow, type Lead } from "../leads/row";
import { reviewsCopy } from "./copy";
import type { InvitationLinks } from "./ownerPages";
import { claimReminder, unremindedInvitations } from "./queries";

const copy = reviewsCopy.owner;

/** London's calendar days after sending (or opening) that the reminder waits. */
export const reminderDays = 7;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The invitation's message, the same for everyone: the send step's, or the follow-up's. */
export const invitationText = (template: string, link: string) => fillText(template, { company: site.name, link });

/** WhatsApp, SMS and e-mail opened with `text`, to the lead's phone and address. */
export const invitationLinks = (lead: Pick<Lead, "phone" | "email">, text: string): InvitationLinks => ({
  whatsapp: whatsappTo(lead.phone, text),
  sms: smsTo(lead.phone, text),
  email: mailtoTo(lead.email, fillText(copy.emailSubject, { company: site.name }), text),
});

function reminderAlert(lead: Lead, seen: string): AlertPayload {
  return {
    web_push: 8030,
    mutable: true,
    notification: {
      title: fillText(reviewsCopy.reminder.alertTitle, { reference: lead.reference }),
      body: fillText(reviewsCopy.reminder.alertBody, { name: fullName(fromRow(lead).request) }),
      lang: "en-GB",
      navigate: inboxUrl(lead.reference, seen),
      tag: reviewReminderTag(lead.reference),
    },
    reference: lead.reference,
  };
}

/**
 * The scheduled run at `now`: while the firm is open, each invitation 7 days old without a review is
 * claimed (its reminded_at) and the owner's devices are told. Returns the tags sent.
 */
export async function remindReviews(env: PushEnv, now: number): Promise<string[]> {
  if (openedAt(now) === undefined) return [];
  const today = londonIsoDate(new Date(now));
  const due = (await unremindedInvitations(env.DB)).filter(
    (row) => daysBetween(londonIsoDate(new Date(row.since)), today) >= reminderDays,
  );
  const sent: string[] = [];
  for (const { lead_id } of due) {
    const lead = await env.DB.prepare("SELECT * FROM leads WHERE id = ?").bind(lead_id).first<Lead>();
    if (!lead || lead.withdrawn_at) continue;
    if (!(await claimReminder(env.DB, lead_id, new Date(now)))) continue;
    await countPush(env.DB, now);
    const alert = reminderAlert(lead, await seenToken(env.RATE_LIMIT_SALT ?? "", lead.reference));
    await pushToAll(env, alert);
    sent.push(alert.notification.tag);
  }
  return sent;
}
