/** The words of site visits (copy.json): the owner's app, the request's page, the calendars. Checked when the Worker is built and tested. */
import { z } from "zod";
import copyData from "./copy.json";

const text = z.string().min(1);
const texts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

const visitsCopySchema = z.object({
  to: text,
  parts: texts(["am", "pm", "at"]),
  errors: texts(["date", "closed", "part", "time", "past", "none", "confirmedAlready"]),
  owner: texts([
    "heading",
    "proposeHeading",
    "slotLegend",
    "date",
    "part",
    "time",
    "propose",
    "replaceHint",
    "waiting",
    "confirmed",
    "confirmedAt",
    "movedAt",
    "cancel",
    "moveHeading",
    "move",
    "historyHeading",
    "saved",
    "sendLink",
    "sendLinkHint",
    "linkTitle",
    "linkLabel",
    "linkWhatsapp",
    "linkEmail",
    "linkSubject",
    "upcomingHeading",
    "noUpcoming",
    "back",
  ]).extend({
    proposeHint: text.includes("{hours}"),
    linkIntro: text.includes("{firstName}"),
    linkMessage: text.includes("{link}"),
    history: texts(["proposed", "closed", "confirmed", "moved", "cancelled"]),
  }),
  homeowner: texts([
    "heading",
    "choose",
    "confirmButton",
    "confirmedHeading",
    "alreadyConfirmed",
    "gone",
    "addToCalendar",
    "calendarFile",
  ]).extend({
    confirmed: text.includes("{slot}"),
    moved: text.includes("{slot}"),
    cancelled: text.includes("{slot}"),
  }),
  calendar: texts(["summary", "description", "ownerSummary", "ownerDescription", "feedName"]),
  settings: texts(["heading", "intro", "label", "subscribe", "refresh", "replace", "replaceHint", "replaced"]),
});

export const visitsCopy = visitsCopySchema.parse(copyData);
