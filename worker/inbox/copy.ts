/** The inbox's wording (copy.json), checked when the Worker is built and tested. */
import { z } from "zod";
import copyData from "./copy.json";
import { requiredSecrets } from "../platform/configCheck";
import { firstContactChannels } from "../leads/row";
import { leadStatuses, notifyStatuses } from "../leads/queries";

const text = z.string().min(1);
const inboxCopySchema = z.object({
  title: text,
  searchLabel: text,
  searchButton: text,
  statusFilterLabel: text,
  allStatuses: text,
  exportList: text,
  empty: text,
  back: text,
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
  /** The banner for each secret missing outside local mode (lib/configCheck.ts). */
  missingSecrets: z.object(
    Object.fromEntries(requiredSecrets.map((s) => [s, text])) as Record<(typeof requiredSecrets)[number], typeof text>,
  ),
  accessMissingTitle: text,
  /** A lead waiting for the hourly digest (worker/lib/notifyCeiling.ts). */
  notifyDigest: text,
  /** The hourly digest e-mail: {n} is the number of requests in it. */
  digest: z.object({ fromName: text.includes("{n}"), projectType: text, intro: text }),
  /** The 403 page without Access settings: {names} are the missing ones, {first} the first of them. */
  accessMissing: text.includes("{names}"),
  /** The push alerts to the owner's devices (worker/lib/pushMessage.ts): {reference}, {n}, {references}, {times}. */
  alerts: z.object({
    newTitle: text.includes("{reference}"),
    repeatTitle: text.includes("{reference}"),
    waiting: z.object({ one: text, other: text.includes("{n}") }),
    waitingBody: text.includes("{references}"),
    hourTitle: text.includes("{n}"),
    hourBody: text.includes("{references}"),
    photos: z.object({ one: text, other: text.includes("{n}") }),
    visit: text.includes("{times}"),
    call: text,
    whatsapp: text,
    testTitle: text,
    testBody: text,
    /** What a homeowner did on their request's private page (worker/lib/alertOwner.ts). */
    homeowner: z.object({
      note: text.includes("{reference}"),
      photos: text.includes("{reference}"),
      withdrawn: text.includes("{reference}"),
      visit: text.includes("{reference}"),
    }),
    homeownerBody: text,
  }),
  /** The installed app: its manifest's names, the settings page and the banners about alerts. */
  app: z.object({
    name: text,
    shortName: text.max(12),
    settingsLink: text,
    settingsTitle: text,
    settingsIntro: text.includes("{minutes}"),
    devices: text,
    noDevices: text,
    deviceAdded: text.includes("{date}"),
    lastSent: text.includes("{date}"),
    lastError: text.includes("{error}"),
    sendTest: text,
    turnOff: text,
    turnOn: text,
    working: text,
    denied: text,
    unsupported: text,
    failed: text.includes("{error}"),
    iosHint: text,
    testSent: text,
    turnedOff: text,
    noKeys: text,
    noDeviceBanner: text,
    emailFailedBanner: text.includes("{references}"),
  }),
  statuses: z.object(
    Object.fromEntries(leadStatuses.map((s) => [s, text])) as Record<(typeof leadStatuses)[number], typeof text>,
  ),
  /** Under the Call, WhatsApp and E-mail buttons: that a tap records the first answer. */
  contactHint: text,
  /** A lead's wait in the list (wait.ts): {time} waited, {left} left, {hours} the reply promise. */
  wait: z.object({
    waiting: text.includes("{time}"),
    soon: text.includes("{time}").includes("{left}").includes("{hours}"),
    late: text.includes("{time}").includes("{hours}"),
    answered: text.includes("{time}"),
    answeredLate: text.includes("{time}").includes("{hours}"),
  }),
  seen: text,
  /** The lead's history of what the homeowner did on the request's private page (worker/request/). */
  homeowner: z.object({ heading: text, note: text, photos: text, withdrawn: text }),
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
