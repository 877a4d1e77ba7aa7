/** Links from the owner's e-mails into the inbox, on the site's configured address (business.json `url`). */
import { site } from "../../src/config/site";

/** The inbox's list, or one lead's page in it, with the `seen` token that lets its opening count (leads/firstContact.ts). */
export function inboxUrl(reference?: string, seen?: string): string {
  const url = new URL(reference ? `/admin/leads/${reference}` : "/admin/leads", site.url);
  if (reference && seen) url.searchParams.set("seen", seen);
  return url.href;
}
