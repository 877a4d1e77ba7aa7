import { describe, expect, it } from "vitest";
import { estimatorConfig } from "../../src/lib/estimatorConfig";
import { figures, prices } from "../../src/config/figures";
import {
  defaultInput,
  estimate,
  estimateSummary,
  inputFromQuery,
  propertyTypes,
  queryFromInput,
  type EstimateInput,
} from "../../src/lib/estimate";

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
        for (const property of propertyTypes)
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
    const names = (input: Partial<EstimateInput>) =>
      estimate(config, base(input)).permissions.map((p) => `${p.name}: ${p.status}`);
    expect(names({ job: "single-storey-rear", property: "flat" }).join("\n")).toMatch(
      /Planning permission: Needed: flats have no permitted development rights/,
    );
    expect(names({ job: "rear-dormer", conservationArea: true }).join("\n")).toMatch(
      /Planning permission: Likely: this is not permitted development in a conservation area/,
    );
    expect(names({ job: "mansard" }).join("\n")).toMatch(/Planning permission: Usually needed/);
    expect(names({ job: "rear-dormer", listed: true }).join("\n")).toMatch(/Listed building consent/);
    expect(names({ job: "rear-dormer", property: "terrace" }).join("\n")).toMatch(/Party wall notice: Likely/);
    expect(names({ job: "flat-roof-replacement" }).join("\n")).not.toMatch(/Party wall/);
    for (const p of estimate(config, base({ job: "mansard", listed: true })).permissions)
      expect(p.href).toMatch(/^\/[a-z]/);
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
    const text = estimateSummary(input, estimate(config, input));
    expect(text).toMatch(/^From the cost estimator: rear dormer loft conversion, about 25 m², standard finish/);
    expect(text).toMatch(
      /in a conservation area\. Estimate £[\d,]+ to £[\d,]+ including VAT, 8 to 10 weeks on site\.$/,
    );
  });

  it("offers only the families a page asks for", () => {
    expect(new Set(estimatorConfig(["loft"]).jobs.map((j) => j.group))).toEqual(new Set(["loft"]));
  });
});
