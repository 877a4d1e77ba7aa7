/**
 * Indicative prices quoted in page copy. They are not the business's fixed
 * figures (those are in site.ts) but typical ranges before a survey: the owner
 * corrects them here and every page that mentions one follows. Copy uses them
 * as `{token}` placeholders, e.g. `{sashOverhaulCost}`.
 */
export const indicativePrices = {} as const satisfies Record<string, string>;
