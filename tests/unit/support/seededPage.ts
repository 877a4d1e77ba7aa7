/** A content page seeded with one mistake, as the content audit reads it: the copy rules' tests share it. */
import type { AuditEntry } from "../../../scripts/lib/contentAudit";

export const seededPage = (body: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  route: "guides/seeded-page",
  title: "A seeded test page",
  description: "A page seeded with one mistake for the test.",
  prose: [],
  body,
  links: [],
  short: true,
  ...extra,
});
