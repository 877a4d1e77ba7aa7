/**
 * The words of reviews (copy.json): the homeowner's invitation and their review on the request page, the
 * owner's section of the lead's page and its send step, the reminder and the weekly figures. Checked when
 * the Worker is built and tested: every text is there and not empty, and each template keeps the
 * placeholders its code fills.
 */
import { z } from "zod";
import copyData from "./copy.json";

type Words = string | { [key: string]: Words };

/** Every text non-empty, at any depth. */
const words: z.ZodType<Words> = z.lazy(() => z.union([z.string().min(1), z.record(z.string(), words)]));

/** The placeholders each template must keep, by its path in copy.json. */
const placeholders: Record<string, readonly string[]> = {
  "invitation.nameInitial": ["{name}"],
  "invitation.showDistrict": ["{district}"],
  "errors.editClosed": ["{date}"],
  "yours.published": ["{date}", "{name}", "{district}"],
  "yours.districtSuffix": ["{district}"],
  "yours.edited": ["{date}"],
  "yours.stars": ["{rating}"],
  "yours.reply": ["{date}"],
  "yours.editUntil": ["{date}"],
  "owner.opened": ["{date}"],
  "owner.sentVia": ["{date}", "{via}"],
  "owner.sendIntro": ["{firstName}"],
  "owner.shareTitle": ["{company}"],
  "owner.shareText": ["{company}", "{link}"],
  "owner.emailSubject": ["{company}"],
  "owner.reviewBy": ["{rating}", "{name}", "{district}", "{date}"],
  "owner.versions.other": ["{n}"],
  "owner.replied": ["{date}"],
  "owner.followUpText": ["{company}", "{link}"],
  "reminder.alertTitle": ["{reference}"],
  "reminder.alertBody": ["{name}"],
};

const at = (path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], copyData);

words.parse(copyData);
for (const [path, names] of Object.entries(placeholders)) {
  const template = at(path);
  for (const name of names)
    if (typeof template !== "string" || !template.includes(name))
      throw new Error(`worker/reviews/copy.json: ${path} must keep ${name}`);
}

export const reviewsCopy: typeof copyData = copyData;
