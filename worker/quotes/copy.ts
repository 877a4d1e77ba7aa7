/**
 * The words of written quotes (copy.json): the owner's editor and send steps, the homeowner's section of
 * the request page, the steps in the owner's list. Checked when the Worker is built and tested: every
 * text is there and not empty, and each template keeps the placeholders its code fills.
 */
import { z } from "zod";
import copyData from "./copy.json";

type Words = string | { [key: string]: Words };

/** Every text non-empty, at any depth. */
const words: z.ZodType<Words> = z.lazy(() => z.union([z.string().min(1), z.record(z.string(), words)]));

/** The placeholders each template must keep, by its path in copy.json. */
const placeholders: Record<string, readonly string[]> = {
  "errors.notReady": ["{facts}"],
  "owner.sectionIntro": ["{version}"],
  "owner.draftSaved": ["{at}"],
  "owner.editorTitle": ["{reference}"],
  "owner.lineLegend": ["{n}"],
  "owner.send": ["{version}"],
  "owner.sendTitle": ["{version}"],
  "owner.sendIntro": ["{firstName}"],
  "owner.shareText": ["{firstName}", "{reference}", "{link}"],
  "owner.shareTitle": ["{reference}"],
  "owner.sentAt": ["{version}", "{at}"],
  "owner.acceptedAt": ["{at}", "{name}", "{total}"],
  "owner.confirmationText": ["{firstName}", "{reference}", "{link}"],
  "owner.acknowledgeSubject": ["{reference}"],
  "owner.acknowledgeText": ["{firstName}", "{reference}", "{date}"],
  "homeowner.intro": ["{version}", "{date}", "{expires}"],
  "homeowner.changed": ["{version}"],
  "homeowner.optionLabel": ["{description}", "{price}"],
  "homeowner.deposit": ["{amount}"],
  "homeowner.start": ["{start}", "{duration}"],
  "homeowner.accepted": ["{version}", "{at}", "{total}"],
  "homeowner.cancelUntil": ["{date}"],
  "homeowner.cancelled": ["{at}"],
  "homeowner.expired": ["{date}"],
  "homeowner.newBuild": ["{reason}"],
  "followUp.alertTitle": ["{reference}"],
  "followUp.alertBody": ["{name}", "{days}", "{total}"],
  "followUp.intro": ["{version}", "{days}", "{firstName}"],
  "followUp.message": ["{firstName}", "{reference}"],
  "followUp.subject": ["{reference}"],
  "stats.days": ["{n}"],
};

const at = (path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], copyData);

words.parse(copyData);
for (const [path, names] of Object.entries(placeholders)) {
  const template = at(path);
  for (const name of names)
    if (typeof template !== "string" || !template.includes(name))
      throw new Error(`worker/quotes/copy.json: ${path} must keep ${name}`);
}

export const quotesCopy: typeof copyData = copyData;
