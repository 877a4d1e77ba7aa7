/** Where a quote request came from: its fields and their limits, read in the browser when the form starts. */

/** Where a lead came from, as the form saw it. */
export interface LeadSource {
  /** The page the form was on, e.g. `/contact`; anything but a path on this site is dropped. */
  page: string;
  /** The host name of the page the visitor came from, if another site; anything else is dropped. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  /** The cost estimator's summary, when the visitor brought one. */
  estimate: string;
}

export const emptySource: LeadSource = {
  page: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  estimate: "",
};

export const sourceLimits: Record<keyof LeadSource, number> = {
  page: 200,
  referrer: 253,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
  estimate: 600,
};

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
