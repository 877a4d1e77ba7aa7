/**
 * The permissions an estimate lists: which apply to a job on a property, and
 * what the estimator's data (estimator.json) says of each.
 */
import type { EstimateInput, EstimatorConfig, EstimatorJob } from "./estimatorTypes";

export interface Permission {
  name: string;
  /** How likely, in a few words. */
  status: string;
  href: string;
}

/** Roof and basement work is mostly internal or like-for-like, and a flat's roof is not its own to change. */
const internalGroups = new Set<EstimatorJob["group"]>(["roof", "basement"]);

export function permissionsFor(config: EstimatorConfig, job: EstimatorJob, input: EstimateInput): Permission[] {
  const { planning, listedBuilding, conservationArea, partyWall, buildingRegs } = config.permissions;
  const isFlat = input.property === "flat";
  const list: Permission[] = [];
  const planningStatus = job.needsPlanning
    ? planning.needed
    : isFlat && job.group !== "roof"
      ? planning.flat
      : input.conservationArea && !job.permittedInConservationArea
        ? planning.conservationArea
        : internalGroups.has(job.group)
          ? planning.internal
          : planning.permittedDevelopment;
  list.push({ name: planning.name, status: planningStatus, href: planning.link });
  if (input.listed) list.push({ name: listedBuilding.name, status: listedBuilding.needed, href: listedBuilding.link });
  if (input.conservationArea && !input.listed)
    list.push({ name: conservationArea.name, status: conservationArea.needed, href: conservationArea.link });
  if (job.partyWall)
    list.push({
      name: partyWall.name,
      status: input.property === "detached" ? partyWall.detached : partyWall.attached,
      href: partyWall.link,
    });
  list.push({
    name: buildingRegs.name,
    status: job.buildingRegs ? buildingRegs.needed : buildingRegs.notNeeded,
    href: buildingRegs.link,
  });
  return list;
}
