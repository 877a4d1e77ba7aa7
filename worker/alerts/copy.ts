/** The alerts' wording (copy.json): push alerts, the e-mail digest, and the banners about alerts and secrets. */
import { z } from "zod";
import copyData from "./copy.json";
import { requiredSecrets } from "../platform/configCheck";

const text = z.string().min(1);
const alertsCopySchema = z.object({
  /** The push alerts to the owner's devices (alerts/pushMessage.ts): {reference}, {n}, {references}, {times}. */
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
    /** What a homeowner did on their request's private page (alerts/alertOwner.ts). */
    homeowner: z.object({
      note: text.includes("{reference}"),
      photos: text.includes("{reference}"),
      withdrawn: text.includes("{reference}"),
      visit: text.includes("{reference}"),
    }),
    homeownerBody: text,
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
