import { describe, expect, it } from "vitest";
import { estimatorConfig } from "../../src/lib/estimatorConfig";
import { figures, prices } from "../../src/config/figures";
import { fillText, formatWeeks } from "../../src/config/format";
import { defaultInput, estimate } from "../../src/lib/estimate";
import type { EstimateInput } from "../../src/lib/estimatorTypes";
import { inputFromQuery, queryFromInput } from "../../src/lib/estimateQuery";
import { estimateSummary } from "../../src/lib/estimateText";
import { getSiteTree } from "../../src/lib/siteData";

const config = estimatorConfig(["extension", "loft", "basement", "roof"]);
const base = (patch: Partial<EstimateInput> = {}): EstimateInput => ({ ...defaultInput(config), ...patch });
const price = (token: string) => prices.prices.find((p) => p.token === token);

describe("cost estimate", () => {
  it("prices each job at its typical size and standard finish at the figure the pages print", () => {
    const single = estimate(config, base({ job: "single-storey-rear", size: 15 }));
    expect([single.low, single.high]).toEqual([
      figures.extensions.singleStorey.cost.min,
      figures.extensions.singleStorey.cost.max,
    ]);
    expect(single.weeks).toEqual(figures.extensions.singleStorey.weeks);
    const dormer = estimate(config, base({ job: "rear-dormer", size: 25 }));
    expect([dormer.low, dormer.high]).toEqual([price("dormerLoftCost")?.min, price("dormerLoftCost")?.max]);
  });

  it("scales the range with the size and the finish", () => {
    const small = estimate(config, base({ job: "double-storey", size: 20 }));
    const large = estimate(config, base({ job: "double-storey", size: 40 }));
    expect(large.low).toBeGreaterThan(small.low);
    expect(large.high).toBeGreaterThan(small.high);
    const [standard, better, premium] = config.finishes.map((f) =>
      estimate(config, base({ job: "double-storey", size: 30, finish: f.id })),
    );
    expect(better?.low).toBeGreaterThan(standard?.low ?? Infinity);
    expect(premium?.high).toBeGreaterThan(better?.high ?? Infinity);
  });

  it("never goes below a page's starting figure for jobs priced per m²", () => {
    const cellar = estimate(config, base({ job: "cellar-conversion", size: 10 }));
    expect(cellar.low).toBeGreaterThanOrEqual(price("cellarConversionCost")?.min ?? Infinity);
    const basement = estimate(config, base({ job: "new-basement", size: 20 }));
    expect(basement.low).toBeGreaterThanOrEqual(price("basementExcavationCost")?.min ?? Infinity);
  });

  it("gives whole, positive, ordered figures for every job, finish and property, at any size", () => {
    for (const job of config.jobs)
      for (const finish of config.finishes)
        for (const { id: property } of config.properties)
          for (const size of [-5, 0, 1, job.typicalSize, 999, Number.NaN, Infinity]) {
            const r = estimate(config, base({ job: job.id, finish: finish.id, property, size, listed: true }));
            for (const n of [r.low, r.high, r.vatLow, r.vatHigh]) {
              expect(Number.isInteger(n), `${job.id} ${size}`).toBe(true);
              expect(n).toBeGreaterThan(0);
            }
            expect(r.high).toBeGreaterThanOrEqual(r.low);
            // No estimate beyond a large London basement with every premium.
            expect(r.high).toBeLessThan(3_000_000);
            expect(r.size).toBeGreaterThanOrEqual(job.sizes.min);
            expect(r.size).toBeLessThanOrEqual(job.sizes.max);
          }
  });

  it("clamps a size outside the job's range and says so", () => {
    const huge = estimate(config, base({ job: "rooflight-loft", size: 400 }));
    const job = config.jobs.find((j) => j.id === "rooflight-loft");
    expect(huge.size).toBe(job?.sizes.max);
    expect(huge.notes.join(" ")).toMatch(/largest size this estimate covers/);
    const tiny = estimate(config, base({ job: "rooflight-loft", size: 2 }));
    expect(tiny.size).toBe(job?.sizes.min);
    expect(tiny.notes.join(" ")).toMatch(/smallest size/);
    expect(estimate(config, base({ job: "rooflight-loft", size: 25 })).notes).toEqual([]);
  });

  it("states the VAT inside the range as a sixth of it, to the nearest £100", () => {
    const r = estimate(config, base({ job: "single-storey-rear", size: 15 }));
    expect(r.vatLow).toBe(2500);
    expect(r.vatHigh).toBe(5000);
    const odd = estimate(config, base({ job: "mansard", size: 36, finish: "better" }));
    expect(Math.abs(odd.vatLow - odd.low / 6)).toBeLessThanOrEqual(50);
    expect(odd.vatLow % 100).toBe(0);
  });

  it("names the permissions: planning for a flat, listed building consent, party walls on a terrace only", () => {
    const { planning, listedBuilding, partyWall, buildingRegs } = config.permissions;
    const status = (input: Partial<EstimateInput>, name: string) =>
      estimate(config, base(input)).permissions.find((p) => p.name === name)?.status;
    expect(status({ job: "single-storey-rear", property: "flat" }, planning.name)).toBe(planning.flat);
    expect(status({ job: "rear-dormer", conservationArea: true }, planning.name)).toBe(planning.conservationArea);
    expect(status({ job: "mansard" }, planning.name)).toBe(planning.needed);
    expect(status({ job: "rear-dormer", listed: true }, listedBuilding.name)).toBe(listedBuilding.needed);
    expect(status({ job: "rear-dormer", property: "terrace" }, partyWall.name)).toBe(partyWall.attached);
    expect(status({ job: "rear-dormer", property: "detached" }, partyWall.name)).toBe(partyWall.detached);
    expect(status({ job: "flat-roof-replacement" }, partyWall.name)).toBeUndefined();
    expect(status({ job: "flat-roof-replacement" }, buildingRegs.name)).toBe(buildingRegs.needed);
    expect(status({ job: "flat-roof-repair" }, buildingRegs.name)).toBe(buildingRegs.notNeeded);
  });

  it("links each permission to a page the site has", async () => {
    const tree = await getSiteTree();
    for (const { link } of Object.values(config.permissions))
      expect(tree.get(link.replace(/^\//, "")), link).toBeDefined();
  });

  it("fills every `{name}` in its wording with a value it has", () => {
    const names = new Set(
      ["min", "max", "typical", "size", "job", "finish", "weeks", "low", "high", "vatRate", "vatLow", "vatHigh"].concat(
        ["where", "label", "value"],
      ),
    );
    for (const [key, template] of Object.entries(config.text))
      for (const [, name] of template.matchAll(/\{(\w*)\}/g))
        expect(names.has(name ?? ""), `${key}: {${name}}`).toBe(true);
    expect(fillText("{size} m² of {job}", { size: 12, job: "roof" })).toBe("12 m² of roof");
  });

  it("round-trips its choices through an address and ignores anything it does not know", () => {
    const input = base({ job: "mansard", size: 33, finish: "premium", property: "semi", listed: true });
    expect(inputFromQuery(config, new URLSearchParams(queryFromInput(input)))).toEqual(input);
    const hostile = new URLSearchParams({
      job: "<img src=x onerror=alert(1)>",
      size: "1e9",
      finish: "__proto__",
      property: "castle",
      listed: "yes",
      conservation: "<script>",
    });
    expect(inputFromQuery(config, hostile)).toEqual(defaultInput(config));
    expect(inputFromQuery(config, new URLSearchParams("size=-3")).size).toBe(defaultInput(config).size);
  });

  it("sums up the choices and the range for the quote form", () => {
    const input = base({ job: "rear-dormer", size: 25, conservationArea: true });
    const result = estimate(config, input);
    const text = estimateSummary(config, input, result);
    expect(text).not.toMatch(/[{}]/);
    for (const part of [
      result.job.label.toLowerCase(),
      `${result.size} m²`,
      config.text.summaryConservationArea,
      `£${result.low.toLocaleString("en-GB")}`,
      `${result.weeks.min} to ${result.weeks.max} weeks`,
    ])
      expect(text).toContain(part);
    expect(formatWeeks(result.weeks)).toBe(`${result.weeks.min} to ${result.weeks.max} weeks`);
  });

  it("offers only the families a page asks for", () => {
    expect(new Set(estimatorConfig(["loft"]).jobs.map((j) => j.group))).toEqual(new Set(["loft"]));
  });
});
