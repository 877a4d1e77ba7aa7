/** The words of the owner's app's shell (copy.json): its title, the link back to the list, and the page shown while Access is not set up. */
import { z } from "zod";
import copyData from "./copy.json";

const text = z.string().min(1);

export const shellCopy = z
  .object({
    appTitle: text,
    backToList: text,
    accessMissingTitle: text,
    /** The 403 page without Access settings: {names} are the missing ones, {first} the first of them. */
    accessMissing: text.includes("{names}"),
  })
  .parse(copyData);
