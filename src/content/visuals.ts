/**
 * The vocabulary of the site's drawn visuals: which London house is drawn and
 * which part of it the work touches. Pages name a visual in their data; the
 * illustration components draw it; an owner photo can replace it.
 */
import { z } from "zod";

/** London house types the illustrations draw, in elevation. */
export const houseTypes = ["terrace", "townhouse", "mansion", "mews", "semi"] as const;
export const houseTypeSchema = z.enum(houseTypes);
export type HouseType = z.infer<typeof houseTypeSchema>;

/** The part of the house a family of work is about; it is highlighted in the drawing. */
export const workFocuses = [
  "whole",
  "roof",
  "loft",
  "extension",
  "basement",
  "ground",
  "windows",
  "doors",
  "brickwork",
  "services",
  "interior",
] as const;
const workFocusSchema = z.enum(workFocuses);
export type WorkFocus = z.infer<typeof workFocusSchema>;

/** A drawn visual: a house type with the part the page is about highlighted. */
export const visualSchema = z.object({
  house: houseTypeSchema.describe("The London house type drawn at the top of the page."),
  focus: workFocusSchema.describe("The part of the house highlighted in the drawing."),
});
export type Visual = z.infer<typeof visualSchema>;

/** The three sample projects are drawn as their own scenes, at three stages of the job. */
export const projectScenes = ["extension", "sash", "loft"] as const;
export const projectSceneSchema = z.enum(projectScenes);
export type ProjectScene = z.infer<typeof projectSceneSchema>;

export const projectStages = ["before", "during", "after"] as const;
export const projectStageSchema = z.enum(projectStages);
export type ProjectStage = z.infer<typeof projectStageSchema>;
