import { z } from "zod";
import { reviewedSchema } from "../schemas";
import { tokenHint } from "../hints";
import { visualSchema } from "../visuals";
import { metaSchema } from "./fields";

export const aboutSchema = z.object({
  meta: metaSchema,
  visual: visualSchema,
  headline: z.string().min(5),
  intro: z.string().min(60).describe(`The opening paragraph. ${tokenHint}`),
  sections: z.array(z.object({ heading: z.string().min(3), paragraphs: z.array(z.string().min(30)).min(1) })).min(1),
  /** When the page's rules were checked, and against which sources (listed at its end). */
  reviewed: reviewedSchema.optional(),
});
export type AboutData = z.infer<typeof aboutSchema>;
