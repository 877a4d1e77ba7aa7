/**
 * The hourly digest: above the ceiling on single e-mails (alerts/ceiling.ts), the
 * hour's further leads are told to the owner in one e-mail through the same
 * template, one line a lead with a link to it in the inbox. Its wording is in
 * the alerts. copy (copy.json, `digest`).
 */
import { site } from "../../src/config/site";
import { alertsCopy } from "./copy";
import { inboxUrl } from "./inboxUrl";
import { fromRow, type Lead } from "../leads/row";
import { fullName } from "../../src/lib/fullName";

const line = (lead: Lead) => {
  const { request } = fromRow(lead);
  return [lead.reference, fullName(request), request.projectType, request.phone, inboxUrl(lead.reference)].join(" · ");
};

/** The template's parameters for a digest of these leads, which brought `photos` photos in all. */
export function digestParams(leads: readonly Lead[], photos: number): Record<string, string> {
  const n = String(leads.length);
  return {
    from_name: alertsCopy.digest.fromName.replace("{n}", n),
    from_email: "",
    phone: "",
    project_type: alertsCopy.digest.projectType,
    message: [alertsCopy.digest.intro.replace("{n}", n), "", ...leads.map(line)].join("\n"),
    to_name: site.name,
    visit_times: "",
    reference: leads.map((lead) => lead.reference).join(", "),
    page: "",
    estimate: "",
    photos: String(photos),
    inbox_url: inboxUrl(),
  };
}
