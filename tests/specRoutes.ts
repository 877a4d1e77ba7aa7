/**
 * Every route the specification (section 2) names, kept here as the test's
 * own list so a missing page fails a test rather than passing unnoticed.
 * Area topic pages are not named one by one in the spec; they are checked
 * by count (tests/e2e/site.test.ts).
 */
const areas = [
  "kensington", "chelsea", "mayfair", "belgravia", "notting-hill", "hampstead", "highgate", "primrose-hill",
  "fulham", "clapham", "wandsworth", "richmond", "wimbledon", "canary-wharf", "shoreditch", "islington",
  "st-johns-wood", "battersea", "greenwich", "blackheath", "hackney", "camden", "marylebone", "knightsbridge",
  "south-kensington", "barbican", "fitzrovia",
];
export const homeAreas = areas;
export const extraAreas = ["westminster", "victoria", "st-jamess"];

const core = [
  "", "about", "services", "projects", "contact", "request-custom-quote", "custom-quote-request", "call-us-today",
  "projects/victorian-house-extension", "projects/sash-window-restoration", "projects/loft-conversion",
  "project-details/victorian-house-extension",
];

const roofingGroundwork = [
  "roofing-groundwork", "groundworks", "roof-repairs", "flat-roofing",
  "foundation-excavation", "drainage-soakaways", "concrete-bases", "driveway-patio-construction",
  "site-preparation-clearance", "utility-connections-trenching", "landscaping-earth-moving", "groundwork-building-regs",
  "foundation-drainage-work", "deep-foundation-excavation", "concrete-foundation-pouring", "drainage-system-installation",
  "waterproofing-solutions", "french-drain-construction", "soakaway-installation", "ground-preparation-work",
  "building-regulation-compliance",
  "foundation-waterproofing-systems", "membrane-installation", "liquid-waterproofing-applications",
  "damp-proof-course-installation", "tanking-basement-protection", "cavity-drain-systems", "injection-waterproofing",
  "long-term-protection-guarantees",
  "type-a-barrier-protection", "type-b-structural-waterproofing", "type-c-drained-protection",
  "cementitious-tanking-systems", "membrane-tanking-installation", "multi-layer-protection-systems",
  "basement-conversion-preparation", "british-standard-compliance",
];

const building = [
  "general-building", "refurbishment-services", "new-builds", "roofing-services", "home-extensions",
  "kitchen-extensions", "conservatory-construction", "loft-conversions", "basement-conversions",
  "brickwork", "brickwork-services", "repointing", "external-rendering", "chimney-repairs", "garden-walls",
  "garden-wall-construction", "retaining-wall-building", "boundary-wall-installation", "decorative-garden-features",
  "mortar-pointing-services", "wall-repairs-restoration", "planning-permission-assistance",
  "carpentry-joinery", "bespoke-joinery", "period-property-restoration", "architectural-joinery",
  "building-regulations-compliance", "energy-efficiency-restoration", "historic-preservation-services",
  "original-character-restoration", "london",
];

const windows = [
  "door-window-fitting", "sash-window-renovation", "custom-door-window-solutions", "specialist-glazing",
  "traditional-sash-restoration", "window-installation-replacement", "acoustic-glazing-solutions",
  "original-timber-preservation",
  "new-window-installation", "frame-repair-restoration", "energy-efficiency-upgrades", "custom-window-solutions",
  "window-replacement-services", "window-seal-replacement",
  "bifold-sliding-doors", "upvc-timber-composite-doors", "security-locks-hardware",
  "leaded-light-glazing", "stained-glass-installation", "security-glazing-options", "energy-efficient-glass",
  "fire-rated-glass-systems", "decorative-glass-panels", "glass-restoration-services",
  "sound-reduction-glazing", "acoustic-laminated-glass", "traffic-noise-reduction", "airport-noise-solutions",
  "double-asymmetric-glazing", "sound-insulation-ratings", "cavity-optimization", "acoustic-performance-testing",
  "conservation-area-compliance",
  "victorian-georgian-expertise", "authentic-paint-finishes", "traditional-putty-glazing",
  "historic-glazing-bar-restoration", "period-accurate-joinery-techniques", "conservation-standards-compliance",
  "wood-condition-assessment", "moisture-management", "preventive-preservation", "rot-decay-treatment",
  "wood-strengthening", "timber-consolidation",
  "bespoke-door-design", "custom-window-configurations", "made-to-measure-installations",
  "heritage-building-compliance",
  "design-consultation", "sash-double-glazing-upgrade", "sash-draught-proofing", "long-term-protection",
  "sash-cord-pulley-renewal", "sash-paint-restoration", "heritage-building-expertise",
  "expert-craftsmanship-services", "hand-forged-hardware-matching", "insect-damage-repair",
  "period-appropriate-hardware", "double-triple-glazed-windows", "door-frame-repairs", "internal-external-door-hanging",
  "listed-building-conservation",
];

