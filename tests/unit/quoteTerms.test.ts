/**
 * The owner's words around the law's in a written quote (src/content/site/quote-terms.json): each
 * names the law it meets, and the blocks the quote's and confirmation's PDFs print come out filled
 * with the firm's details. Texts are read from the content file, never typed here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testTrader } from "../worker/support/quoteBusiness";
import { quoteTermsSchema } from "../../src/content/schemas/quoteTerms";
import { schedule3, type TraderDetails } from "../../src/lib/consumerCancellation";
import {
  confirmationLegalBlocks,
  paymentArrangementsText,
  quoteLegalBlocks,
  quoteTerms,
  termText,
} from "../../src/lib/quoteTerms";

const file = () =>
  JSON.parse(readFileSync(new URL("../../src/content/site/quote-terms.json", import.meta.url), "utf8")) as Record<
    string,
    unknown
  >;
const trader: TraderDetails = testTrader;
const all = (blocks: { heading: string; paragraphs: string[] }[]) =>
  blocks.flatMap((b) => [b.heading, ...b.paragraphs]).join("\n");

describe("the quote terms file", () => {
  it("meets its schema", () => {
    expect(quoteTermsSchema.safeParse(file()).success).toBe(true);
  });

  it("refuses a text without the law it meets, or naming a law but no provision", () => {
    const without = file();
    without.complaints = { text: (quoteTerms.complaints as { text: string }).text };
    expect(quoteTermsSchema.safeParse(without).success).toBe(false);
    const vague = file();
    vague.complaints = { text: quoteTerms.complaints.text, meets: "the Consumer Contracts Regulations" };
    expect(quoteTermsSchema.safeParse(vague).error?.issues[0]?.message).toMatch(/provision/);
    const unnamed = file();
    unnamed.complaints = { text: quoteTerms.complaints.text, meets: "reg 12" };
    expect(quoteTermsSchema.safeParse(unnamed).success).toBe(false);
  });

  it("refuses an unknown token, and a deposit text that does not print the deposit", () => {
    const unknown = file();
    unknown.complaints = { ...quoteTerms.complaints, text: `${quoteTerms.complaints.text} {mobile}` };
    expect(quoteTermsSchema.safeParse(unknown).success).toBe(false);
    const noDeposit = file();
    noDeposit.paymentArrangements = {
      ...quoteTerms.paymentArrangements,
      withDeposit: { ...quoteTerms.paymentArrangements.withDeposit, text: "A deposit is due when you accept." },
    };
    expect(quoteTermsSchema.safeParse(noDeposit).success).toBe(false);
  });
});

describe("the quote's legal blocks", () => {
  const withPack = quoteLegalBlocks(trader, {
    cancellation: { applies: true },
    onlineCancellationAddress: null,
  });

  it("print the model instructions, the early start, complaints, rights and the model form last", () => {
    expect(withPack.map((b) => b.heading)).toEqual([
      schedule3.partA.rightToCancel.heading,
      schedule3.partA.effectsOfCancellation.heading,
      quoteTerms.headings.earlyStart,
      quoteTerms.headings.complaints,
      quoteTerms.headings.statutoryRights,
      schedule3.partB.heading,
    ]);
  });

  it("fill the firm's phone and e-mail, and leave no placeholder but the form's [*] marks", () => {
    const text = all(withPack);
    expect(text).toContain(trader.phone);
    expect(text).toContain(trader.email);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text.replaceAll("[*]", "")).not.toMatch(/[[\]]/);
  });

  it("say why there is no right to cancel for a new building, with the owner's reason, and no model texts", () => {
    const reason = "A new two-storey house on the cleared plot";
    const blocks = quoteLegalBlocks(trader, {
      cancellation: { applies: false, newBuildReason: reason },
      onlineCancellationAddress: null,
    });
    expect(blocks.map((b) => b.heading)).toEqual([
      quoteTerms.headings.newBuild,
      quoteTerms.headings.complaints,
      quoteTerms.headings.statutoryRights,
    ]);
    expect(blocks[0]?.paragraphs).toEqual([
      quoteTerms.newBuildExclusion.text,
      termText(quoteTerms.newBuildReason, trader, { reason }),
    ]);
    expect(blocks[0]?.paragraphs[1]).toContain(reason);
    expect(all(blocks)).not.toContain(schedule3.partB.lines[0]);
  });
});

describe("the confirmation's legal blocks", () => {
  const options = { cancellation: { applies: true } as const, onlineCancellationAddress: null };

  it("confirm the early-start choice first, in place of the box's explanation", () => {
    const asked = confirmationLegalBlocks(trader, { ...options, earlyStart: true });
    expect(asked[0]).toEqual({
      heading: quoteTerms.headings.earlyStart,
      paragraphs: [quoteTerms.earlyStartRequested.text],
    });
    expect(asked.filter((b) => b.heading === quoteTerms.headings.earlyStart)).toHaveLength(1);
    const notAsked = confirmationLegalBlocks(trader, { ...options, earlyStart: false });
    expect(notAsked[0]?.paragraphs).toEqual([quoteTerms.earlyStartNotRequested.text]);
    expect(notAsked.at(-1)?.heading).toBe(schedule3.partB.heading);
  });
});

describe("the payment arrangements", () => {
  it("print the deposit when there is one", () => {
    expect(paymentArrangementsText(trader, "£1,200.00")).toContain("£1,200.00");
    expect(paymentArrangementsText(trader, null)).toBe(quoteTerms.paymentArrangements.withoutDeposit.text);
  });
});
