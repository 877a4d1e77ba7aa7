import { z } from "zod";

/** What a reply template may print: the visitor's first name, the reference, the project type, the business's name. */
export const replyTokens = ["firstName", "reference", "projectType", "company"] as const;
const knownTokensOnly = `(?:[^{}]|\\{(?:${replyTokens.join("|")})\\})*`;
/** A reply's text: only the tokens above, and `{reference}` where the visitor must see which request it answers. */
const replyText = (min: number, max: number, withReference: boolean) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(
      new RegExp(`^${withReference ? String.raw`(?=[\s\S]*\{reference\})` : ""}${knownTokensOnly}$`),
      `${withReference ? "{reference} somewhere, and " : ""}no token but ${replyTokens.map((t) => `{${t}}`).join(", ")}`,
    );

/**
 * How the inbox's WhatsApp and E-mail buttons start a reply to a quote request (worker/leads/replyLinks.ts):
 * the text the message opens with, which the owner can change before sending.
 */
export const repliesSchema = z.object({
  whatsapp: replyText(10, 300, true).describe(
    "The WhatsApp message's opening: a short greeting that names {reference}.",
  ),
  emailSubject: replyText(5, 120, true).describe("The e-mail's subject, e.g. Your quote request {reference}."),
  emailBody: replyText(20, 2000, false).describe("The e-mail's text, ready for you to add what the job needs."),
});
export type RepliesData = z.infer<typeof repliesSchema>;
