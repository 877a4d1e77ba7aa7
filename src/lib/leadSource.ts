/** Where a quote request came from, read in the browser when the form starts. */
import { emptySource, type LeadSource } from "./leadRequest";

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
