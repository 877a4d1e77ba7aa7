/**
 * A request the homeowner withdrew looks so in the owner's app (issue 48, section 3): "Withdrawn" in the
 * list and its filter, a banner on its page, and no Call, WhatsApp, E-mail or visit buttons, since the
 * homeowner was told "we will not contact you"; the routes behind those buttons refuse it too.
 */
import { describe, expect, it } from "vitest";
import inboxCopy from "../../../worker/inbox/copy.json";
import visitsCopy from "../../../worker/visits/copy.json";
import { leadBody, postLead } from "../support/leads";
import { words } from "../support/pageWords";
import { api, postForm, query, stubEmailJs } from "./support/worker";

stubEmailJs();

const text = async (path: string) => (await api.request(path)).text();

async function withdrawnRequest() {
  const answer = await (await postLead(api, leadBody())).json<{ reference: string; requestPath: string }>();
  expect((await postForm(`${answer.requestPath}/withdraw`, { confirm: "yes" })).status).toBe(303);
  return answer;
}

describe("a withdrawn request in the owner's app", () => {
  it("reads Withdrawn in the list, and only the Withdrawn filter finds it", async () => {
    const { reference } = await withdrawnRequest();
    const list = await text("/admin/leads");
    const row = list.slice(list.indexOf(`<span class="ref">${reference}</span>`));
    expect(words(row.slice(0, row.indexOf("</li>")))).toContain(inboxCopy.withdrawn);
    expect(await text("/admin/leads?status=withdrawn")).toContain(reference);
    expect(await text("/admin/leads?status=new")).not.toContain(reference);
  });

  it("has a banner on its page, and no contact or visit buttons", async () => {
    const { reference } = await withdrawnRequest();
    const page = await text(`/admin/leads/${reference}`);
    expect(words(page)).toContain(inboxCopy.withdrawnBanner.split("{date}")[0]?.trim());
    expect(page).not.toContain(`action="/admin/leads/${reference}/contact"`);
    expect(page).not.toContain(`action="/admin/leads/${reference}/visits"`);
    expect(page).not.toContain(`action="/admin/leads/${reference}/link"`);
    expect(words(page)).toContain(visitsCopy.owner.withdrawn);
  });

  it("refuses a contact, a visit and the link from the routes behind those buttons, recording nothing", async () => {
    const { reference } = await withdrawnRequest();
    expect((await postForm(`/admin/leads/${reference}/contact`, { channel: "call" })).status).toBe(409);
    expect((await postForm(`/admin/leads/${reference}/link`)).status).toBe(409);
    expect((await postForm(`/admin/leads/${reference}/visits`, { date1: "2099-01-05", part1: "am" })).status).toBe(409);
    const [lead] = await query<{ first_contact_at: string | null }>(
      "SELECT first_contact_at FROM leads WHERE reference = ?",
      reference,
    );
    expect(lead?.first_contact_at).toBeNull();
    expect(
      await query("SELECT * FROM visit_slots JOIN leads ON leads.id = lead_id WHERE reference = ?", reference),
    ).toEqual([]);
  });
});
