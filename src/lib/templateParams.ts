/** The e-mail template's parameters (spec section 3), shared by the browser send and the lead API. */
import type { QuoteRequest } from "./quoteSchema";

/** EmailJS template parameters (spec section 3). */
export interface QuoteTemplateParams extends Record<string, string> {
  from_name: string;
  from_email: string;
  phone: string;
  project_type: string;
  message: string;
  to_name: string;
}

/** Maps the form's values to the e-mail template's parameters. */
export function toTemplateParams(request: QuoteRequest, companyName: string): QuoteTemplateParams {
  return {
    from_name: `${request.firstName.trim()} ${request.lastName.trim()}`,
    from_email: request.email.trim(),
    phone: request.phone.trim(),
    project_type: request.projectType,
    message: request.projectDetails.trim(),
    to_name: companyName,
  };
}
