/**
 * Written quotes in workerd (issue 49): the owner writes and sends a quote; the homeowner's page shows it
 * only once the owner says it went; the first view by a browser's navigation is told to the owner, a link
 * preview's fetch is not; acceptance records the version, its SHA-256, the options, the name, the time, the
 * early-start choice and the browser; two acceptances at once give one; an accepted version cannot be
 * edited; an expired quote cannot be accepted and is extended as a new version; the homeowner cancels by
 * the last day and not after; the owner records a cancellation made by phone; a quote is refused while
 * the business's address is missing, and a draft's problems are named against their fields.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fillText } from "../../../src/config/format";
import { londonIsoDate } from "../../../src/lib/londonTime";
import { depositPence, formatPence, quoteTotals } from "../../../src/lib/quoteMoney";
import { quoteReadiness } from "../../../src/lib/quoteReadiness";
import quotesCopy from "../../../worker/quotes/copy.json";
import { dayWords } from "../../../worker/html/dates";
import { addDays, lastDayToCancel } from "../../../worker/quotes/state";
import { testQuoteBusiness } from "../support/quoteBusiness";
import { words } from "../support/pageWords";
import {
  accept,
  acceptances,
  navigate,
  newRequest,
  postTo,
  preview,
  quoteForm,
  sendQuote,
  sentQuote,
  testMoneyLines,
} from "./support/quotes";
import { api, query, stubEmailJs } from "./support/worker";

// The new requests' e-mails to the owner go to a stand-in.
stubEmailJs();

const owner = quotesCopy.owner;
const homeowner = quotesCopy.homeowner;
const today = () => londonIsoDate(new Date());

const page = async (path: string) => words(await (await api.request(path)).text());
const versions = (reference: string) =>
  query<{ version: number; sent_at: string | null; snapshot: string; sha256: string }>(
    "SELECT v.* FROM quote_versions AS v JOIN quotes ON quotes.id = v.quote_id JOIN leads ON leads.id = quotes.lead_id WHERE reference = ? ORDER BY version",
    reference,
  );
const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

describe("writing and sending a quote", () => {
  it("shows the homeowner the quote only once the owner says it went, with the total including VAT", async () => {
    const request = await newRequest();
    const made = await postTo(`/admin/leads/${request.reference}/quote`, quoteForm());
    expect(made.headers.get("Location")).toBe(`/admin/leads/${request.reference}/quote/send`);
    const required = quoteTotals(testMoneyLines);
    // Made, not yet sent: the page has no quote.
    expect(await page(request.requestPath)).not.toContain(homeowner.acceptButton);
    const sendStep = words(await (await api.request(`/admin/leads/${request.reference}/quote/send`)).text());
    expect(sendStep).toContain(fillText(owner.sendTitle, { version: 1 }));
    await postTo(`/admin/leads/${request.reference}/quote/sent`, { version: "1", by: "download" });
    const shown = await page(request.requestPath);
    expect(shown).toContain(`${homeowner.total} ${formatPence(required.grossPence)}`);
    expect(shown).toContain(
      fillText(homeowner.deposit, {
        amount: formatPence(depositPence({ kind: "percent", percent: "10" }, required.grossPence)),
      }),
    );
    const [row] = await query<{ status: string }>("SELECT status FROM leads WHERE reference = ?", request.reference);
    expect(row?.status).toBe("quoted");
    const [version] = await versions(request.reference);
    expect(version?.sha256).toBe(await sha256(version?.snapshot ?? ""));
    const snapshot = JSON.parse(version?.snapshot ?? "{}") as { trader: { address: string[] } };
    expect(snapshot.trader.address).toContain(testQuoteBusiness.address.streetAddress);
  });

  it("saves the draft as it is written (the editor's script), and shows it when the editor opens again", async () => {
    const request = await newRequest();
    const answer = await postTo(
      `/admin/leads/${request.reference}/quote`,
      { ...quoteForm({ action: "autosave", summary: "Half-written summary" }) },
      undefined,
      { Accept: "application/json" },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true });
    expect(await versions(request.reference)).toEqual([]);
    expect(await (await api.request(`/admin/leads/${request.reference}/quote`)).text()).toContain(
      "Half-written summary",
    );
  });

  it("names each problem of the draft against its field and makes no version", async () => {
    const request = await newRequest();
    const answer = await postTo(
      `/admin/leads/${request.reference}/quote`,
      quoteForm({ unitPrice2: "twelve", startWindow: "" }),
    );
    expect(answer.status).toBe(400);
    const html = await answer.text();
    // Each message sits in the element its field names in aria-describedby.
    const errorOf = (name: string) => words(new RegExp(`id="${name}-error">([^<]*)<`).exec(html)?.[1] ?? "");
    expect(errorOf("unitPrice2")).toBe(quotesCopy.errors.unitPrice);
    expect(errorOf("startWindow")).toBe(quotesCopy.errors.startWindow);
    expect(html).toContain('aria-describedby="unitPrice2-error"');
    expect(await versions(request.reference)).toEqual([]);
    // What was typed is kept: the draft holds it.
    expect(html).toContain('value="twelve"');
  });

  it("refuses to send while the business's street address is missing, and says so", async () => {
    const request = await newRequest();
    const business = { ...testQuoteBusiness, address: { ...testQuoteBusiness.address, streetAddress: "" } };
    const answer = await postTo(`/admin/leads/${request.reference}/quote`, quoteForm(), {
      QUOTE_BUSINESS: JSON.stringify(business),
    });
    expect(answer.status).toBe(409);
    const missing = quoteReadiness(business as Parameters<typeof quoteReadiness>[0]).map((fact) => fact.fact);
    expect(missing.length).toBeGreaterThan(0);
    expect(words(await answer.text())).toContain(fillText(quotesCopy.errors.notReady, { facts: missing.join("; ") }));
    expect(await versions(request.reference)).toEqual([]);
  });
});

describe("the homeowner reads it", () => {
  it("tells the owner of the first view by a browser, not of a link preview", async () => {
    const request = await sentQuote();
    await preview(request.requestPath);
    const viewed = () =>
      query(
        "SELECT e.* FROM quote_events AS e JOIN quotes ON quotes.id = e.quote_id JOIN leads ON leads.id = quotes.lead_id WHERE reference = ? AND kind = 'viewed'",
        request.reference,
      );
    expect(await viewed()).toHaveLength(0);
    await navigate(request.requestPath);
    await navigate(request.requestPath);
    expect(await viewed()).toHaveLength(1);
    expect(await page(`/admin/leads/${request.reference}`)).toContain(owner.viewedAt.split("{at}")[0]?.trim() ?? "");
  });

  it("prices the options chosen into the total, keeping what was typed (Update the total, without the script)", async () => {
    const request = await sentQuote();
    const withOption = quoteTotals(testMoneyLines, new Set([2]));
    const answer = await postTo(`${request.requestPath}/quote/total`, { option: "2", fullName: "Łucja Nguyễn" });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(words(html)).toContain(`${homeowner.total} ${formatPence(withOption.grossPence)}`);
    expect(html).toContain('value="Łucja Nguyễn"');
    expect(await acceptances(request.reference)).toEqual([]);
  });
});

describe("acceptance", () => {
  it("records the version, its fingerprint, the options, the name, the time, early start and the browser", async () => {
    const request = await sentQuote();
    const answer = await accept(request, { option: "2", earlyStart: "on" });
    expect(answer.status).toBe(303);
    const [row] = await acceptances(request.reference);
    const [version] = await versions(request.reference);
    expect(row).toMatchObject({
      version: 1,
      sha256: version?.sha256,
      options: "[2]",
      gross_pence: quoteTotals(testMoneyLines, new Set([2])).grossPence,
      full_name: "Łucja Nguyễn",
      email: request.email,
      early_start: 1,
      user_agent: "Mozilla/5.0 (test phone)",
      cancel_by: lastDayToCancel(today()),
    });
    const [lead] = await query<{ status: string }>("SELECT status FROM leads WHERE reference = ?", request.reference);
    expect(lead?.status).toBe("won");
    const shown = await page(request.requestPath);
    expect(shown).toContain(homeowner.acceptedHeading);
    expect(shown).toContain(homeowner.cancelButton);
    // Both PDFs are made in workerd (their words are read in tests/unit/quotePdf.test.ts and the walk).
    for (const path of [
      `${request.requestPath}/quote.pdf`,
      `${request.requestPath}/confirmation.pdf`,
      `/admin/leads/${request.reference}/quote/v1.pdf`,
      `/admin/leads/${request.reference}/quote/confirmation.pdf`,
    ]) {
      const pdf = await api.request(path);
      expect(pdf.headers.get("Content-Type"), path).toBe("application/pdf");
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5)), path).toBe("%PDF-");
    }
  });

  it("refuses an e-mail other than the request's, with the message next to the field, and stores nothing", async () => {
    const request = await sentQuote();
    const answer = await accept(request, { email: "someone.else@example.com" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(new RegExp(`id="email-error">${homeowner.emailError}`));
    expect(await acceptances(request.reference)).toEqual([]);
  });

  it("gives one acceptance for two sent at once", async () => {
    const request = await sentQuote();
    const answers = await Promise.all([accept(request), accept(request, { option: "2" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    expect(await acceptances(request.reference)).toHaveLength(1);
  });

  it("never changes an accepted version: the draft and a new version are refused", async () => {
    const request = await sentQuote();
    await accept(request);
    const before = await versions(request.reference);
    const edit = await postTo(`/admin/leads/${request.reference}/quote`, quoteForm({ unitPrice1: "1" }));
    expect(edit.status).toBe(409);
    expect(words(await edit.text())).toContain(quotesCopy.errors.accepted);
    expect(await versions(request.reference)).toEqual(before);
  });

  it("refuses an expired quote; the owner extends it as a new version, which the page says changed", async () => {
    const request = await sentQuote();
    await navigate(request.requestPath);
    await env.DB.prepare(
      "UPDATE quote_versions SET expires_on = ? WHERE quote_id = (SELECT quotes.id FROM quotes JOIN leads ON leads.id = lead_id WHERE reference = ?)",
    )
      .bind(addDays(today(), -1), request.reference)
      .run();
    expect(await page(request.requestPath)).toContain(homeowner.expired.split("{date}")[0]?.trim() ?? "");
    expect((await accept(request)).status).toBe(409);
    expect(await acceptances(request.reference)).toEqual([]);
    expect((await postTo(`/admin/leads/${request.reference}/quote/extend`, {})).status).toBe(303);
    await sendQuote(request, {}, 2);
    const shown = await page(request.requestPath);
    expect(shown).toContain(fillText(homeowner.changed, { version: 2 }));
    expect((await accept(request, { version: "2" })).status).toBe(303);
  });
});

describe("cancellation", () => {
  it("cancels from the page within the period, once, and refuses after its last day", async () => {
    const request = await sentQuote();
    await accept(request);
    expect((await postTo(`${request.requestPath}/quote/cancel`, {})).status).toBe(303);
    const [row] = await acceptances(request.reference);
    expect(row).toMatchObject({ cancelled_via: "page" });
    expect(row?.["ended_at"]).toBe(row?.["cancelled_at"]);
    expect(await page(request.requestPath)).toContain(homeowner.cancelled.split("{at}")[0]?.trim() ?? "");
    expect((await postTo(`${request.requestPath}/quote/cancel`, {})).status).toBe(409);
    // The owner is offered the acknowledgement the law asks for, to the homeowner's own address.
    const leadPage = await (await api.request(`/admin/leads/${request.reference}`)).text();
    expect(words(leadPage)).toContain(owner.acknowledgeHeading);
    expect(leadPage).toContain(
      `href="mailto:${request.email}?subject=${encodeURIComponent(fillText(owner.acknowledgeSubject, { reference: request.reference }))}`,
    );

    const late = await sentQuote();
    await accept(late);
    await env.DB.prepare("UPDATE quote_acceptances SET cancel_by = ? WHERE reference = ?")
      .bind(addDays(today(), -1), late.reference)
      .run();
    expect((await postTo(`${late.requestPath}/quote/cancel`, {})).status).toBe(409);
    expect((await acceptances(late.reference))[0]?.["cancelled_at"]).toBeNull();
  });

  it("cancels on the second day after acceptance", async () => {
    const request = await sentQuote();
    await accept(request);
    // Accepted yesterday (London), so today is the period's second day.
    const yesterday = addDays(today(), -1);
    await env.DB.prepare("UPDATE quote_acceptances SET accepted_at = ?, cancel_by = ? WHERE reference = ?")
      .bind(`${yesterday}T12:00:00.000Z`, lastDayToCancel(yesterday), request.reference)
      .run();
    expect(await page(request.requestPath)).toContain(
      fillText(homeowner.cancelUntil, { date: dayWords(lastDayToCancel(yesterday)) }),
    );
    expect((await postTo(`${request.requestPath}/quote/cancel`, {})).status).toBe(303);
    expect((await acceptances(request.reference))[0]?.["cancelled_via"]).toBe("page");
  });

  it("takes a cancellation the owner records, made by phone, with the day it was made", async () => {
    const request = await sentQuote();
    await accept(request);
    const answer = await postTo(`/admin/leads/${request.reference}/quote/cancellation`, {
      via: "phone",
      date: today(),
    });
    expect(answer.status).toBe(303);
    const [row] = await acceptances(request.reference);
    expect(row).toMatchObject({ cancelled_via: "phone" });
    expect(String(row?.["cancelled_at"])).toMatch(new RegExp(`^${today()}`));
    expect(await page(`/admin/leads/${request.reference}`)).toContain(owner.via.phone);
  });

  it("records a cancellation sent on the last day that arrives later, and refuses one sent after it, next to the field", async () => {
    const request = await sentQuote();
    await accept(request);
    const lastDay = addDays(today(), -2);
    await env.DB.prepare("UPDATE quote_acceptances SET accepted_at = ?, cancel_by = ? WHERE reference = ?")
      .bind(`${addDays(lastDay, -14)}T12:00:00.000Z`, lastDay, request.reference)
      .run();
    const late = await postTo(`/admin/leads/${request.reference}/quote/cancellation`, { via: "letter", date: today() });
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(words(/id="cancel-date-error">([^<]*)</.exec(html)?.[1] ?? "")).toBe(
      fillText(owner.tooLate, { date: dayWords(lastDay) }),
    );
    expect((await acceptances(request.reference))[0]?.["cancelled_at"]).toBeNull();
    const inTime = await postTo(`/admin/leads/${request.reference}/quote/cancellation`, {
      via: "letter",
      date: lastDay,
    });
    expect(inTime.status).toBe(303);
    expect((await acceptances(request.reference))[0]).toMatchObject({ cancelled_via: "letter" });
  });

  it("gives no cancellation period to a new building, and records why", async () => {
    const request = await sentQuote({
      cancellationApplies: "off",
      newBuildReason: "A new detached house on a cleared plot.",
    });
    await accept(request, { earlyStart: "on" });
    const [row] = await acceptances(request.reference);
    expect(row).toMatchObject({ cancel_by: null, early_start: 0 });
    expect(await page(request.requestPath)).not.toContain(homeowner.cancelButton);
  });
});
