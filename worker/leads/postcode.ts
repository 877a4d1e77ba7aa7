/** A UK postcode written in the request, if there is one (the inbox's list and the alerts show it). */
export function postcodeIn(text: string): string {
  return /\b([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})\b/i.exec(text)?.slice(1, 3).join(" ").toUpperCase() ?? "";
}

/** The postcode district (the outward code, e.g. SW4) of a postcode written in the details, or ''. */
export const postcodeDistrict = (details: string) => postcodeIn(details).split(" ")[0] ?? "";
