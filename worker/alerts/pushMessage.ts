/**
 * The alerts' wording (copy.json, `alerts`) made into payloads
 * (alerts/alertPayload.ts): a new lead, the one reminder, the out-of-hours summary,
 * a homeowner's actions on their request's page, the hour's one alert above the ceiling,
 * and the settings page's test.
 */
import { formatVisitTimes } from "../../src/lib/visitTimes";
import type { AlertPayload } from "./alertPayload";
import { alertsCopy } from "./copy";
import { postcodeIn } from "../leads/postcode";
import { inboxUrl } from "./inboxUrl";
import { fromRow, type Lead } from "../leads/row";
import { fullName } from "../../src/lib/fullName";
import { fillText } from "../../src/config/format";

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

const payload = (title: string, body: string, tag: string, reference?: string, seen?: string): AlertPayload => {
  const navigate = inboxUrl(reference, seen);
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
const leadAlert = (title: string) => (lead: Lead, photos: number, seen?: string) =>
  payload(title.replace("{reference}", lead.reference), leadLines(lead, photos), lead.reference, lead.reference, seen);

/** The first alert of a lead. */
export const newLeadAlert = leadAlert(copy.newTitle);

/** The one reminder about a lead nobody opened. */
export const repeatAlert = leadAlert(copy.repeatTitle);

/** Several leads nobody opened, in one alert: "3 quote requests waiting". */
export const waitingAlert = (leads: readonly Lead[]) =>
  payload(counted(leads.length, copy.waiting), copy.waitingBody.replace("{references}", references(leads)), "waiting");

/** What a homeowner did on their request's private page. */
export type HomeownerAction = keyof typeof copy.homeowner;

/** An action of a homeowner, on the request `reference`. */
export interface HomeownerUpdate {
  reference: string;
  kind: HomeownerAction;
}

const list = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** "2 notes, photos added and the request withdrawn", in the order of copy.json's parts. */
const actionsDone = (kinds: readonly HomeownerAction[]) => {
  const parts = Object.entries(copy.homeownerParts).flatMap(([kind, words]) => {
    const n = kinds.filter((k) => k === kind).length;
    return n ? [counted(n, words)] : [];
  });
  const text = list.format(parts);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * A homeowner's actions on their request's page, in one alert: one action in its own words
 * ("Q-7K3M9P: a note from the homeowner"), several as "Q-7K3M9P: 3 updates from the homeowner"
 * with what they were. Nothing the homeowner wrote is in it.
 */
export const homeownerAlert = (reference: string, kinds: readonly HomeownerAction[]) => {
  const [only] = kinds;
  if (kinds.length === 1 && only) {
    return payload(
      copy.homeowner[only].replace("{reference}", reference),
      copy.homeownerBody,
      `${reference}-${only}`,
      reference,
    );
  }
  return payload(
    fillText(copy.homeownerUpdates, { reference, n: kinds.length }),
    fillText(copy.homeownerUpdatesBody, { updates: actionsDone(kinds) }),
    `${reference}-updates`,
    reference,
  );
};

/** The references of homeowners' actions, the busiest request first: "5 updates on Q-7K3M9P and 2 other requests". */
function updatesLine(updates: readonly HomeownerUpdate[]): { line: string; references: string } {
  const counts = new Map<string, number>();
  for (const { reference } of updates) counts.set(reference, (counts.get(reference) ?? 0) + 1);
  const busiest = [...counts].sort((a, b) => b[1] - a[1]).map(([reference]) => reference);
  const others = busiest.length - 1;
  const title = others === 0 ? copy.hourUpdatesTitle.alone : counted(others, copy.hourUpdatesTitle);
  return {
    line: fillText(title, { updates: counted(updates.length, copy.hourUpdates), reference: busiest[0] ?? "" }),
    references: busiest.slice(0, 20).join(", ") + (busiest.length > 20 ? ", …" : ""),
  };
}

/**
 * Above the hourly ceiling: the hour's one alert, with the further leads ("3 new quote requests this hour")
 * and the homeowners' actions that waited ("5 updates on Q-7K3M9P and 2 other requests").
 */
export function hourAlert(leads: readonly Lead[], updates: readonly HomeownerUpdate[] = []): AlertPayload {
  const told = updates.length ? updatesLine(updates) : undefined;
  if (!leads.length && told) {
    return payload(told.line, copy.hourUpdatesBody.replace("{references}", told.references), "hour");
  }
  return payload(
    copy.hourTitle.replace("{n}", String(leads.length)),
    [copy.hourBody.replace("{references}", references(leads)), told?.line ?? ""].filter(Boolean).join("\n"),
    "hour",
  );
}

export const testAlert = () => payload(copy.testTitle, copy.testBody, "test");
