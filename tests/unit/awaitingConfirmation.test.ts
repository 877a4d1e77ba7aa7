import { describe, expect, it } from "vitest";
import { estimatorSettings } from "../../src/config/estimator";
import { figures, prices } from "../../src/config/figures";
import { formatCost } from "../../src/config/format";
import { tilingPartner } from "../../src/config/navigation";
import { awaitsOwner, rules } from "../../src/config/rules";
import { business } from "../../src/config/site";
import { awaitingConfirmation } from "../../scripts/lib/awaitingConfirmation";

describe("statements awaiting the owner's confirmation", () => {
  const pending = awaitingConfirmation();

  it("lists every unconfirmed indicative price, with the figure the site prints", () => {
    const unconfirmed = prices.prices.filter((p) => !p.confirmed);
    const listed = pending.filter((p) => p.file === "prices.json");
    expect(listed.map((p) => p.what)).toEqual(unconfirmed.map((p) => p.label));
    expect(listed.map((p) => p.value)).toEqual(unconfirmed.map(formatCost));
  });

  it("lists the cost estimator's unconfirmed assumptions, with the file to change", () => {
    const listed = pending.filter((p) => p.file === "estimator.json").map((p) => p.what);
    for (const job of estimatorSettings.jobs) {
      expect(listed.includes(`Cost estimator: ${job.label}`), job.label).toBe(!job.confirmed);
    }
    for (const finish of estimatorSettings.finishes) {
      expect(listed.includes(`Cost estimator: ${finish.label} finish`), finish.label).toBe(!finish.confirmed);
    }
    const adjustments = pending.find((p) => p.file === "estimator.json" && p.field === "adjustments");
    if (estimatorSettings.adjustments.confirmed) expect(adjustments).toBeUndefined();
    else expect(adjustments?.value).toMatch(/^flat ×[\d.]+-[\d.]+, listed/);
  });

  it("lists the tiling partner until the owner confirms a real one", () => {
    const listed = pending.some((p) => p.file === "partner.json" && p.what === "Tiling partner");
    expect(listed).toBe(!tilingPartner.confirmed);
  });

  it("lists each trade-practice figure the owner has not confirmed, with the value the pages print", () => {
    const listed = pending.filter((p) => p.file === "rules.json");
    const unconfirmed = rules.filter((rule) => rule.kind === "trade practice" && !rule.confirmed);
    expect(listed.map((p) => p.item)).toEqual(unconfirmed.map((rule) => rule.token));
    expect(listed.map((p) => p.value)).toEqual(unconfirmed.map((rule) => rule.value));
  });

  it("asks the owner about trade practice only: a law or a standard is checked by its date", () => {
    expect(awaitsOwner({ kind: "trade practice", confirmed: false })).toBe(true);
    expect(awaitsOwner({ kind: "trade practice", confirmed: true })).toBe(false);
    for (const kind of ["law", "Approved Document guidance", "British Standard", "planning policy"] as const) {
      expect(awaitsOwner({ kind, confirmed: false }), kind).toBe(false);
    }
  });

  it("lists exactly the entries marked unconfirmed, and none that are confirmed", () => {
    const flags = [
      business.foundedYear.confirmed,
      business.enquiryRetention.confirmed,
      business.promises.quoteAfterVisitHours.confirmed,
      ...Object.values(business.claims).map((c) => c.confirmed),
      ...figures.figures.map((f) => f.confirmed),
      ...prices.prices.map((p) => p.confirmed),
      ...estimatorSettings.jobs.map((j) => j.confirmed),
      ...estimatorSettings.finishes.map((f) => f.confirmed),
      estimatorSettings.adjustments.confirmed,
      tilingPartner.confirmed,
      ...rules.map((rule) => !awaitsOwner(rule)),
    ];
    expect(pending).toHaveLength(flags.filter((confirmed) => !confirmed).length);
    const confirmedPrice = prices.prices.find((p) => p.confirmed);
    if (confirmedPrice) expect(pending.map((p) => p.what)).not.toContain(confirmedPrice.label);
  });

  it("asks the owner to confirm the written quote's promise, apart from the reply to a request", () => {
    const quote = pending.find((p) => p.field === "promises.quoteAfterVisitHours");
    expect(Boolean(quote)).toBe(!business.promises.quoteAfterVisitHours.confirmed);
    if (quote) expect(quote.value).toContain(String(business.promises.quoteAfterVisitHours.value));
    expect(pending.some((p) => p.field === "promises.responseHours")).toBe(false);
  });
});
