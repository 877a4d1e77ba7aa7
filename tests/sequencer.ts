import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The projects, costliest file first. Vitest's own order is by project name, then by the last run's
 * durations (by file size on a fresh clone), so the owner trial, one file of several minutes, started
 * last and ran alone at the end. On a few workers the run is shortest when the longest files start
 * first and the many short ones fill the gaps at the end (longest processing time first). The Worker's
 * API files are the exception: short, but each waits seconds for its workerd runtime; at the end of the
 * run those waits were a tail of their own, at the start the owner trial's build fills them.
 */
const costliestFirst = ["owner", "worker", "e2e", "worker-browser", "build", "unit-mocked", "unit"];

const rank = (spec: TestSpecification) => {
  const index = costliestFirst.indexOf(spec.project.name);
  return index < 0 ? costliestFirst.length : index;
};

export default class CostliestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Within a project, Vitest's order stands (slowest or largest first); the sort is stable.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
