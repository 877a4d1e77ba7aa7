/** The words of the quote's PDFs (copy.json): labels and fixed sentences. Checked when the Worker is built and tested. */
import { z } from "zod";
import copyData from "./copy.json";

const text = z.string().min(1);
const texts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);
/** A sentence with each of its placeholders present. */
const filled = (...names: string[]) => names.reduce((schema, name) => schema.includes(`{${name}}`), text);

const pdfCopySchema = z.object({
  quote: z.object({ title: text, fileTitle: filled("reference", "version") }),
  confirmation: z.object({ title: text, fileTitle: filled("reference", "version"), intro: filled("time") }),
  trader: texts([
    "legalName",
    "companyNumber",
    "registeredOffice",
    "vatNumber",
    "address",
    "phone",
    "email",
    "website",
  ]).extend({ companyRegistered: filled("number", "registeredIn") }),
  details: texts(["reference", "version", "issued", "expires", "customer", "siteAddress"]),
  summary: text,
  lines: texts([
    "heading",
    "description",
    "quantity",
    "unit",
    "unitPrice",
    "net",
    "amount",
    "vatRate",
    "vat",
    "optional",
    "chosen",
    "notChosen",
  ]),
  totals: texts(["net", "vat", "total", "totalNotRegistered", "notRegistered"]).extend({
    vatAt: filled("rate", "net"),
    withOptions: filled("amount"),
    withOptionsNotRegistered: filled("amount"),
  }),
  payment: texts(["heading", "noDeposit", "stages"]).extend({
    depositAmount: filled("amount"),
    depositPercent: filled("amount", "percent"),
  }),
  timing: texts(["heading", "start", "duration"]),
  exclusions: text,
  assumptions: text,
  acceptance: texts([
    "heading",
    "version",
    "sha256",
    "options",
    "noOptions",
    "name",
    "email",
    "time",
    "earlyStart",
    "earlyStartYes",
    "earlyStartNo",
    "cancelBy",
    "noCancellation",
  ]),
  footer: filled("tradingName", "title", "reference", "version", "page", "pages"),
});

export const pdfCopy = pdfCopySchema.parse(copyData);

/** A sentence with its placeholders filled: `fill("{a} and {b}", { a: "x", b: "y" })`. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
