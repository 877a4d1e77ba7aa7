/**
 * The owner's inbox as a browser shows it, served by `wrangler dev` as
 * `npm start` runs it (opened on loopback): its pages run no script, even with
 * markup stored in a lead, and pass axe at phone and laptop widths in both
 * themes; "How we're doing" too; and a tap on Call, WhatsApp or E-mail
 * hands off to tel:, wa.me or mailto: under the inbox's own policy, recording
 * an attempt and not a contact, while opening the lead records it seen; then
 * "How did it go?"'s Message sent records the first contact. What it lists, finds, changes, exports and erases, and who
 * may open it, is tested in workerd (tests/worker/api/inbox.test.ts,
 * firstContact.test.ts, stats.test.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { axeInBothThemes } from "../e2e/support/axe";
import { useBrowserWorker } from "./support/browserWorker";
import { leadBody, postLead, visitorPhone } from "./support/leads";
import { smallTargets } from "./support/targets";
import inboxCopy from "../../worker/inbox/copy.json";

const { worker, newContext } = useBrowserWorker();

describe("the inbox, opened on loopback as npm start does", () => {
  let reference = "";
  const hostile = "<img src=x onerror=alert(1)>";

  beforeAll(async () => {
    const body = leadBody({ firstName: hostile, lastName: '=HYPERLINK("http://evil.example")' });
    reference = ((await (await postLead(worker, body)).json()) as { reference: string }).reference;
  });

  it("runs no script, and passes axe at 390 and 1366 px in light and dark", async () => {
    for (const width of [390, 1366]) {
      // axe is injected as a script, which the inbox's policy (rightly) blocks: the check bypasses it.
      const context = await newContext({ viewport: { width, height: 844 }, bypassCSP: true });
      const page = await context.newPage();
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      for (const path of ["/admin/leads", `/admin/leads/${reference}`, "/admin/leads/stats"]) {
        await page.goto(worker.baseUrl + path);
        expect(await page.evaluate(() => document.scripts.length), path).toBe(0);
        expect(await axeInBothThemes(page), `${path} ${width}`).toEqual({ light: [], dark: [] });
        if (width === 390) expect(await smallTargets(page), path).toEqual([]);
      }
      expect(dialogs).toBe(0);
      await context.close();
    }
  });

  it("hands off from Call, WhatsApp and E-mail under the inbox's policy, recording seen and attempts, then Message sent the contact", async () => {
    const body = leadBody({ phone: visitorPhone.typed, email: "sam@example.com" });
    const fresh = ((await (await postLead(worker, body)).json()) as { reference: string }).reference;
    const context = await newContext();
    const refused: string[] = [];
    // Chromium checks a form's redirect against form-action: were a hand-off not allowed, no request would leave.
    const handOffs = [
      ["Call", /^tel:/, visitorPhone.tel],
      ["WhatsApp", /^https:\/\/wa\.me\//, visitorPhone.whatsapp],
      ["E-mail", /^mailto:/, "mailto:sam@example.com"],
    ] as const;
    for (const [button, pattern, start] of handOffs) {
      const page = await context.newPage();
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(`${worker.baseUrl}/admin/leads/${fresh}`);
      const [handOff] = await Promise.all([
        page.waitForRequest(pattern, { timeout: 10_000 }),
        page.getByRole("button", { name: new RegExp(`^${button}`) }).click(),
      ]);
      expect(handOff.url().startsWith(start), handOff.url()).toBe(true);
      if (button !== "Call") expect(decodeURIComponent(handOff.url())).toContain(fresh);
      await page.close();
    }
    expect(refused).toEqual([]);
    const lead = () =>
      worker.query<{ seen_at: string | null; first_contact_channel: string | null }>(
        "SELECT seen_at, first_contact_channel FROM leads WHERE reference = ?",
        fresh,
      )[0];
    expect(lead()?.seen_at).toMatch(/Z$/);
    // A tap is an attempt: three of them, and no contact yet.
    expect(lead()?.first_contact_channel).toBeNull();
    const taps = worker.query<{ channel: string }>(
      "SELECT channel FROM contact_events JOIN leads ON leads.id = lead_id WHERE reference = ? AND kind = 'tap' ORDER BY contact_events.id",
      fresh,
    );
    expect(taps.map((t) => t.channel)).toEqual(["call", "whatsapp", "email"]);
    // The owner comes back and says how it went: the last attempt was the e-mail.
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/admin/leads/${fresh}`);
    await page.getByRole("button", { name: inboxCopy.outcomes.messageSent, exact: true }).click();
    await page.waitForURL(/\?saved=messageSent$/);
    expect(lead()?.first_contact_channel).toBe("email");
    await context.close();
  });
});
