/**
 * The site-wide hourly ceiling on e-mails to the owner, in workerd: above it,
 * leads are still stored and answered, but the owner gets one digest e-mail
 * for the hour, sent by the first scheduled run after the hour, instead of one
 * e-mail each. The run's clock is its scheduled time (the test sets it).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../../src/config/site";
import inboxCopy from "../../../worker/inbox/copy.json";
import alertsCopy from "../../../worker/alerts/copy.json";
import { leadBody, postLead } from "../support/leads";
import { api, query, scheduled, storedSubmission, stubEmailJs, withVars } from "./support/worker";

const emailjs = stubEmailJs();
beforeEach(() => emailjs.reset());

const ceiling = 2;
const capped = withVars({ NOTIFY_HOURLY_CEILING: String(ceiling) });
const hourMs = 3_600_000;

interface Row {
  reference: string;
  notify_status: string;
  notify_digest_hour: number | null;
}
const rowsOf = (references: readonly string[]) =>
  query<Row>(
    `SELECT reference, notify_status, notify_digest_hour FROM leads WHERE reference IN (${references.map(() => "?").join(", ")}) ORDER BY id`,
    ...references,
  );

describe("above the hourly ceiling", () => {
  it("stores every lead, e-mails the first ones singly, and the rest in one digest after the hour", async () => {
    const references: string[] = [];
    for (let i = 0; i < ceiling + 3; i++) {
      const response = await postLead(capped, leadBody({ firstName: `Visitor${i}` }));
      expect(response.status).toBe(201);
      references.push((await response.json<{ reference: string }>()).reference);
    }
    // Each request's own send ran before its answer was awaited out (withVars waits for it).
    const singles = references.slice(0, ceiling);
    const waiting = references.slice(ceiling);
    expect(emailjs.sent.map((s) => s.body.template_params["reference"])).toEqual(singles);
    const rows = await rowsOf(references);
    expect(rows.map((r) => r.notify_status)).toEqual([...singles.map(() => "sent"), ...waiting.map(() => "pending")]);
    const hour = rows[ceiling]?.notify_digest_hour ?? 0;
    expect(hour).toBeGreaterThan(0);
    expect(rows.slice(ceiling).every((r) => r.notify_digest_hour === hour)).toBe(true);

    // The inbox says so.
    const page = await (await api.request(`/admin/leads/${waiting[0]}`)).text();
    expect(page).toContain(inboxCopy.notifyDigest);

    // Within the hour nothing more is sent, however often the schedule runs.
    await scheduled((hour + 1) * hourMs - 1000, { NOTIFY_HOURLY_CEILING: String(ceiling) });
    expect(emailjs.sent).toHaveLength(ceiling);

    // The first run after the hour sends one digest naming every waiting lead.
    await scheduled((hour + 1) * hourMs + 1000, { NOTIFY_HOURLY_CEILING: String(ceiling) });
    expect(emailjs.sent).toHaveLength(ceiling + 1);
    const digest = emailjs.sent.at(-1)?.body.template_params ?? {};
    expect(digest["reference"]).toBe(waiting.join(", "));
    expect(digest["from_name"]).toBe(alertsCopy.digest.fromName.replace("{n}", String(waiting.length)));
    expect(digest["inbox_url"]).toBe(new URL("/admin/leads", site.url).href);
    for (const reference of waiting) {
      expect(digest["message"]).toContain(new URL(`/admin/leads/${reference}`, site.url).href);
    }
    expect((await rowsOf(waiting)).map((r) => r.notify_status)).toEqual(waiting.map(() => "sent"));

    // Sent once: a later run sends nothing more.
    await scheduled((hour + 1) * hourMs + 600_000, { NOTIFY_HOURLY_CEILING: String(ceiling) });
    expect(emailjs.sent).toHaveLength(ceiling + 1);
  });

  it("retries a digest that failed, as one e-mail again", async () => {
    const [first] = await query<{ n: number }>("SELECT max(notify_digest_hour) AS n FROM leads");
    const hour = (first?.n ?? 0) + 5;
    // A lead of a later, capped hour, waiting for its digest.
    const body = leadBody();
    await postLead(api, body);
    await vi.waitFor(async () =>
      expect(
        (
          await query<Row>(
            "SELECT notify_status FROM leads WHERE submission_id = ?",
            await storedSubmission(body.submissionId),
          )
        )[0]?.notify_status,
      ).toBe("sent"),
    );
    await query(
      "UPDATE leads SET notify_status = 'pending', notify_digest_hour = ?, notify_next_at = ? WHERE submission_id = ?",
      hour,
      (hour + 1) * hourMs,
      await storedSubmission(body.submissionId),
    );
    emailjs.reset();
    emailjs.answerWith(500);
    await scheduled((hour + 1) * hourMs + 1000);
    expect(emailjs.sent).toHaveLength(1);
    emailjs.answerWith(200);
    await scheduled((hour + 2) * hourMs);
    expect(emailjs.sent.filter((s) => s.answered === 200)).toHaveLength(1);
    expect(
      (
        await query<Row>(
          "SELECT notify_status FROM leads WHERE submission_id = ?",
          await storedSubmission(body.submissionId),
        )
      )[0]?.notify_status,
    ).toBe("sent");
  });
});
