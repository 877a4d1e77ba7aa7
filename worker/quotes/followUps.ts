/**
 * The owner follows up a quote nobody answered: 3 and 7 days after a version was sent (London's
 * calendar days), while it is neither accepted, declined nor expired, the scheduled run reminds the
 * owner by push, within opening hours (src/lib/openingHours.ts, as the second alert), each reminder with
 * its own tag (alerts/alertTags.ts) and once (quote_events' unique 'reminded' index, words '3' and '7',
 * claimed before the push goes). The alert opens the lead's page, where, while a reminder stands, a
 * "Follow up" section offers WhatsApp, SMS and e-mail opened with a prefilled message, sent from the
 * owner's own phone (the server sends nothing to an address a visitor typed).
 *
 * A new version sent starts its own clock. A request withdrawn, or whose status the owner has moved on
 * from "quoted" (won or lost by hand), gets no reminder. A run that finds a quote 7 days old with no
 * reminder yet (the firm closed, the Worker down) sends only the 7-day one.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { site } from "../../src/config/site";
import { fullName } from "../../src/lib/fullName";
import { londonIsoDate } from "../../src/lib/londonTime";
import { openedAt } from "../../src/lib/openingHours";
import { formatPence } from "../../src/lib/quoteMoney";
import type { AlertPayload } from "../alerts/alertPayload";
import { quoteReminderTag } from "../alerts/alertTags";
import { countPush } from "../alerts/ceiling";
import { inboxUrl } from "../alerts/inboxUrl";
import { pushToAll, type PushEnv } from "../alerts/pushSend";
import type { Section } from "../html/sections";
import { seenToken } from "../leads/firstContact";
import { mailtoTo, smsTo, whatsappTo } from "../leads/replyLinks";
import { fromRow, type Lead } from "../leads/row";
import { quotesCopy } from "./copy";
import { addEvent, allQuoteRecords, quoteOfLead, type QuoteRecord, type VersionRow } from "./queries";
import { snapshotGross } from "./ownerSections";
import { quoteState } from "./state";

const copy = quotesCopy.followUp;

/** The days after sending the owner is reminded on, latest last. */
export const reminderDays = [3, 7] as const;

/** Whole calendar days from one London date to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** London's days since the version was sent. */
const daysSinceSent = (version: VersionRow, today: string) =>
  daysBetween(londonIsoDate(new Date(version.sent_at ?? "")), today);

/**
 * The sent version a follow-up is for, while the quote awaits an answer (sent or viewed, nothing newer
 * being prepared), with London's days since it was sent; undefined otherwise.
 */
function awaitingAnswer(record: QuoteRecord | undefined, today: string) {
  const state = quoteState(record, today);
  if ((state.stage !== "sent" && state.stage !== "viewed") || !state.sent) return undefined;
  return { version: state.sent, days: daysSinceSent(state.sent, today) };
}

/** The reminder due on a quote: the latest of 3 and 7 days reached, or undefined. */
function dueReminder(record: QuoteRecord | undefined, today: string) {
  const awaiting = awaitingAnswer(record, today);
  const days = awaiting && reminderDays.findLast((day) => awaiting.days >= day);
  return awaiting && days ? { version: awaiting.version, days } : undefined;
}

/** The reminder's alert: it opens the lead's page (with the `seen` token, as the other alerts do). */
function reminderAlert(lead: Lead, version: VersionRow, days: number, seen: string): AlertPayload {
  const gross = snapshotGross(version.snapshot);
  const navigate = inboxUrl(lead.reference, seen);
  return {
    web_push: 8030,
    mutable: true,
    notification: {
      title: fillText(copy.alertTitle, { reference: lead.reference }),
      body: fillText(copy.alertBody, {
        name: fullName(fromRow(lead).request),
        days,
        total: gross === null ? "" : formatPence(gross),
      }),
      lang: "en-GB",
      navigate,
      tag: quoteReminderTag(lead.reference, days),
    },
    reference: lead.reference,
  };
}

/**
 * The scheduled run at `now`: while the firm is open, each quote due a reminder is claimed (its
 * 'reminded' event, once per version and day) and the owner's devices are told. Returns the tags sent.
 */
export async function remindFollowUps(env: PushEnv, now: number): Promise<string[]> {
  if (openedAt(now) === undefined) return [];
  const today = londonIsoDate(new Date(now));
  const due = [...(await allQuoteRecords(env.DB))].flatMap(([leadId, record]) => {
    const reminder = dueReminder(record, today);
    return reminder ? [{ leadId, record, ...reminder }] : [];
  });
  const sent: string[] = [];
  for (const { leadId, record, version, days } of due) {
    const lead = await env.DB.prepare("SELECT * FROM leads WHERE id = ?").bind(leadId).first<Lead>();
    if (!lead || lead.withdrawn_at || lead.status !== "quoted") continue;
    const claimed = await addEvent(
      env.DB,
      record.quote.id,
      { version: version.version, kind: "reminded", words: String(days) },
      new Date(now),
    );
    if (!claimed) continue;
    await countPush(env.DB, now);
    const alert = reminderAlert(lead, version, days, await seenToken(env.RATE_LIMIT_SALT ?? "", lead.reference));
    await pushToAll(env, alert);
    sent.push(alert.notification.tag);
  }
  return sent;
}

/** The prefilled follow-up's links: WhatsApp, SMS and e-mail from the owner's phone. */
export function followUpLinks(lead: Pick<Lead, "reference" | "first_name" | "project_type" | "phone" | "email">) {
  const text = fillText(copy.message, {
    firstName: lead.first_name,
    company: site.name,
    projectType: lead.project_type.toLowerCase(),
    reference: lead.reference,
  });
  return {
    whatsapp: whatsappTo(lead.phone, text),
    sms: smsTo(lead.phone, text),
    email: mailtoTo(lead.email, fillText(copy.subject, { reference: lead.reference }), text),
  };
}

/**
 * The lead page's "Follow up the quote" (html/sections.ts's ownerLeadPage): while a reminder stands
 * on the version the homeowner's page shows, and the quote still awaits their answer.
 */
export const followUpSection: Section<Lead> = async (c, lead, now) => {
  if (lead.withdrawn_at || lead.status !== "quoted") return "";
  const record = await quoteOfLead(c.env.DB, lead.id);
  const awaiting = awaitingAnswer(record, londonIsoDate(now));
  const reminded = record?.events.some(
    (event) => event.kind === "reminded" && event.version === awaiting?.version.version,
  );
  if (!awaiting || !reminded) return "";
  const links = followUpLinks(lead);
  return html`<section class="follow-up" aria-labelledby="follow-up-heading">
    <h2 id="follow-up-heading">${copy.heading}</h2>
    <p>
      ${fillText(copy.intro, { version: awaiting.version.version, days: awaiting.days, firstName: lead.first_name })}
    </p>
    <p class="links">
      <a class="button" href="${links.whatsapp}">${copy.whatsapp}</a>
      <a class="button" href="${links.sms}">${copy.sms}</a>
      <a class="button" href="${links.email}">${copy.email}</a>
    </p>
  </section>`;
};
