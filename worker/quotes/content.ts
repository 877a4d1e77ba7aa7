/**
 * What a written quote says: the owner's draft, and each sent version's frozen snapshot (the quote
 * with the trader's and the homeowner's details as they stood when it was sent). A version's
 * snapshot is what the homeowner reads, what its PDF prints and what an acceptance's SHA-256 is
 * taken of; it is never changed once stored. Money is in integer pence (src/lib/quoteMoney.ts).
 */
import { z } from "zod";
import { thousandths, type QuoteLine } from "../../src/lib/quoteMoney";

const shortText = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A quantity as written: a whole number or a decimal with up to three places, and more than nothing. */
const quantity = z
  .string()
  .trim()
  .regex(/^\d{1,9}(?:\.\d{1,3})?$/)
  .refine((text) => thousandths(text) > 0n);

export const quoteLineSchema = z.object({
  description: shortText(300),
  quantity,
  /** What one is: "item", "m²", "day"; empty for a line priced as a whole. */
  unit: z.string().trim().max(20),
  /** One unit's price net of VAT, in pence; negative for a discount. */
  unitPricePence: z.number().int().min(-100_000_000).max(100_000_000),
  vatRate: z.union([z.literal(20), z.literal(5), z.literal(0), z.null()]),
  /** A line the homeowner may choose to include. */
  optional: z.boolean(),
}) satisfies z.ZodType<QuoteLine & { unit: string; optional: boolean }>;
export type QuoteLineData = z.infer<typeof quoteLineSchema>;

export const depositSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("amount"), pence: z.number().int().min(0) }),
  z.object({ kind: z.literal("percent"), percent: z.string().regex(/^\d{1,3}(?:\.\d{1,3})?$/) }),
]);

/**
 * Whether the cancellation pack goes with the quote: always, unless the owner records the work as the
 * construction of a new building, or of a substantially new building by converting an existing one,
 * which the Consumer Contracts Regulations 2013 exclude (reg 6(1)(e)); the reason is then recorded and
 * the quote says so.
 */
export const cancellationSchema = z.discriminatedUnion("applies", [
  z.object({ applies: z.literal(true) }),
  z.object({ applies: z.literal(false), newBuildReason: shortText(500) }),
]);

/** The quote as the owner writes it (the draft, and the part of each version the owner wrote). */
export const quoteContentSchema = z.object({
  /** The work in a sentence or two: the main characteristics Schedule 2 asks for, with the lines. */
  summary: z.string().trim().max(1000),
  lines: z.array(quoteLineSchema).min(1).max(60),
  exclusions: z.array(shortText(300)).max(30),
  assumptions: z.array(shortText(300)).max(30),
  /** The deposit due on acceptance, or none. */
  deposit: depositSchema.nullable(),
  /** The payments after the deposit, as written: "40% when the roof is on". */
  stages: z.array(shortText(200)).max(12),
  /** When the work can start, as written ("the week of 1 March 2027"), and how long it takes ("about 6 weeks"). */
  startWindow: shortText(120),
  duration: shortText(120),
  /** The last day (London) the quote may be accepted. */
  expiresOn: isoDate,
  cancellation: cancellationSchema,
  /** Where the work is, as the quote prints it. */
  siteAddress: shortText(300),
});
export type QuoteContent = z.infer<typeof quoteContentSchema>;

/** The trader's details as a quote prints them (business.json when the version was made). */
export const traderSchema = z.object({
  tradingName: z.string(),
  legalName: z.string(),
  legalForm: z.string(),
  address: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  companyNumber: z.string(),
  registeredIn: z.string(),
  registeredOffice: z.string(),
  vatNumber: z.string(),
  website: z.string(),
});
export type Trader = z.infer<typeof traderSchema>;

/** One sent version, frozen: what the homeowner reads and accepts, and what the PDF prints. */
export const quoteSnapshotSchema = z.object({
  reference: z.string(),
  version: z.number().int().min(1),
  /** The day (London) the version was made. */
  issuedOn: isoDate,
  trader: traderSchema,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  content: quoteContentSchema,
});
export type QuoteSnapshot = z.infer<typeof quoteSnapshotSchema>;

/** What the homeowner did in accepting a version: the contract's record. */
export interface AcceptanceRecord {
  version: number;
  contentSha256: string;
  /** Indices of the optional lines chosen. */
  options: number[];
  fullName: string;
  email: string;
  earlyStart: boolean;
  userAgent: string;
  acceptedAt: string;
  /** The last day (London) the homeowner may cancel: 14 days after the day of acceptance; null for a new building (reg 6(1)(e)). */
  cancelBy: string | null;
  cancelledAt: string | null;
  /** How the cancellation came: the page's button, or the owner's record of a call, an e-mail or a letter. */
  cancelledVia: "page" | "phone" | "email" | "letter" | null;
}
