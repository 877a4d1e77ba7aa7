/** The inbox's wording (copy.json), checked when the Worker is built and tested. */
import { z } from "zod";
import copyData from "./copy.json";
import { firstContactChannels } from "../leads/row";
import { leadStatuses, notifyStatuses } from "../leads/row";
import { contactOutcomes, type ContactOutcome } from "../leads/contactEvents";

const text = z.string().min(1);
const inboxCopySchema = z.object({
  searchLabel: text,
  searchButton: text,
  statusFilterLabel: text,
  allStatuses: text,
  exportList: text,
  empty: text,
  /**
   * The lines erasures leave under the list (leads/queries.ts's findErasures): by whom, with {reference}
   * and {date}; the hint's {months} is business.json's `enquiryRetention.months`.
   */
  erasures: z.object({
    heading: text,
    homeowner: text.includes("{reference}").includes("{date}"),
    owner: text.includes("{reference}").includes("{date}"),
    hint: text.includes("{months}"),
  }),
  call: text,
  email: text,
  whatsapp: text,
  statusLabel: text,
  noteLabel: text,
  save: text,
  saved: text,
  notification: text,
  retry: text,
  exportOne: text,
  erase: text,
  eraseHint: text,
  eraseConfirm: text,
  erased: text,
  /** An inbox address that leads nowhere (HTML, unlike the API's JSON 404). */
  notFound: text,
  details: text,
  source: text,
  received: text,
  visitTimes: text,
  noVisitTimes: text,
  photos: text,
  /** The alt text of a photo's thumbnail (and so its link's name): {n} and {total} are filled in. */
  photoAlt: text.includes("{n}"),
  /** The list's note of how many photos came: {n} is filled in. */
  photoCount: z.object({ one: text, other: text.includes("{n}") }),
  /** The list's link to the app's settings page. */
  settingsLink: text,
  /** A lead waiting for the hourly digest (worker/alerts/ceiling.ts). */
  notifyDigest: text,
  /** A request the homeowner withdrew: its label in the list and the status filter, and its page's banner ({date}). */
  withdrawn: text,
  withdrawnBanner: text.includes("{date}"),
  statuses: z.object(
    Object.fromEntries(leadStatuses.map((s) => [s, text])) as Record<(typeof leadStatuses)[number], typeof text>,
  ),
  /** Under the Call, WhatsApp and E-mail buttons: that a tap is an attempt, and the outcome says whether it answered. */
  contactHint: text,
  /**
   * "How did it go?" (leads/contactEvents.ts): after an attempt ({attempt}, at {time}) or while nobody was reached,
   * the four outcomes; `recorded` ({outcome}) once one is.
   */
  outcomes: z.object({
    heading: text,
    after: text.includes("{attempt}").includes("{time}"),
    noAttempt: text,
    ...(Object.fromEntries(contactOutcomes.map((o) => [o, text])) as Record<ContactOutcome, typeof text>),
    hint: text,
    recorded: text.includes("{outcome}"),
  }),
  /** The lead's history of the firm's calls and messages: a tap by its channel, an outcome ({outcome}, {channel}). */
  contactHistory: z.object({
    heading: text,
    tap: z.object({ call: text, whatsapp: text, email: text }),
    outcome: text.includes("{outcome}").includes("{channel}"),
  }),
  /** A lead's wait in the list (leads/replyClock.ts): {time} waited, {left} left, {hours} the reply promise. */
  wait: z.object({
    waiting: text.includes("{time}"),
    soon: text.includes("{time}").includes("{left}").includes("{hours}"),
    late: text.includes("{time}").includes("{hours}"),
    answered: text.includes("{time}"),
    answeredLate: text.includes("{time}").includes("{hours}"),
  }),
  seen: text,
  /** The lead's history of what the homeowner did on the request's private page (worker/request/). */
  homeowner: z.object({ heading: text, note: text, photos: text, withdrawn: text, lookup: text }),
  /** Stopping every link to the request's page (leads/links.ts's revokeLinks). */
  links: z.object({ hint: text, button: text, done: text }),
  firstContact: text,
  notAnswered: text,
  /** How the first answer went, after its time. */
  channels: z.object(
    Object.fromEntries(firstContactChannels.map((s) => [s, text])) as Record<
      (typeof firstContactChannels)[number],
      typeof text
    >,
  ),
  /** "How we're doing" (statsPage.ts): {weeks}, {n}, {title}, {won}, {total} and {percent} are filled in. */
  stats: z.object({
    link: text,
    title: text,
    empty: text,
    perWeek: text,
    perWeekChart: text.includes("{weeks}"),
    response: text,
    responseIntro: text,
    responseChart: text.includes("{weeks}"),
    noResponses: text.includes("{weeks}"),
    byProjectType: text,
    byPage: text.includes("{n}"),
    byReferrer: text,
    breakdownChart: text.includes("{title}"),
    unknownPage: text,
    direct: text,
    won: text.includes("{won}").includes("{total}"),
    lastWeeks: text.includes("{weeks}"),
    allTime: text,
    week: text,
    leads: text,
    answered: text,
    median: text,
    p90: text,
    table: text,
    csv: text,
    none: text,
  }),
  notifyStatuses: z.object(
    Object.fromEntries(notifyStatuses.map((s) => [s, text])) as Record<(typeof notifyStatuses)[number], typeof text>,
  ),
});

export const inboxCopy = inboxCopySchema.parse(copyData);