const plumbingElectrical = [
  "plumbing-electrical", "plumbing-services", "electrical-services", "bathroom-installations",
  "central-heating-services", "boiler-installation-repair", "pipe-work-drainage", "emergency-plumbing-repairs",
  "water-system-upgrades", "full-house-rewiring", "consumer-unit-upgrades", "electrical-installations",
  "led-lighting-systems", "socket-switch-installation", "electrical-safety-testing",
];

const interior = [
  "interior-renovation", "plastering", "plastering-services", "tiling-services", "kitchen-fitting",
  "interior-design-london", "flooring", "flooring-services",
  "flooring/laminate-installation", "flooring/laminate-flooring-installation", "flooring/hardwood-engineered",
  "flooring/luxury-vinyl-lvt", "flooring/carpet-fitting-underlay", "flooring/floor-preparation-leveling",
  "flooring/skirting-boards-trims", "flooring/underfloor-heating", "flooring/underfloor-heating-compatibility",
  "flooring/commercial-residential", "flooring/commercial-residential-flooring",
  "interior-painting-decorating",
  ...[
    "interior-wall-ceiling-painting", "professional-decorating-services", "wallpaper-hanging-removal",
    "feature-walls-accent-colors", "period-property-restoration", "commercial-interior-decoration",
    "color-consultation-services", "surface-preparation-priming",
  ].map((s) => `interior-painting-decorating/${s}`),
];

const localSearch = [
  "general-builders-near-me", "builders-near-me", "building-contractors-near-me", "general-builders-london",
  "landmark-builders", "postcodes/w1", "postcodes/sw1",
];

export const landingRoutes = [
  "london-building-contractors", "building-contractors-london", "london-builders", "local-builders-london",
  "home-extensions-london", "loft-conversions-london", "kitchen-extensions-london", "basement-conversions-london",
  "bathroom-renovations-london", "roofing-services-london", "electrical-services-london", "plumbing-services-london",
  "property-renovations-london", "property-maintenance-london", "extension-builders-london",
  "conversion-specialists-london", "construction-services-london", "brickwork-services-london",
  "carpentry-services-london", "plastering-services-london", "tiling-services-london", "landscaping-services-london",
  "groundwork-services-london", "drainage-services-london", "waterproofing-services-london", "structural-work-london",
  "painting-decorating-london", "flooring-services-london", "demolition-services-london", "scaffolding-services-london",
  "interior-design-london", "insulation-services-london", "hvac-services-london", "window-installation-london",
  "concrete-services-london", "wellington-services-london", "glazing-services-london",
  "refurbishment-services-london", "commercial-building-services-london", "building-consultancy-london",
  "emergency-building-services-london", "emergency-building-repairs-london", "period-property-specialists-london",
  "sustainable-building-services-london", "listed-building-restoration-london", "fire-damage-restoration-london",
  "building-services-london", "home-renovation-london", "building-repair-costs-london",
  "how-to-choose-building-contractor-london", "london-building-regulations-guide", "building-contractor-insurance-london",
  "small-building-projects-london", "best-builders-london-reviews", "london-construction-costs-2024",
  "building-project-timeline-london", "building-regulation-compliance", "design-consultation",
];

export const specRoutes: string[] = [
  ...new Set([
    ...core,
    ...roofingGroundwork,
    ...building,
    ...windows,
    ...plumbingElectrical,
    ...interior,
    "areas",
    ...[...areas, ...extraAreas].map((a) => `areas/${a}`),
    ...localSearch,
    ...landingRoutes,
  ]),
];
