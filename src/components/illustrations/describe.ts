/**
 * Text alternatives for the drawings: each names the house or scene and the
 * part of the work it shows, so a screen-reader user gets what the picture says.
 */
import type { HouseType, ProjectScene, ProjectStage, Visual, WorkFocus } from "../../content/visuals";

/** The house as a noun phrase with its article. */
const houseNoun: Record<HouseType, string> = {
  terrace: "a Victorian terrace house",
  townhouse: "a Georgian townhouse",
  mansion: "a red-brick mansion block",
  mews: "a mews house",
  semi: "a semi-detached house",
};

const focusPhrase: Record<WorkFocus, string> = {
  whole: ", seen from the street",
  roof: " with its roof highlighted",
  loft: " with a loft conversion dormer highlighted",
  extension: " with a new single-storey extension highlighted",
  basement: " with the basement below ground highlighted",
  ground: " with its foundations and drains below ground highlighted",
  windows: " with its windows highlighted",
  doors: " with its doors highlighted",
  brickwork: " with its brickwork and chimney stacks highlighted",
  services: " with pipe and wiring runs inside it highlighted",
  interior: " with one room cut away to show its floor, walls and ceiling",
};

/** "Line drawing of a Victorian terrace house with its roof highlighted". */
export function describeVisual({ house, focus }: Visual): string {
  return `Line drawing of ${houseNoun[house]}${focusPhrase[focus]}`;
}

const scenes: Record<ProjectScene, Record<ProjectStage, string>> = {
  extension: {
    before:
      "Line drawing of the back of a Victorian terrace before its extension: an empty side return beside the two-storey back addition",
    during:
      "Line drawing of a Victorian terrace extension during the build: scaffold, temporary props and a new steel beam over the opened-up back wall",
    after:
      "Line drawing of a Victorian terrace after its extension: a glazed wraparound extension fills the side return and runs across the back",
  },
  sash: {
    before:
      "Line drawing of a Georgian sash window before restoration: a cracked pane, a rotten sill and draughty gaps around the sashes",
    during:
      "Line drawing of a sash window during restoration: both sashes out of the box frame, with the pulleys and weights exposed",
    after:
      "Line drawing of a sash window after restoration: both sashes rehung on new cords, draught-proofed, on a new oak sill",
  },
  loft: {
    before: "Line drawing of the back of a Victorian terrace roof before its loft conversion: a plain slate slope",
    during:
      "Line drawing of a loft conversion during the build: scaffold, the slates stripped to the rafters and the dormer framed in timber",
    after: "Line drawing of a Victorian terrace after its loft conversion: a full-width rear dormer with new windows",
  },
};

/** The drawing's name for one stage of a sample project. */
export function describeProjectPicture(scene: ProjectScene, stage: ProjectStage): string {
  return scenes[scene][stage];
}
