/**
 * The law's own words for a consumer's right to cancel: the Consumer Contracts (Information,
 * Cancellation and Additional Charges) Regulations 2013 (SI 2013/3134), Schedule 3, Part A (the model
 * instructions for cancellation) and Part B (the model cancellation form). They are not the owner's
 * copy and are not edited at /admin: a trader who gives Part A "correctly filled in" is treated as
 * having given the information of Schedule 2 (l), (m) and (n) (reg 10(3) off-premises, reg 13(3)
 * distance), and Part B is the form reg 10(1)(b) and reg 13(1)(b) require. So the words below are
 * the Schedule's, as it gives them, with its fill-in points marked `[see note N]`; the functions
 * fill them with the firm's details and the options chosen below. tests/unit/consumerCancellation.test.ts
 * compares them, word for word, with the fixture of the Schedule's text (tests/unit/fixtures/).
 *
 * The options chosen, by Part A's instructions for completion:
 * - note 1: (a), "of the conclusion of the contract.": building work is a service contract, so the
 *   period runs 14 days from the day after the contract is made (reg 30(2)).
 * - note 2: the firm's name (its legal name, and the trading name where it differs), its geographic
 *   address, and, being available, its phone number and e-mail address. The firm has no fax.
 * - note 3: only when the firm lets the homeowner cancel on its website. The request page's "Cancel
 *   the contract" button (issue 49 §4) is such a way (reg 32(3)); the caller says whether it is
 *   offered and at what address, and then reg 32(4) requires the firm to acknowledge the
 *   cancellation on a durable medium without delay.
 * - notes 4 and 5: goods sold and goods returned; a building contract sells no goods to send back,
 *   so neither applies and their points are left out.
 * - note 6: the service text, inserted: if the homeowner asked for the work to start within the
 *   cancellation period (reg 36(1)), they pay for what was done up to their cancelling (reg 36(4)).
 * The fixed sentences that speak of goods and delivery stay as the Schedule gives them: its
 * instructions say what to insert, not what to remove, and "(c) if there were no goods supplied"
 * is the limb that applies.
 */

/** A titled run of paragraphs: what the quote's and the confirmation's PDFs print (`PdfTextBlock`). */
export interface PdfTextBlock {
  heading: string;
  paragraphs: string[];
}

/** The trader's details the Schedule asks for; worker/quotes/content.ts's `Trader` has them. */
export interface TraderDetails {
  /** The name the business is legally in (a company's registered name, a sole trader's own name). */
  legalName: string;
  tradingName: string;
  /** The geographic address, one line each. */
  address: readonly string[];
  phone: string;
  email: string;
}

/** The Schedule's words, with its fill-in points as `[see note N]`. */
export const schedule3 = {
  partA: {
    heading: "Model instructions for cancellation",
    rightToCancel: {
      heading: "Right to cancel",
      paragraphs: [
        "You have the right to cancel this contract within 14 days without giving any reason.",
        "The cancellation period will expire after 14 days from the day [see note 1]",
        "To exercise the right to cancel, you must inform us [see note 2] of your decision to cancel this contract by a clear statement (e.g. a letter sent by post, fax or e-mail). You may use the attached model cancellation form, but it is not obligatory. [see note 3]",
        "To meet the cancellation deadline, it is sufficient for you to send your communication concerning your exercise of the right to cancel before the cancellation period has expired.",
      ],
    },
    effectsOfCancellation: {
      heading: "Effects of cancellation",
      paragraphs: [
        "If you cancel this contract, we will reimburse to you all payments received from you, including the costs of delivery (except for the supplementary costs arising if you chose a type of delivery other than the least expensive type of standard delivery offered by us).",
        "We may make a deduction from the reimbursement for loss in value of any goods supplied, if the loss is the result of unnecessary handling by you.",
        "We will make the reimbursement without undue delay, and not later than—",
        "(a) 14 days after the day we receive back from you any goods supplied, or",
        "(b) (if earlier) 14 days after the day you provide evidence that you have returned the goods, or",
        "(c) if there were no goods supplied, 14 days after the day on which we are informed about your decision to cancel this contract.",
        "We will make the reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement.",
        "[see note 4]",
        "[see note 5]",
        "[see note 6]",
      ],
    },
    /** The instructions for completion this firm's contracts use (the module's comment says why). */
    notes: {
      "1(a)": "of the conclusion of the contract.",
      "3": "You can also electronically fill in and submit the model cancellation form or any other clear statement on our website [insert Internet address]. If you use this option, we will communicate to you an acknowledgement of receipt of such a cancellation on a durable medium (e.g. by e-mail) without delay.",
      "6": "If you requested to begin the performance of services during the cancellation period, you shall pay us an amount which is in proportion to what has been performed until you have communicated us your cancellation from this contract, in comparison with the full coverage of the contract.",
    },
  },
  partB: {
    heading: "Model cancellation form",
    lines: [
      "(Complete and return this form only if you wish to withdraw from the contract)",
      "To [TRADER'S NAME, ADDRESS, TELEPHONE NUMBER AND, WHERE AVAILABLE, FAX NUMBER AND E-MAIL ADDRESS TO BE INSERTED BY THE TRADER]:",
      "I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],",
      "Ordered on [*]/received on [*],",
      "Name of consumer(s),",
      "Address of consumer(s),",
      "Signature of consumer(s) (only if this form is notified on paper),",
      "Date",
      "[*] Delete as appropriate",
    ],
  },
} as const;

