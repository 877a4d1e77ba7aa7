/**
 * The alerts' wording (copy.json, `alerts`) made into payloads
 * (alerts/alertPayload.ts): a new lead, the one reminder, the out-of-hours summary,
 * the hour's one alert above the ceiling, and the settings page's test.
 */
import { formatVisitTimes } from "../../src/lib/visitTimes";
import type { AlertPayload } from "./alertPayload";
import { alertsCopy } from "./copy";
import { postcodeIn } from "../leads/postcode";
import { inboxUrl } from "./inboxUrl";
import { fromRow, type Lead } from "../leads/row";
import { fullName } from "../../src/lib/quoteSchema";

const copy = alertsCopy.alerts;

const counted = (n: number, words: { one: string; other: string }) =>
  n === 1 ? words.one : words.other.replace("{n}", String(n));

/** The alert's body: name, project type, postcode district, photos and preferred visit, a line each. */
function leadLines(lead: Lead, photos: number): string {
  const { request } = fromRow(lead);
  const district = postcodeIn(request.projectDetails).split(" ")[0] ?? "";
  const visit = formatVisitTimes(request.visitTimes);
  return [
    fullName(request),
    [request.projectType, district].filter(Boolean).join(" · "),
    photos ? counted(photos, copy.photos) : "",
    visit ? copy.visit.replace("{times}", visit) : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The references of several leads, at most 20 of them, so an alert stays far under 3 KB whatever the flood. */
const references = (leads: readonly Lead[]) =>
  leads
    .slice(0, 20)
    .map((l) => l.reference)
    .join(", ") + (leads.length > 20 ? ", …" : "");

const payload = (title: string, body: string, tag: string, reference?: string): AlertPayload => {
  const navigate = inboxUrl(reference);
  return {
    web_push: 8030,
    mutable: true,
    notification: {
      title,
      body,
      lang: "en-GB",
      navigate,
      tag,
      ...(reference && {
        actions: [
          { action: "call", title: copy.call, navigate },
          { action: "whatsapp", title: copy.whatsapp, navigate },
        ],
      }),
    },
    ...(reference && { reference }),
  };
};

/** An alert about one lead, titled from `title` ({reference} filled in). */
const leadAlert = (title: string) => (lead: Lead, photos: number) =>
  payload(title.replace("{reference}", lead.reference), leadLines(lead, photos), lead.reference, lead.reference);

/** The first alert of a lead. */
export const newLeadAlert = leadAlert(copy.newTitle);

/** The one reminder about a lead nobody opened. */
export const repeatAlert = leadAlert(copy.repeatTitle);

/** Several leads nobody opened, in one alert: "3 quote requests waiting". */
export const waitingAlert = (leads: readonly Lead[]) =>
  payload(counted(leads.length, copy.waiting), copy.waitingBody.replace("{references}", references(leads)), "waiting");

/** Above the hourly ceiling: the hour's further leads in one alert. */
export const hourAlert = (leads: readonly Lead[]) =>
  payload(
    copy.hourTitle.replace("{n}", String(leads.length)),
    copy.hourBody.replace("{references}", references(leads)),
    "hour",
  );

export const testAlert = () => payload(copy.testTitle, copy.testBody, "test");

/** A homeowner added a note to their request, or withdrew it, on its private page. */
export const homeownerAlert = (reference: string, kind: keyof typeof copy.homeowner) =>
  payload(
    copy.homeowner[kind].replace("{reference}", reference),
    copy.homeownerBody,
    `${reference}-${kind}`,
    reference,
  );
