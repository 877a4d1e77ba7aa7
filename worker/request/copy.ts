/** The words of a request's private page and of the lookup (copy.json), checked when the Worker is built and tested. */
import { z } from "zod";
import copyData from "./copy.json";
import { timelineSteps } from "../leads/timeline";

const text = z.string().min(1);
const perStep = z.object(
  Object.fromEntries(timelineSteps.map((step) => [step, text])) as Record<(typeof timelineSteps)[number], typeof text>,
);

const requestCopySchema = z.object({
  title: text,
  heading: text.includes("{reference}"),
  intro: text.includes("{firstName}"),
  timelineHeading: text,
  /** Each step's name on the timeline. */
  steps: perStep,
  notYet: text,
  done: text,
  nextHeading: text,
  /** What happens next, in plain words, at each step (and once withdrawn). */
  next: perStep.extend({ withdrawn: text }),
  /** The reply time: the median of the last 30 days ({time}, {n} replies), or the promise ({hours}). */
  replyMedian: text.includes("{time}").includes("{n}"),
  replyPromise: text.includes("{hours}"),
  noteHeading: text,
  noteLabel: text,
  noteButton: text,
  noteSent: text,
  notesHeading: text,
  noteLimit: text.includes("{call}"),
  /** Adding photos (photoSection.ts and the page's one script, src/scripts/requestPhotos.ts). */
  photosHeading: text,
  photosCount: text.includes("{n}").includes("{max}"),
  /** Said to every visitor and hidden by the script: without it, notes and no photos. */
  photosNeedScript: text,
  photosLabel: text,
  photosHint: text,
  photosButton: text,
  photosPreparing: text,
  photosReady: text.includes("{n}").includes("{room}"),
  photosPreview: text.includes("{n}").includes("{total}"),
  /** A remove button's name, and the word it shows (which starts its name, as WCAG's label-in-name asks). */
  photosRemove: text.includes("{n}").includes("{total}"),
  photosRemoveShort: text,
  photosChooseFirst: text,
  photosBrowserProblem: text,
  photosSent: text,
  photosFull: text.includes("{call}"),
  photosLimit: text.includes("{call}"),
  withdrawHeading: text,
  withdrawHint: text,
  withdrawConfirm: text,
  withdrawButton: text,
  withdrawn: text,
  eraseHeading: text,
  eraseHint: text,
  eraseConfirm: text,
  eraseButton: text,
  erased: text,
  tickToConfirm: text,
  privacy: text.includes("{months}"),
  privacyLink: text,
  lookupTitle: text,
  /** {example} is a reference of the shape references have (src/lib/leadReference.ts). */
  lookupIntro: text.includes("{example}"),
  lookupReference: text,
  lookupEmail: text,
  lookupButton: text,
  /**
   * The one answer to a wrong pair, an unknown reference and a locked lookup, with the next step: where the
   * reference is, and a call (the words of a `tel:` link: the page shows no bare number).
   */
  lookupNotFound: text,
  lookupNotFoundCall: text,
  /** Too many tries (429): when to try again, or a call (a `tel:` link's words). */
  lookupTooMany: text,
  lookupTooManyCall: text,
  notFound: text,
  lookupLink: text,
  /** The request page's way to the phone: the words of a `tel:` link, never the number itself. */
  callUs: text,
  /** Where a message says `{call}`: the words of a `tel:` link inside it (call.ts). */
  callShort: text,
});

export const requestCopy = requestCopySchema.parse(copyData);
