/**
 * Preferred site-visit times at the lead API, in workerd: a request with two
 * half-days is stored with them, and the owner's inbox, exports and e-mail show
 * them in words. Values the form could not have offered are refused field by
 * field in tests/unit/leadRequest.test.ts; here, that the refusal reaches the
 * answer. The form itself is tested in Chromium (tests/worker/visitTimes.test.ts).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { noVisitPreference } from "../../../src/lib/templateParams";
import { formatVisitTimes, visitSlots, visitTimesMessage } from "../../../src/lib/visitTimes";
import inboxCopy from "../../../worker/inbox/copy.json";
import { leadBody, postLead } from "../support/leads";
import { api, leadCount, query, stubEmailJs } from "./support/worker";

const emailjs = stubEmailJs();
beforeEach(() => emailjs.reset());

const leadByReference = async (reference: string) =>
  (await query<Record<string, string | number>>("SELECT * FROM leads WHERE reference = ?", reference))[0];

/** The template parameters of the e-mail sent for this reference, once it has gone. */
async function sentParams(reference: string): Promise<Record<string, string>> {
  return vi.waitFor(
    () => {
      const params = emailjs.sentFor(reference)[0]?.body.template_params;
      if (!params) throw new Error(`No e-mail yet for ${reference}`);
      return params;
    },
    { timeout: 10_000 },
  );
}

describe("visit times at the lead API", () => {
  it("stores two chosen half-days and shows them in words in the inbox, the exports and the owner's e-mail", async () => {
    const slots = visitSlots(new Date());
    const chosen = [slots[3] ?? "", slots[0] ?? ""];
    const response = await postLead(api, leadBody({ visitTimes: chosen }));
    expect(response.status).toBe(201);
    const { reference } = await response.json<{ reference: string }>();
    const inOrder = [...chosen].sort();
    const words = formatVisitTimes(inOrder);
    expect(words).toMatch(/\w{3} \d{1,2} \w{3} (morning|afternoon), /);

    expect((await leadByReference(reference))?.["visit_times"]).toBe(inOrder.join(","));
    expect((await sentParams(reference))["visit_times"]).toBe(words);

    const page = await (await api.request(`/admin/leads/${reference}`)).text();
    expect(page).toContain(inboxCopy.visitTimes);
    expect(page).toContain(words);
    const csv = await (await api.request(`/admin/leads/export.csv?q=${reference}`)).text();
    expect(csv.split("\r\n")[0]).toContain("visit_times");
    expect(csv).toContain(`"${inOrder.join(",")}"`);
    const json = await (await api.request(`/admin/leads/${reference}/export.json`)).json<Record<string, unknown>>();
    expect(json["visit_times"]).toBe(inOrder.join(","));
  });

  it("says there is no preference when none was chosen", async () => {
    const response = await postLead(api, leadBody());
    const { reference } = await response.json<{ reference: string }>();
    expect((await leadByReference(reference))?.["visit_times"]).toBe("");
    expect((await sentParams(reference))["visit_times"]).toBe(noVisitPreference);
    const page = await (await api.request(`/admin/leads/${reference}`)).text();
    expect(page).toContain(inboxCopy.noVisitTimes);
  });

  it("refuses a time the form could not have offered with 400, a message for the field, and stores nothing", async () => {
    const before = await leadCount();
    const response = await postLead(api, leadBody({ visitTimes: ["2020-01-06:am"] }));
    expect(response.status).toBe(400);
    const { errors } = await response.json<{ errors: Record<string, string> }>();
    expect(errors).toEqual({ visitTimes: visitTimesMessage });
    expect(await leadCount()).toBe(before);
  });
});
