/** The e-mail template's parameters (spec section 3), shared by the browser send and the lead API. */
import { fullName } from "./fullName";
import type { QuoteRequest } from "./quoteSchema";
import { formatVisitTimes } from "./visitTimes";

/** What `visit_times` says when the visitor chose no time. */
export const noVisitPreference = "No preference";

/** EmailJS template parameters (spec section 3). */
export interface QuoteTemplateParams extends Record<string, string> {
  from_name: string;
  from_email: string;
  phone: string;
  project_type: string;
  message: string;
  to_name: string;
  /** Preferred site-visit times in words ("Tue 1 Dec morning, Wed 2 Dec afternoon"), or "No preference". */
  visit_times: string;
}

/** Maps the form's values to the e-mail template's parameters; no visit times reads as no preference. */
export function toTemplateParams(
  request: Omit<QuoteRequest, "visitTimes"> & { visitTimes?: readonly string[] },
  companyName: string,
): QuoteTemplateParams {
  return {
    from_name: fullName(request),
    from_email: request.email.trim(),
    phone: request.phone.trim(),
    project_type: request.projectType,
    message: request.projectDetails.trim(),
    to_name: companyName,
    visit_times: formatVisitTimes(request.visitTimes ?? []) || noVisitPreference,
  };
}
