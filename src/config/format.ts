/**
 * How the site writes money and durations: one wording for the pages' `{token}`s,
 * the home page's figures and the cost estimator. Pure and free of data, so the
 * estimator's island can import it without the content files.
 */

/** A low-high range, e.g. of pounds or weeks. */
export interface Range {
  min: number;
  max: number;
}

/** `£15,000`. */
export const formatPounds = (n: number) => `£${n.toLocaleString("en-GB")}`;

/** `£15,000-£30,000`, or `£60,000` for a starting figure. */
export const formatCost = (r: { min: number; max?: number | undefined }) =>
  r.max === undefined ? formatPounds(r.min) : `${formatPounds(r.min)}-${formatPounds(r.max)}`;

/** `8 to 12 weeks`, `about 3 weeks`, or `a week or less`: the plain words the copy uses. */
export const formatWeeks = ({ min, max }: Range) =>
  max === 1 ? "a week or less" : min === max ? `about ${min} weeks` : `${min} to ${max} weeks`;

/** Reads a duration as `formatWeeks` writes it (or `8-12 weeks`, as the specification does). */
export function parseWeeks(text: string): Range | undefined {
  const match = /^(\d+)(?:-| to )(\d+) weeks$/.exec(text.trim());
  return match ? { min: Number(match[1]), max: Number(match[2]) } : undefined;
}

/** The text with each `{name}` replaced by its value; an unknown name stays as written. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
