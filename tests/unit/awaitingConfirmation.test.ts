import { describe, expect, it } from "vitest";
import { estimatorSettings } from "../../src/config/estimator";
import { figures, prices } from "../../src/config/figures";
import { tilingPartner } from "../../src/config/navigation";
import { business } from "../../src/config/site";
import { awaitingConfirmation } from "../../src/lib/awaitingConfirmation";

describe("statements awaiting the owner's confirmation", () => {
  const pending = awaitingConfirmation();

  it("lists every unconfirmed indicative price, with the figure the site prints", () => {
    const unconfirmed = prices.prices.filter((p) => !p.confirmed);
    expect(unconfirmed.length).toBeGreaterThan(0);
    const listed = pending.filter((p) => p.file === "prices.json");
    expect(listed.map((p) => p.what)).toEqual(unconfirmed.map((p) => p.label));
    expect(listed.find((p) => p.what.startsWith("Full sash window overhaul"))?.value).toBe("£350-£700");
  });

  it("lists the cost estimator's assumptions the pages do not state, with the file to change", () => {
    const listed = pending.filter((p) => p.file === "estimator.json");
    expect(listed.map((p) => p.what)).toContain("Cost estimator: Rear dormer loft conversion");
    expect(listed.map((p) => p.what)).toContain("Cost estimator: Premium finish");
    expect(listed.find((p) => p.field === "adjustments")?.value).toMatch(/^flat ×[\d.]+-[\d.]+, listed/);
  });

  it("lists the placeholder tiling partner until the owner confirms a real one", () => {
    expect(tilingPartner.confirmed).toBe(false);
    expect(pending).toContainEqual(expect.objectContaining({ file: "partner.json", what: "Tiling partner" }));
  });

  it("lists exactly the entries marked unconfirmed, and none that are confirmed", () => {
    const flags = [
      business.foundedYear.confirmed,
      business.enquiryRetention.confirmed,
      ...Object.values(business.claims).map((c) => c.confirmed),
      ...figures.figures.map((f) => f.confirmed),
      ...prices.prices.map((p) => p.confirmed),
      ...estimatorSettings.jobs.map((j) => j.confirmed),
      ...estimatorSettings.finishes.map((f) => f.confirmed),
      estimatorSettings.adjustments.confirmed,
      tilingPartner.confirmed,
    ];
    expect(pending).toHaveLength(flags.filter((confirmed) => !confirmed).length);
    const confirmedPrice = prices.prices.find((p) => p.confirmed);
    if (confirmedPrice) expect(pending.map((p) => p.what)).not.toContain(confirmedPrice.label);
  });
});
