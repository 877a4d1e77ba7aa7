/**
 * The quote as the owner types it (the draft, saved as written, every field a string) and its check into
 * a quote's content (content.ts): amounts in pounds read into pence, each problem named against its field.
 * One list of the form's fields; the editor, the draft's save and the check all read it.
 */
import { cleanText } from "../../src/lib/cleanText";
import { parsePounds } from "../../src/lib/quoteMoney";
import { quotesCopy } from "./copy";
import { quoteContentSchema, type QuoteContent, type QuoteLineData } from "./content";

/** The most lines a quote takes; the editor shows the lines written and one empty row. */
export const maxLines = 60;

/** One line as typed. */
export interface DraftLine {
  description: string;
  quantity: string;
  unit: string;
  /** The price of one, net of VAT, in pounds as typed: "1,250" or "19.99". */
  unitPrice: string;
  /** "20", "5" or "0"; "" where the firm is not VAT-registered. */
  vatRate: string;
  optional: boolean;
}

export const depositKinds = ["none", "amount", "percent"] as const;

/** The quote as typed. */
export interface QuoteDraft {
  summary: string;
  siteAddress: string;
  lines: DraftLine[];
  /** One per line of text. */
  exclusions: string;
  assumptions: string;
  stages: string;
  depositKind: (typeof depositKinds)[number];
  /** Pounds for an amount, a number for a percentage. */
  depositValue: string;
  startWindow: string;
  duration: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
  cancellationApplies: boolean;
  newBuildReason: string;
}

/** The text fields of the quote (not the lines), as the form names them. */
export const draftTextFields = [
  "summary",
  "siteAddress",
  "exclusions",
  "assumptions",
  "stages",
  "depositValue",
  "startWindow",
  "duration",
  "expiresOn",
  "newBuildReason",
] as const satisfies readonly (keyof QuoteDraft)[];

/** A line's text fields; the form names them with the line's number from 1: `description1`. */
export const lineTextFields = ["description", "quantity", "unit", "unitPrice", "vatRate"] as const;

const multiline = new Set<string>(["summary", "exclusions", "assumptions", "stages", "siteAddress"]);

type FormValues = Record<string, unknown>;

const read = (form: FormValues, name: string, max = 4000) => {
  const value = form[name];
  return typeof value === "string" ? cleanText(value.slice(0, max), multiline.has(name)) : "";
};

/** A draft with nothing written, expiring `expiresOn` (30 days from today unless the owner changes it). */
export const emptyDraft = (expiresOn: string, vatRate: string): QuoteDraft => ({
  summary: "",
  siteAddress: "",
  lines: [emptyLine(vatRate)],
  exclusions: "",
  assumptions: "",
  stages: "",
  depositKind: "none",
  depositValue: "",
  startWindow: "",
  duration: "",
  expiresOn,
  cancellationApplies: true,
  newBuildReason: "",
});

export const emptyLine = (vatRate: string): DraftLine => ({
  description: "",
  quantity: "1",
  unit: "",
  unitPrice: "",
  vatRate,
  optional: false,
});

const blankLine = (line: DraftLine) => !line.description.trim() && !line.unitPrice.trim();

/** The draft the editor's form posted: its lines in order, the empty rows left out. */
export function draftFromForm(form: FormValues): QuoteDraft {
  const lines: DraftLine[] = [];
  for (let n = 1; n <= maxLines + 1; n++) {
    if (!(`description${n}` in form)) continue;
    const line: DraftLine = {
      description: read(form, `description${n}`, 400),
      quantity: read(form, `quantity${n}`, 20).trim(),
      unit: read(form, `unit${n}`, 40).trim(),
      unitPrice: read(form, `unitPrice${n}`, 30).trim(),
      vatRate: read(form, `vatRate${n}`, 4),
      optional: form[`optional${n}`] === "on",
    };
    if (!blankLine(line)) lines.push(line);
  }
  const kind = read(form, "depositKind");
  return {
    ...(Object.fromEntries(draftTextFields.map((name) => [name, read(form, name)])) as Pick<
      QuoteDraft,
      (typeof draftTextFields)[number]
    >),
    lines: lines.slice(0, maxLines),
    depositKind: (depositKinds as readonly string[]).includes(kind) ? (kind as QuoteDraft["depositKind"]) : "none",
    cancellationApplies: form["cancellationApplies"] !== "off",
  };
}

