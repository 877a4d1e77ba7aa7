/** The alerts' wording (copy.json): push alerts, the e-mail digest, and the banners about alerts and secrets. */
import { z } from "zod";
import copyData from "./copy.json";
import { requiredSecrets } from "../platform/configCheck";

const text = z.string().min(1);
/** A count's two forms: "1 note", "{n} notes". */
const counted = z.object({ one: text, other: text.includes("{n}") });
const alertsCopySchema = z.object({
  /** The push alerts to the owner's devices (alerts/pushMessage.ts): {reference}, {n}, {references}, {times}. */
  alerts: z.object({
    newTitle: text.includes("{reference}"),
    repeatTitle: text.includes("{reference}"),
    waiting: counted,
    waitingBody: text.includes("{references}"),
    /**
     * The morning summary on a day with site visits (alerts/pushRepeat.ts): its title counts the day's
     * visits; a line a visit ({time}, the first {name}, the {place}: address and postcode), at most 8
     * and then `more` ({n}); then the requests nobody has opened ({waiting}, counted as `waiting` is,
     * and their {references}).
     */
    morning: z.object({
      title: counted,
      visit: text.includes("{time}").includes("{name}").includes("{place}"),
      more: text.includes("{n}"),
      waiting: text.includes("{waiting}").includes("{references}"),
      /**
       * The jobs the summary nudges (jobs/morning.ts, wired in by index.ts): the title on a day without
       * visits, and a line a job: in progress with no update for {days}, or {days} past its planned end.
       */
      jobsTitle: counted,
      jobQuiet: text.includes("{reference}").includes("{name}").includes("{days}"),
      jobOverdue: text.includes("{reference}").includes("{name}").includes("{days}"),
    }),
    hourTitle: text.includes("{n}"),
    hourBody: text.includes("{references}"),
    photos: counted,
    visit: text.includes("{times}"),
    call: text,
    whatsapp: text,
    testTitle: text,
    testBody: text,
    /** What a homeowner did on their request's private page (alerts/alertOwner.ts). */
    homeowner: z.object({
      note: text.includes("{reference}"),
      photos: text.includes("{reference}"),
      withdrawn: text.includes("{reference}"),
      visit: text.includes("{reference}"),
      visitDeclined: text.includes("{reference}"),
      quoteViewed: text.includes("{reference}"),
      quoteAccepted: text.includes("{reference}"),
      quoteDeclined: text.includes("{reference}"),
      quoteCancelled: text.includes("{reference}"),
      jobFinished: text.includes("{reference}"),
      review: text.includes("{reference}"),
    }),
    /**
     * The homeowner deleted the request ("Delete my details now", alerts/alertOwner.ts's alertErasure):
     * the title ({reference}) and body; the alert opens the list, since the request is gone.
     */
    homeownerErased: text.includes("{reference}"),
    homeownerErasedBody: text,
    /** A single action's body: photos (and an action without words). */
    homeownerBody: text,
    /** A note's body: its first 80 characters ({note}). */
    homeownerNote: text.includes("{note}"),
    /** A confirmed visit's body, in a single or a gathered alert: its time as the homeowner's page wrote it ({slot}). */
    homeownerVisit: text.includes("{slot}"),
    /** A withdrawal's body (the alert offers no Call or WhatsApp). */
    homeownerWithdrawn: text,
    /** In a gathered alert, below the list: the latest note's first 80 characters ({note}). */
    homeownerLatestNote: text.includes("{note}"),
    /** Several actions of one lead gathered in one alert (alerts/alertOwner.ts): {reference}, {n}. */
    homeownerUpdates: text.includes("{reference}").includes("{n}"),
    /** Its body: the actions listed ({updates}, from homeownerParts). */
    homeownerUpdatesBody: text.includes("{updates}"),
    /** Each kind of action, counted; a request is withdrawn once. */
    homeownerParts: z.object({
      note: counted,
      photos: counted,
      withdrawn: z.object({ one: text, other: text }),
      visit: counted,
      visitDeclined: counted,
      quoteViewed: z.object({ one: text, other: text }),
      quoteAccepted: z.object({ one: text, other: text }),
      quoteDeclined: z.object({ one: text, other: text }),
      quoteCancelled: z.object({ one: text, other: text }),
      jobFinished: z.object({ one: text, other: text }),
      review: z.object({ one: text, other: text }),
    }),
    /** Above the hourly ceiling, the homeowners' actions in the hour's one alert: "5 updates on Q-7K3M9P and 2 other requests". */
    hourUpdates: counted,
    /** Keyed by how many other requests it names: {updates}, {reference} (the busiest request), {n}. */
    hourUpdatesTitle: z.object({
      alone: text.includes("{updates}").includes("{reference}"),
      one: text.includes("{updates}").includes("{reference}"),
      other: text.includes("{updates}").includes("{reference}").includes("{n}"),
    }),
    hourUpdatesBody: text.includes("{references}"),
  }),
  /** The hourly digest e-mail: {n} is the number of requests in it. */
  digest: z.object({ fromName: text.includes("{n}"), projectType: text, intro: text }),
  /** The banner for each secret missing outside local mode (platform/configCheck.ts). */
  missingSecrets: z.object(
    Object.fromEntries(requiredSecrets.map((s) => [s, text])) as Record<(typeof requiredSecrets)[number], typeof text>,
  ),
  /** The banner while no device has alerts on. */
  noDeviceBanner: text,
  /** The banner while lookups of a lost link are locked (platform/lookupLocks.ts): {emails}, {references}. */
  lookupLocked: text.includes("{emails}").includes("{references}"),
  /** The banner about e-mails that gave up after their last retry: {references}. */
  emailFailedBanner: text.includes("{references}"),
});

export const alertsCopy = alertsCopySchema.parse(copyData);
