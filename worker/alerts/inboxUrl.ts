/** Links from the owner's e-mails into the inbox, on the site's configured address (business.json `url`). */
import { site } from "../../src/config/site";

/** The inbox's list, or one lead's page in it. */
export const inboxUrl = (reference?: string) =>
  new URL(reference ? `/admin/leads/${reference}` : "/admin/leads", site.url).href;
