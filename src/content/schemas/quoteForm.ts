import { z } from "zod";

/** A label of the quote form. */
const formLabel = z.string().min(2).max(40);

/** A line of the photo field that keeps each of `names` as a `{name}`, which prints a number or a file's name. */
function photoText(names: readonly string[]) {
  const text = z.string().min(5).max(200);
  if (!names.length) return text;
  const each = names.map((name) => String.raw`(?=[\s\S]*\{${name}\})`).join("");
  return text.regex(new RegExp(`^${each}`), `keep ${names.map((name) => `{${name}}`).join(" and ")}`);
}

/**
 * The quote form's own words: its name, labels, placeholder and hints, the
 * visit times' columns and the photo field's buttons, spoken names and errors. The
 * spec's toasts and field messages are not here: they are the specification's
 * wording (lib/quoteFormCopy.ts, lib/quoteSchema.ts).
 */
export const quoteFormSchema = z.object({
  name: formLabel.describe("The form's name, which screen readers announce."),
  noScript: z
    .string()
    .min(30)
    .max(300)
    .describe("Shown instead of the form's sending when the visitor's browser has JavaScript switched off."),
  labels: z
    .object({
      firstName: formLabel,
      lastName: formLabel,
      email: formLabel,
      phone: formLabel,
      projectType: formLabel,
      projectDetails: formLabel,
    })
    .describe("The label over each field."),
  detailsPlaceholder: z.string().min(10).max(120).describe("The grey example text in the empty project details box."),
  optional: formLabel.describe("Printed after the label of a field the visitor may leave out."),
  visitTimes: z.object({
    label: formLabel.describe("The heading of the visit times, which opens the list of days."),
    legend: z.string().min(5).max(80).describe("The list's name for screen readers."),
    hint: z.string().min(10).max(160).describe("The line over the days."),
    morning: formLabel.describe("The heading of the morning column, also read out with each day's morning box."),
    afternoon: formLabel.describe("The heading of the afternoon column, also read out with each day's afternoon box."),
  }),
  photos: z.object({
    label: formLabel,
    hint: z
      .string()
      .min(10)
      .max(200)
      .regex(/\{count\}/, "keep {count}, which prints how many photos may be added")
      .describe("Under the label: `{count}` prints how many photos may be added."),
    add: formLabel.describe("The button that opens the photo picker."),
    addMore: formLabel.describe("The same button once a photo is added."),
    preparing: formLabel.describe("Read out while the chosen photos are being made ready."),
    count: photoText(["added", "count"]).describe(
      "Read out once photos are added: `{added}` prints how many, `{count}` how many may be added.",
    ),
    list: formLabel.describe("The name of the list of photos added, for screen readers."),
    photo: photoText(["number", "total"]).describe(
      "Each photo's name for screen readers: `{number}` prints its place in the list, `{total}` how many there are.",
    ),
    remove: photoText(["number", "total"]).describe("The remove button of each photo, for screen readers."),
    errors: z
      .object({
        tooMany: photoText(["count"]),
        tooLarge: photoText([]),
        unreadable: photoText(["file"]),
        notOpened: photoText(["file"]),
        notPrepared: photoText([]),
        fileTooLarge: photoText(["file"]),
        failed: photoText([]),
      })
      .describe(
        "Shown beside the photos when one cannot be added: too many, too large together, a file the browser cannot read (with what to choose instead), cannot open or cannot prepare, one still too large once reduced, and when the browser cannot prepare any. `{file}` prints the file's name, `{count}` how many photos may be added.",
      ),
  }),
  submit: formLabel.describe("The send button."),
  privacy: z.string().min(10).max(160).describe("The line under the send button."),
  privacyLink: formLabel.describe("The link to the privacy notice at the end of that line."),
  failure: z
    .object({
      offline: z.string().min(10).max(200),
      emailService: z.string().min(10).max(200),
      rateLimited: z.string().min(10).max(200),
      tooLarge: z.string().min(10).max(200),
      refused: z.string().min(10).max(200),
      server: z.string().min(10).max(200),
      network: z.string().min(10).max(200),
      timeout: z.string().min(10).max(200),
      kept: z.string().min(10).max(200),
      call: z
        .string()
        .regex(/\{phone\}/, "keep {phone}, which prints the phone number")
        .max(40),
      email: formLabel,
      whatsapp: formLabel,
    })
    .describe(
      "The notice beside the form when a send fails, its first line by what went wrong: offline; refused by the e-mail service (static hosts); too many requests from the connection; too large; refused as sent; the server's own failure; a connection problem; too slow. Then the line saying the input is kept, and the three other ways to send (`{phone}` prints the number).",
    ),
  sentPanel: z
    .object({
      title: formLabel,
      reference: z
        .string()
        .min(5)
        .max(80)
        .regex(/\{reference\}/, "keep {reference}, which prints the request's reference"),
      hint: z.string().min(10).max(200),
      link: formLabel,
      lookup: z.string().min(10).max(80),
    })
    .describe(
      "The panel that stays after a request is sent (on the Cloudflare build), with a link to the request's private page, and one to the lookup of a lost link (`/request`): `{reference}` prints its reference.",
    ),
});
export type QuoteFormText = z.infer<typeof quoteFormSchema>;
