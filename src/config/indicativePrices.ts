/**
 * Indicative prices quoted in page copy. They are not the business's fixed
 * figures (those are in site.ts) but typical ranges before a survey: the owner
 * corrects them here and every page that mentions one follows. Copy uses them
 * as `{token}` placeholders, e.g. `{sashOverhaulCost}`.
 */
export const indicativePrices = {
  /** Refixing or replacing a few slipped roof slates or tiles. */
  slippedTileRepairCost: "£200-£500",
  /** Patching a flat roof (split seam, lifted upstand). */
  flatRoofPatchCost: "£250-£700",
  /** Replacing a rear extension flat roof. */
  flatRoofReplacementCost: "£2,500-£6,000",
  /** Repointing a chimney stack, with scaffold. */
  chimneyRepointCost: "£900-£2,500",
  /** Rebuilding a chimney stack above the roof line. */
  chimneyRebuildCost: "£2,500-£6,000",
  /** Renewing a length of cast iron gutter. */
  gutterRenewalCost: "£300-£900",
  /** Repointing a two-storey terrace front, plus scaffold. */
  terraceRepointCost: "£3,000-£7,000",
  /** Replacing a failed window lintel. */
  lintelReplacementCost: "£800-£2,000",
  /** Stitching a structural crack, per crack. */
  crackStitchingCost: "£400-£1,200",
  /** Full sash window overhaul (cords, eased sashes, draught seals), per window. */
  sashOverhaulCost: "£350-£700",
  /** Replacing a lath and plaster ceiling, per room. */
  lathPlasterCeilingCost: "£1,000-£2,500",
  /** Fitting slim double glazing into existing sashes, per window. */
  sashDoubleGlazingCost: "£700-£1,400",
  /** Timber condition survey and written report for a typical terraced house. */
  timberSurveyCost: "£250-£500",
  /** Renewing sash cords on both sashes of a window, per window. */
  sashRecordingCost: "£150-£300",
  /** New doorway in an internal stud wall. */
  studWallDoorwayCost: "£600-£1,500",
  /** New doorway in an internal wall needing a lintel or steel. */
  loadbearingDoorwayCost: "£1,500-£4,000",
  /** Front porch. */
  porchCost: "£5,000-£15,000",
  /** Garden room. */
  gardenRoomCost: "£15,000-£35,000",
  /** Loft conversion with rooflights. */
  rooflightLoftCost: "£30,000-£45,000",
  /** Rear dormer loft conversion. */
  dormerLoftCost: "£45,000-£70,000",
  /** Mansard loft conversion. */
  mansardLoftCost: "£60,000-£95,000",
  /** Converting an existing cellar (starting figure). */
  cellarConversionCost: "£60,000",
  /** New basement excavated under a house (starting figure). */
  basementExcavationCost: "£200,000",
  /** Kitchen refit, units and fitting. */
  kitchenRefitCost: "£12,000-£35,000",
  /** Family bathroom renovation. */
  bathroomRenovationCost: "£8,000-£18,000",
  /** Full rewire of a three-bedroom house. */
  rewireCost: "£5,000-£9,000",
  /** Measured survey and design drawings for an extension or loft. */
  surveyDrawingsCost: "£2,000-£6,000",
  /** Structural engineer's fees. */
  structuralEngineerCost: "£800-£2,500",
  /** Building control fees. */
  buildingControlCost: "£800-£2,000",
  /** Party wall surveyors, per neighbour where an award is needed. */
  partyWallSurveyorCost: "£1,000-£2,000",
  /** Made-to-measure timber sash window with slim double glazing, installed, per window. */
  bespokeSashWindowCost: "£1,500-£3,500",
  /** Bespoke panelled front door with frame and ironmongery (starting figure). */
  bespokeFrontDoorCost: "£3,000",
} as const satisfies Record<string, string>;
