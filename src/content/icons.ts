/**
 * Icon names the owner's data may use. Components map each name to a drawn
 * icon, so renaming a card or a fact never changes its icon, and a name no
 * component knows fails validation and type-checking.
 */
import { z } from "zod";

/** Icons of the home page's why-choose-us cards (FeatureCards). */
export const featureIconSchema = z.enum(["insured", "team", "guarantee", "programme"]);
export type FeatureIcon = z.infer<typeof featureIconSchema>;

/** Icons of the facts in the strip under the home page's hero (TrustStrip). */
export const trustIconSchema = z.enum(["since", "projects", "liability", "insured", "visits", "reply"]);
export type TrustIcon = z.infer<typeof trustIconSchema>;
