import { z } from "zod";
import { faqSchema } from "../schemas";
import { metaSchema } from "./fields";

const contactChannelSchema = z.enum(["call", "email", "whatsapp", "emergency-call"]);

export const quotePagesSchema = z.object({
  pages: z.array(
    z.object({
      route: z.enum(["contact", "request-custom-quote", "call-us-today"]).describe("Which page this is."),
      meta: metaSchema,
      headline: z.string().min(5),
      lead: z.string().min(60),
      tone: z.enum(["standard", "emergency"]).describe("`emergency` shows the red theme with the 24/7 line."),
      channels: z
        .array(z.object({ channel: contactChannelSchema, text: z.string().min(10) }))
        .min(1)
        .describe("Ways to get in touch shown above the form, with a line each."),
      points: z.array(z.string().min(10)).min(1).describe("Short points beside the channels."),
      formTitle: z.string().min(5),
      faqs: z.array(faqSchema),
    }),
  ),
});
export type QuotePageData = z.infer<typeof quotePagesSchema>["pages"][number];
