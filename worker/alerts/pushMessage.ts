/**
 * The alerts' wording (copy.json, `alerts`) made into payloads
 * (alerts/alertPayload.ts): a new lead, the one reminder, the out-of-hours summary,
 * a homeowner's actions on their request's page, a request the homeowner deleted, the hour's one alert above the ceiling,
 * and the settings page's test.
 */
import { formatVisitTimes } from "../../src/lib/visitTimes";
import type { AlertPayload } from "./alertPayload";
import { erasedTag, homeownerTag, hourTag, morningTag, newLeadTag, repeatTag, testTag, waitingTag } from "./alertTags";
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

/**
 * An alert; one about a lead (`reference`) offers Call and WhatsApp unless `contact` is false (a
 * withdrawn request: the homeowner was told we will not contact them).
 */
const payload = (
  title: string,
  body: string,
  tag: string,
  reference?: string,
  seen?: string,
  contact = true,
): AlertPayload => {
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
      ...(reference &&
        contact && {
          actions: [
            // Safari opens an action's own link (Declarative Web Push): Call, the hand-off to the phone, which records nothing.
            { action: "call", title: copy.call, navigate: `${inboxUrl(reference)}/dial` },
            { action: "whatsapp", title: copy.whatsapp, navigate },
          ],
        }),
    },
    ...(reference && { reference }),
  };
};

/** An alert about one lead, titled from `title` ({reference} filled in), tagged by `tag`. */
const leadAlert = (title: string, tag: (reference: string) => string) => (lead: Lead, photos: number, seen?: string) =>
  payload(
    title.replace("{reference}", lead.reference),
    leadLines(lead, photos),
    tag(lead.reference),
    lead.reference,
    seen,
  );

/** The first alert of a lead. */
export const newLeadAlert = leadAlert(copy.newTitle, newLeadTag);

/** The one reminder about a lead nobody opened. */
export const repeatAlert = leadAlert(copy.repeatTitle, repeatTag);

/** Several leads nobody opened, in one alert at `now`: "3 quote requests waiting". */
export const waitingAlert = (leads: readonly Lead[], now: number) =>
  payload(
    counted(leads.length, copy.waiting),
    copy.waitingBody.replace("{references}", references(leads)),
    waitingTag(now),
  );

/**
 * A site visit of the day, as the morning summary lists it, in the words of the feature that keeps
 * visits (visits/, which index.ts wires in: a shared home reads no feature's tables).
 */
export interface DayVisit {
  /** `10:00`, or a part of the day's span, `08:00–12:00`. */
  time: string;
  /** The homeowner's first name. */
  name: string;
  /** The visit's address line and postcode, or the request's postcode district when none was given. */
  place: string;
}

/**
 * A job the morning summary nudges the owner about, from the feature that keeps jobs (jobs/, wired in by
 * index.ts): in progress with no update for `days` days ("quiet"), or `days` past its planned end ("overdue").
 */
export interface DayJob {
  reference: string;
  /** The homeowner's first name. */
  name: string;
  kind: "quiet" | "overdue";
  days: number;
}

/** The most visits the morning summary lists, and the longest a line's name and place, so it stays far under 4 KB. */
export const morningVisitLines = 8;
const clip = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : text;
};

/**
 * The owner's morning summary on a day with site visits or jobs to nudge, at `now`: "Today: 2 site visits"
 * (or, without visits, "Today: 1 job to look at"), a line a visit ("10:00 Priya, 12 Elm Road E17 4AB"),
 * a line a job nudged, then the requests nobody has opened, if any. No actions: it opens
 * the list, which shows the upcoming visits.
 */
export const morningAlert = (
  visits: readonly DayVisit[],
  leads: readonly Lead[],
  now: number,
  jobs: readonly DayJob[] = [],
) => {
  const more = visits.length - morningVisitLines;
  const jobLines = jobs.slice(0, morningVisitLines).map((job) =>
    fillText(job.kind === "quiet" ? copy.morning.jobQuiet : copy.morning.jobOverdue, {
      reference: job.reference,
      name: clip(job.name, 30),
      days: job.days,
    }),
  );
  const lines = [
    ...visits
      .slice(0, morningVisitLines)
      .map((v) =>
        fillText(copy.morning.visit, { time: v.time, name: clip(v.name, 30), place: clip(v.place, 60) }).replace(
          /, $/,
          "",
        ),
      ),
    more > 0 ? fillText(copy.morning.more, { n: more }) : "",
    ...jobLines,
    jobs.length > morningVisitLines ? fillText(copy.morning.more, { n: jobs.length - morningVisitLines }) : "",
    leads.length
      ? fillText(copy.morning.waiting, { waiting: counted(leads.length, copy.waiting), references: references(leads) })
      : "",
  ];
  const title = visits.length
    ? counted(visits.length, copy.morning.title)
    : counted(jobs.length, copy.morning.jobsTitle);
  return payload(title, lines.filter(Boolean).join("\n"), morningTag(now));
};

