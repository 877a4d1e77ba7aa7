/** Where a quote request came from: its fields and their limits, read in the browser when the form starts. */

/** Where a lead came from, as the form saw it: each field with the longest value the API keeps. */
export const sourceLimits = {
  /** The page the form was on, e.g. `/contact`; anything but a path on this site is dropped. */
  page: 200,
  /** The host name of the page the visitor came from, if another site; anything else is dropped. */
  referrer: 253,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
  /** The cost estimator's summary, when the visitor brought one. */
  estimate: 600,
} as const;

export type LeadSource = Record<keyof typeof sourceLimits, string>;

export const emptySource = Object.fromEntries(Object.keys(sourceLimits).map((key) => [key, ""])) as LeadSource;

const utmKeys = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/** The page, the referring host when it is another site, the UTM parameters, and an estimate brought along. */
export function leadSourceFrom(
  page: { pathname: string; search: string; hostname: string },
  referrer: string,
  estimate = "",
): LeadSource {
  const query = new URLSearchParams(page.search);
  let referrerHost = "";
  try {
    referrerHost = referrer ? new URL(referrer).hostname : "";
  } catch {
    // Not a URL: leave it out.
  }
  return {
    ...emptySource,
    page: page.pathname,
    referrer: referrerHost === page.hostname ? "" : referrerHost,
    ...Object.fromEntries(Object.entries(utmKeys).map(([key, name]) => [key, query.get(name) ?? ""])),
    estimate,
  };
}
