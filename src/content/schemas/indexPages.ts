import { z } from "zod";
import { visualSchema } from "../visuals";
import { metaSchema } from "./fields";

const indexCopy = z.object({ meta: metaSchema, headline: z.string().min(5), intro: z.string().min(60) });

export const indexPagesSchema = z.object({
  services: indexCopy.extend({
    visual: visualSchema,
    specialist: z
      .object({ heading: z.string().min(5), text: z.string().min(10) })
      .describe("The group for service pages outside the six categories."),
  }),
  areas: indexCopy.extend({ visual: visualSchema }),
  projects: indexCopy,
});
