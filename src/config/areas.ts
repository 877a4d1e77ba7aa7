/** The 27 districts on the home page's area grid, in the spec's order. */
export const homeAreaSlugs = [
  "kensington",
  "chelsea",
  "mayfair",
  "belgravia",
  "notting-hill",
  "hampstead",
  "highgate",
  "primrose-hill",
  "fulham",
  "clapham",
  "wandsworth",
  "richmond",
  "wimbledon",
  "canary-wharf",
  "shoreditch",
  "islington",
  "st-johns-wood",
  "battersea",
  "greenwich",
  "blackheath",
  "hackney",
  "camden",
  "marylebone",
  "knightsbridge",
  "south-kensington",
  "barbican",
  "fitzrovia",
] as const;

/** Further districts with their own page but not on the home grid. */
export const extraAreaSlugs = ["westminster", "victoria", "st-jamess"] as const;

export const regionNames = {
  central: "Central London",
  north: "North London",
  south: "South London",
  east: "East London",
  west: "West London",
} as const;
