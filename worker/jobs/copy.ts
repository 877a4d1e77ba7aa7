/** The words of a won lead's job (copy.json): the owner's app and the request page (the morning summary's lines are the alerts' words). Checked when the Worker is built and tested. */
import { z } from "zod";
import copyData from "./copy.json";

const text = z.string().min(1);
const texts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

const jobsCopySchema = z.object({
  owner: texts([
    "heading",
    "plannedEndLabel",
    "plannedEndSave",
    "plannedEndSaved",
    "updatesHeading",
    "noUpdates",
    "postUpdate",
    "updateTitle",
    "updateLabel",
    "updateHint",
    "updateButton",
    "updatePosted",
    "photosLabel",
    "photosNeedScript",
    "photosPreparing",
    "photosRemoveShort",
    "photosBrowserProblem",
    "complete",
    "completeHint",
    "completed",
    "back",
    "notAJob",
    "completedAlready",
  ]).extend({
    inProgress: text.includes("{date}"),
    completedByOwner: text.includes("{date}"),
    completedByHomeowner: text.includes("{date}"),
    plannedEndHint: text.includes("{days}"),
    plannedEndShown: text.includes("{date}"),
    updateIntro: text.includes("{max}"),
    photosHint: text.includes("{max}"),
    photosReady: text.includes("{n}").includes("{room}"),
    photosPreview: text.includes("{n}").includes("{total}"),
    photosRemove: text.includes("{n}").includes("{total}"),
    photoAlt: text.includes("{n}").includes("{total}").includes("{date}"),
    /** The job's step in the owner's list (html/sections.ts's leadSteps). */
    steps: texts(["inProgress", "completed"]),
    errors: z.object({
      updateText: text.includes("{max}"),
      plannedEnd: text,
      photos: text.includes("{max}"),
    }),
  }),
  homeowner: texts([
    "heading",
    "inProgress",
    "updatesHeading",
    "noUpdates",
    "finishedHeading",
    "finishedHint",
    "finishedConfirm",
    "finishedButton",
    "finishedSaved",
    "tickToConfirm",
  ]).extend({
    completed: text.includes("{date}"),
    plannedEnd: text.includes("{date}"),
    photoAlt: text.includes("{n}").includes("{total}").includes("{date}"),
  }),
});

export const jobsCopy = jobsCopySchema.parse(copyData);
