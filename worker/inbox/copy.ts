/** The inbox's wording (copy.json), checked when the Worker is built and tested. */
import { z } from "zod";
import copyData from "./copy.json";
import { requiredSecrets } from "../lib/configCheck";
import { leadStatuses, notifyStatuses } from "./leadQueries";

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
  statuses: z.object(
    Object.fromEntries(leadStatuses.map((s) => [s, text])) as Record<(typeof leadStatuses)[number], typeof text>,
  ),
  notifyStatuses: z.object(
    Object.fromEntries(notifyStatuses.map((s) => [s, text])) as Record<(typeof notifyStatuses)[number], typeof text>,
  ),
});

export const inboxCopy = inboxCopySchema.parse(copyData);
