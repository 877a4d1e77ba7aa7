import { z } from "zod";

/** The owner's real accreditations; empty until supplied with proof. */
export const accreditationsSchema = z.object({
  accreditations: z
    .array(
      z.object({
        name: z.string().min(2).describe('The body\'s name as it asks members to write it, e.g. "TrustMark".'),
        /** https only. */
        href: z
          .url()
          .regex(/^https:\/\/\S+$/, "an https:// address (no http:, javascript: or data: links)")
          .optional()
          .describe("Your page on the body's register, where visitors can check the membership."),
        logo: z
          .string()
          .optional()
          .describe("The badge artwork the body supplies; saved in src/assets/accreditations."),
      }),
    )
    .default([])
    .describe("Your real accreditations; add one only with proof of membership."),
});
export type Accreditation = z.infer<typeof accreditationsSchema>["accreditations"][number];
