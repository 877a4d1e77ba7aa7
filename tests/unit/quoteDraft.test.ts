/**
 * The form's draft keeps the ticked visit times with the typed fields, and
 * drops times that can no longer be chosen when it is read back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadDraft, saveDraft } from "../../src/lib/quoteDraft";
import { emptyQuote } from "../../src/lib/quoteSchema";
import { visitSlots } from "../../src/lib/visitTimes";

const store = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};
beforeAll(() => {
  (globalThis as { window?: unknown }).window = { localStorage };
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});
beforeEach(() => store.clear());

const monday = new Date("2026-11-30T09:00:00Z");

describe("the quote draft's visit times", () => {
  it("are kept with the draft and read back while they can be chosen", () => {
    const times = visitSlots(monday).slice(0, 3);
    saveDraft("f", { ...emptyQuote, visitTimes: times });
    expect(loadDraft("f", monday)?.visitTimes).toEqual(times);
  });

  it("lose the days that have passed, and the draft goes when nothing else is left", () => {
    const [first = "", , , , later = ""] = visitSlots(monday);
    saveDraft("f", { ...emptyQuote, firstName: "Ana", visitTimes: [first, later] });
    const twoDaysOn = new Date(monday.getTime() + 2 * 86_400_000);
    expect(loadDraft("f", twoDaysOn)).toMatchObject({ firstName: "Ana", visitTimes: [later] });
    saveDraft("f", { ...emptyQuote, visitTimes: [first] });
    expect(loadDraft("f", twoDaysOn)).toBeUndefined();
  });

  it("ignore what the form could not have stored", () => {
    store.set("quote-draft:f", JSON.stringify({ firstName: "Ana", visitTimes: ["soon", 7, null] }));
    expect(loadDraft("f", monday)).toMatchObject({ firstName: "Ana", visitTimes: [] });
    store.set("quote-draft:f", JSON.stringify({ firstName: "Ana", visitTimes: "2026-12-01:am" }));
    expect(loadDraft("f", monday)?.visitTimes).toEqual([]);
  });

  it("alone are not a draft worth keeping when empty", () => {
    saveDraft("f", emptyQuote);
    expect(store.size).toBe(0);
  });
});
