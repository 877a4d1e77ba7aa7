/**
 * The owner's real accreditations and memberships (trade bodies, schemes,
 * manufacturer approvals). Empty until the owner supplies them with proof:
 * never list a body the firm does not belong to. While the list is empty the
 * site shows no badge row at all.
 */
import { z } from "zod";

export const accreditationSchema = z.object({
  /** The body's name as it asks members to write it, e.g. "TrustMark". */
  name: z.string().min(2),
  /** The member's page on the body's register, where visitors can check the membership. */
  href: z.string().url().optional(),
  /** The badge artwork the body supplies, in src/assets/accreditations. */
  logo: z.string().optional(),
});
export type Accreditation = z.infer<typeof accreditationSchema>;

export const accreditations: readonly Accreditation[] = z.array(accreditationSchema).parse([]);