/** Part B's fill-in point for the trader's details. */
const partBTraderPoint =
  "[TRADER'S NAME, ADDRESS, TELEPHONE NUMBER AND, WHERE AVAILABLE, FAX NUMBER AND E-MAIL ADDRESS TO BE INSERTED BY THE TRADER]";

/** Where the homeowner may cancel on the firm's website (Part A note 3), or null when they may not. */
export interface CancellationOptions {
  onlineCancellationAddress: string | null;
}

/**
 * The firm's name as a contract names it: the legal name, with the trading name where it differs
 * ("Keystone Builders London Ltd, trading as Keystone Builders London").
 */
export function traderName({ legalName, tradingName }: Pick<TraderDetails, "legalName" | "tradingName">): string {
  const legal = legalName.trim();
  const trading = tradingName.trim();
  if (!legal) return trading;
  return !trading || trading === legal ? legal : `${legal}, trading as ${trading}`;
}

/**
 * The trader's details, on one line: name, geographic address, then phone and e-mail where given.
 * Throws without a name or an address: Part A and Part B are not "correctly filled in" without them,
 * and a quote cannot be sent until business.json has them (src/lib/quoteReadiness.ts).
 */
export function traderContactLine(trader: TraderDetails): string {
  const name = traderName(trader);
  const address = trader.address.map((line) => line.trim()).filter(Boolean);
  if (!name || address.length === 0) {
    throw new Error("The model cancellation texts need the trader's name and geographic address.");
  }
  const phone = trader.phone.trim() ? [`telephone ${trader.phone.trim()}`] : [];
  const email = trader.email.trim() ? [`e-mail ${trader.email.trim()}`] : [];
  return [name, ...address, ...phone, ...email].join(", ");
}

/**
 * Part A filled in for this firm's building work: the blocks "Right to cancel" and "Effects of
 * cancellation", each under the Schedule's own heading.
 */
export function modelCancellationInstructions(trader: TraderDetails, options: CancellationOptions): PdfTextBlock[] {
  const { rightToCancel, effectsOfCancellation, notes } = schedule3.partA;
  const online = options.onlineCancellationAddress?.trim();
  const fill = (paragraph: string) =>
    paragraph
      .replace("[see note 1]", notes["1(a)"])
      .replace("[see note 2]", `(${traderContactLine(trader)})`)
      .replace(" [see note 3]", online ? ` ${notes["3"].replace("[insert Internet address]", online)}` : "");
  const effects = effectsOfCancellation.paragraphs
    // Notes 4 and 5 are for goods sold and returned: not a building contract's.
    .filter((paragraph) => paragraph !== "[see note 4]" && paragraph !== "[see note 5]")
    .map((paragraph) => (paragraph === "[see note 6]" ? notes["6"] : paragraph));
  return [
    { heading: rightToCancel.heading, paragraphs: rightToCancel.paragraphs.map(fill) },
    { heading: effectsOfCancellation.heading, paragraphs: effects },
  ];
}

/**
 * Part B with the trader's details filled in. The homeowner's choices stay as the Schedule gives
 * them, each marked `[*]`, with its note "[*] Delete as appropriate".
 */
export function modelCancellationForm(trader: TraderDetails): PdfTextBlock {
  const { heading, lines } = schedule3.partB;
  return { heading, paragraphs: lines.map((line) => line.replace(partBTraderPoint, traderContactLine(trader))) };
}