/** A saved draft as stored (JSON), trusting nothing: missing fields are empty. */
export function draftFromStored(text: string, fallback: QuoteDraft): QuoteDraft {
  try {
    const stored = JSON.parse(text) as Partial<QuoteDraft>;
    return { ...fallback, ...stored, lines: Array.isArray(stored.lines) ? stored.lines : fallback.lines };
  } catch {
    return fallback;
  }
}

export type DraftErrors = Partial<Record<string, string>>;

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The draft checked into a quote's content, or the problems, each keyed by the field it belongs to
 * (`unitPrice2`, `expiresOn`; `lines` for the quote as a whole). `vatRegistered` decides whether each
 * line carries a rate (20, 5 or 0) or none; `today` is London's date (an expiry must be after it).
 */
export function contentFromDraft(
  draft: QuoteDraft,
  { vatRegistered, today }: { vatRegistered: boolean; today: string },
): { content: QuoteContent } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const copy = quotesCopy.errors;
  const priced: QuoteLineData[] = draft.lines.map((line, i) => {
    const n = i + 1;
    let unitPricePence = 0;
    try {
      unitPricePence = parsePounds(line.unitPrice);
    } catch {
      errors[`unitPrice${n}`] = copy.unitPrice;
    }
    if (!line.description.trim()) errors[`description${n}`] = copy.description;
    if (!/^\d{1,9}(?:\.\d{1,3})?$/.test(line.quantity) || /^0+(?:\.0+)?$/.test(line.quantity))
      errors[`quantity${n}`] = copy.quantity;
    const rate = vatRegistered ? Number(line.vatRate) : null;
    if (vatRegistered && ![20, 5, 0].includes(rate ?? -1)) errors[`vatRate${n}`] = copy.vatRate;
    return {
      description: line.description.trim(),
      quantity: line.quantity,
      unit: line.unit,
      unitPricePence,
      vatRate: rate as QuoteLineData["vatRate"],
      optional: line.optional,
    };
  });
  if (!priced.some((line) => !line.optional)) errors["lines"] = copy.lines;
  if (!draft.siteAddress.trim()) errors["siteAddress"] = copy.siteAddress;
  if (!draft.startWindow.trim()) errors["startWindow"] = copy.startWindow;
  if (!draft.duration.trim()) errors["duration"] = copy.duration;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expiresOn) || draft.expiresOn <= today) errors["expiresOn"] = copy.expiresOn;
  if (!draft.cancellationApplies && !draft.newBuildReason.trim()) errors["newBuildReason"] = copy.newBuildReason;
  let deposit: QuoteContent["deposit"] = null;
  if (draft.depositKind === "amount") {
    try {
      const pence = parsePounds(draft.depositValue);
      if (pence <= 0) throw new RangeError("not positive");
      deposit = { kind: "amount", pence };
    } catch {
      errors["depositValue"] = copy.depositAmount;
    }
  } else if (draft.depositKind === "percent") {
    const percent = draft.depositValue.replace(/%$/, "").trim();
    if (/^\d{1,3}(?:\.\d{1,3})?$/.test(percent) && Number(percent) > 0 && Number(percent) <= 100)
      deposit = { kind: "percent", percent };
    else errors["depositValue"] = copy.depositPercent;
  }
  if (Object.keys(errors).length) return { errors };
  const parsed = quoteContentSchema.safeParse({
    summary: draft.summary.trim(),
    lines: priced,
    exclusions: lines(draft.exclusions),
    assumptions: lines(draft.assumptions),
    deposit,
    stages: lines(draft.stages),
    startWindow: draft.startWindow.trim(),
    duration: draft.duration.trim(),
    expiresOn: draft.expiresOn,
    cancellation: draft.cancellationApplies
      ? { applies: true }
      : { applies: false, newBuildReason: draft.newBuildReason.trim() },
    siteAddress: draft.siteAddress.trim(),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      const key =
        first === "lines" && typeof index === "number"
          ? `${String(field ?? "description")}${index + 1}`
          : String(first);
      errors[key] ??= copy.tooLong;
    }
    return { errors };
  }
  return { content: parsed.data };
}
