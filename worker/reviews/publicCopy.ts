/**
 * The words the Worker adds to the pages that show reviews (publicCopy.json): each published review's
 * parts, the figures above the list, and the figures on the review policy page.
 */
import { z } from "zod";
import copyData from "./publicCopy.json";

const text = z.string().min(1);
const withTokens = (...tokens: string[]) =>
  tokens.reduce((schema, token) => schema.includes(`{${token}}`, { error: `needs {${token}}` }), text);

export const publicCopy = z
  .object({
    verified: text,
    /** Read out after "Verified customer" (screen readers only). */
    verifiedMeaning: text,
    job: withTokens("workType", "month"),
    replyBy: withTokens("company"),
    average: withTokens("average", "count"),
    averageOne: withTokens("average"),
    noneShown: text,
    removed: withTokens("count", "reasons"),
    removedOne: withTokens("reasons"),
    /** One reason with its count, joined with commas in {reasons}. */
    reasonCount: withTokens("count", "reason"),
    reasons: z.object({ personalData: text, abuse: text, unlawful: text, customerRequest: text, retention: text }),
    /** The review policy page's figures (its `data-review-figures` element). */
    figures: z.object({
      invitations: text,
      invitationsValue: withTokens("sent", "completed"),
      published: text,
      publishedValue: withTokens("count"),
      average: text,
      averageValue: withTokens("average"),
      removed: text,
      removedNone: text,
    }),
  })
  .parse(copyData);
