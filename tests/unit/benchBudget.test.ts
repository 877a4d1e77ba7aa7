/**
 * How `npm run bench -- --check` judges a page's Lighthouse runs: targets against the median,
 * floors against the best run (scripts/bench/lighthouse.ts says why).
 */
import { describe, expect, it } from "vitest";
import { budget, lighthouseBudgetProblems } from "../../scripts/bench/budget";
import type { LighthouseResult } from "../../scripts/bench/lighthouse";

/** A page that meets every target, in its median and its best run. */
const onTarget: LighthouseResult = {
  path: "/",
  runs: 3,
  performance: budget.lighthouseScore,
  accessibility: budget.lighthouseScore,
  bestPractices: budget.lighthouseScore,
  seo: budget.lighthouseScore,
  fcpMs: budget.fcpTargetMs,
  lcpMs: budget.lcpTargetMs,
  tbtMs: 0,
  cls: budget.cls,
  totalBytes: 40_000,
  benchmarkIndex: 2_000,
  cpuSlowdown: 4.6,
  best: { performance: budget.lighthouseScore, fcpMs: budget.fcpTargetMs, lcpMs: budget.lcpTargetMs, cls: budget.cls },
  shifted: [],
};

describe("the bench's Lighthouse budget", () => {
  it("passes a page on target without a word", () => {
    expect(lighthouseBudgetProblems(onTarget)).toEqual({ problems: [], belowTarget: [] });
  });

  it("reports a median below the performance floor but fails it only when the best run is below too", () => {
    const slowHost = { ...onTarget, performance: budget.lighthousePerformanceFloor - 2 };
    const noisy = lighthouseBudgetProblems({
      ...slowHost,
      best: { ...slowHost.best, performance: budget.lighthousePerformanceFloor },
    });
    expect(noisy.problems).toEqual([]);
    expect(noisy.belowTarget).toEqual([`/: Lighthouse performance ${slowHost.performance} (target 100)`]);

    const regressed = lighthouseBudgetProblems({
      ...slowHost,
      best: { ...slowHost.best, performance: budget.lighthousePerformanceFloor - 1 },
    });
    expect(regressed.problems).toEqual([
      `/: Lighthouse performance ${budget.lighthousePerformanceFloor - 1} in its best run`,
    ]);
  });

  it("fails a paint only when the best run is later than Google's good line", () => {
    const late = { ...onTarget, fcpMs: budget.fcpFloorMs + 100, lcpMs: budget.lcpFloorMs + 100 };
    expect(lighthouseBudgetProblems(late).problems).toEqual([]);
    expect(lighthouseBudgetProblems(late).belowTarget).toHaveLength(2);

    const alwaysLate = { ...late, best: { ...late.best, fcpMs: budget.fcpFloorMs + 1, lcpMs: budget.lcpFloorMs + 1 } };
    expect(lighthouseBudgetProblems(alwaysLate).problems).toEqual([
      `/: FCP ${budget.fcpFloorMs + 1} ms in its best run (at most ${budget.fcpFloorMs} ms)`,
      `/: LCP ${budget.lcpFloorMs + 1} ms in its best run (at most ${budget.lcpFloorMs} ms)`,
    ]);
  });

  it("holds accessibility, best practices and SEO exactly, in the median", () => {
    const { problems } = lighthouseBudgetProblems({ ...onTarget, accessibility: 99 });
    expect(problems).toEqual(["/: Lighthouse accessibility 99"]);
  });

  it("fails a layout shift in every run and reports one in some runs, naming what moved", () => {
    const someRuns = { ...onTarget, cls: 0.004, shifted: ["main > div.grid"] };
    expect(lighthouseBudgetProblems(someRuns)).toEqual({
      problems: [],
      belowTarget: ["/: CLS 0.004 (main > div.grid)"],
    });
    const everyRun = { ...someRuns, best: { ...someRuns.best, cls: 0.001 } };
    expect(lighthouseBudgetProblems(everyRun).problems).toEqual(["/: CLS 0.001 in its best run (main > div.grid)"]);
  });
});
