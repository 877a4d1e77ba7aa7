/**
 * The hourly digest: above the ceiling on single e-mails (notifyCeiling.ts), the
 * hour's further leads are told to the owner in one e-mail through the same
 * template, one line a lead with a link to it in the inbox. Its wording is in
 * the inbox's copy (worker/inbox/copy.json, `digest`).
 */
import { site } from "../../src/config/site";
import { inboxCopy } from "../inbox/copy";
import { inboxUrl } from "./inboxUrl";
import type { Lead } from "./leads";

type DigestLead = Pick<Lead, "reference" | "first_name" | "last_name" | "phone" | "project_type">;

const line = (lead: DigestLead) =>
  [
    lead.reference,
    `${lead.first_name} ${lead.last_name}`,
    lead.project_type,
    lead.phone,
    inboxUrl(lead.reference),
  ].join(" · ");

/** The template's parameters for a digest of these leads, which brought `photos` photos in all. */
export function digestParams(leads: readonly DigestLead[], photos: number): Record<string, string> {
  const n = String(leads.length);
  return {
    from_name: inboxCopy.digest.fromName.replace("{n}", n),
    from_email: "",
    phone: "",
    project_type: inboxCopy.digest.projectType,
    message: [inboxCopy.digest.intro.replace("{n}", n), "", ...leads.map(line)].join("\n"),
    to_name: site.name,
    visit_times: "",
    reference: leads.map((lead) => lead.reference).join(", "),
    page: "",
    estimate: "",
    photos: String(photos),
    inbox_url: inboxUrl(),
  };
}