/** What a homeowner did on their request's private page. */
export type HomeownerAction = keyof typeof copy.homeowner;

/**
 * One action of a homeowner, with its words where it has some: a note's first 80 characters
 * (noteWords), a confirmed visit's time as the homeowner's page wrote it.
 */
export interface HomeownerActionDone {
  kind: HomeownerAction;
  words?: string;
}

/** An action of a homeowner, on the request `reference`. */
export interface HomeownerUpdate {
  reference: string;
  kind: HomeownerAction;
}

/** How much of a note an alert shows. */
export const noteWordsLength = 80;

/** A note's first 80 characters, its spaces and line breaks made single spaces, with "…" when cut. */
export function noteWords(note: string): string {
  const chars = Array.from(note.replace(/\s+/g, " ").trim());
  return chars.length > noteWordsLength ? `${chars.slice(0, noteWordsLength).join("").trimEnd()}…` : chars.join("");
}

/** What a single action says in an alert's body: the note's words, the visit's time, the withdrawal. */
function actionBody({ kind, words }: HomeownerActionDone): string {
  if (kind === "note" && words) return fillText(copy.homeownerNote, { note: words });
  if (kind === "visit" && words) return fillText(copy.homeownerVisit, { slot: words });
  if (kind === "withdrawn") return copy.homeownerWithdrawn;
  return copy.homeownerBody;
}

/** Below a gathered alert's list, the latest note's words and the latest visit's time. */
function gatheredLines(actions: readonly HomeownerActionDone[]): string[] {
  const latest = (kind: HomeownerAction) => actions.findLast((a) => a.kind === kind && a.words)?.words;
  const note = latest("note");
  const visit = latest("visit");
  return [
    note ? fillText(copy.homeownerLatestNote, { note }) : "",
    visit ? fillText(copy.homeownerVisit, { slot: visit }) : "",
  ].filter(Boolean);
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
 * A homeowner's actions on their request's page, told in one alert at `now`: one action in its own
 * words ("Q-7K3M9P: a note from the homeowner", its body the note's first 80 characters, or "Visit
 * confirmed: Thu 10 Dec, morning (08:00 to 12:00)"), several as "Q-7K3M9P: 3 updates from the
 * homeowner" with what they were and the latest note's and visit's words. An alert that tells a
 * withdrawal offers no Call or WhatsApp.
 */
export const homeownerAlert = (reference: string, actions: readonly HomeownerActionDone[], now: number) => {
  const [only] = actions;
  const tag = homeownerTag(reference, now);
  const contact = !actions.some((a) => a.kind === "withdrawn");
  if (actions.length === 1 && only) {
    return payload(
      copy.homeowner[only.kind].replace("{reference}", reference),
      actionBody(only),
      tag,
      reference,
      undefined,
      contact,
    );
  }
  return payload(
    fillText(copy.homeownerUpdates, { reference, n: actions.length }),
    [
      fillText(copy.homeownerUpdatesBody, { updates: actionsDone(actions.map((a) => a.kind)) }),
      ...gatheredLines(actions),
    ].join("\n"),
    tag,
    reference,
    undefined,
    contact,
  );
};

/**
 * The homeowner deleted the request `reference`: an alert with no actions (there is nobody left to call)
 * that opens the list, where the request's line stays.
 */
export const erasedAlert = (reference: string) =>
  payload(fillText(copy.homeownerErased, { reference }), copy.homeownerErasedBody, erasedTag(reference));

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
 * Above the hourly ceiling: the one alert of the clock hour `hour` (alerts/ceiling.ts's hourOf), with the
 * further leads ("3 new quote requests this hour") and the homeowners' actions that waited ("5 updates on
 * Q-7K3M9P and 2 other requests").
 */
export function hourAlert(leads: readonly Lead[], updates: readonly HomeownerUpdate[], hour: number): AlertPayload {
  const told = updates.length ? updatesLine(updates) : undefined;
  if (!leads.length && told) {
    return payload(told.line, copy.hourUpdatesBody.replace("{references}", told.references), hourTag(hour));
  }
  return payload(
    copy.hourTitle.replace("{n}", String(leads.length)),
    [copy.hourBody.replace("{references}", references(leads)), told?.line ?? ""].filter(Boolean).join("\n"),
    hourTag(hour),
  );
}

export const testAlert = () => payload(copy.testTitle, copy.testBody, testTag());
