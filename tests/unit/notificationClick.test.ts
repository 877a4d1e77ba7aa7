/**
 * A tap on an alert, as the service worker handles it (worker/app/notificationClick.ts),
 * called with a fake event: CDP cannot click a notification. Nothing is recorded: "Call"
 * opens the lead's same-origin hand-off to the phone (/dial, a 303 to tel: that changes
 * nothing), "WhatsApp" and the alert itself open the lead, where "How did it go?" is asked.
 */
import { describe, expect, it, vi } from "vitest";
import { referenceExample, referencePattern } from "../../src/lib/leadReference";
import { onNotificationClick, type ClickScope } from "../../worker/app/notificationClick";

const scope = "https://www.example.test/admin/leads/";

function tap(action: string, data: unknown) {
  const order: string[] = [];
  const waited: Promise<unknown>[] = [];
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const sw = {
    registration: { scope },
    clients: { openWindow: vi.fn((url: string) => Promise.resolve(order.push(`open ${url}`))) },
    // Not part of ClickScope any more: given anyway, to show the handler never posts.
    fetch,
  } satisfies ClickScope & { fetch: unknown };
  const close = vi.fn();
  onNotificationClick(
    { action, notification: { data, close }, waitUntil: (p) => void waited.push(p) },
    sw,
    referencePattern,
  );
  return { sw, close, order, fetch, done: Promise.all(waited) };
}

describe("a tap on an alert", () => {
  it("Call opens the lead's hand-off to the phone, inside waitUntil, and posts nothing", async () => {
    const { close, order, fetch, done } = tap("call", { reference: "Q-4821" });
    expect(close).toHaveBeenCalled();
    await done;
    expect(order).toEqual([`open ${scope}Q-4821/dial`]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("WhatsApp opens the lead, with the alert's seen token, and posts nothing", async () => {
    const seen = "0123456789abcdef0123456789abcdef";
    const { order, fetch, done } = tap("whatsapp", { reference: "Q-4821", navigate: `${scope}Q-4821?seen=${seen}` });
    await done;
    expect(order).toEqual([`open ${scope}Q-4821?seen=${seen}`]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the alert itself only opens the lead; an alert about no one lead opens the list", async () => {
    const one = tap("", { reference: "Q-4821" });
    await one.done;
    expect(one.order).toEqual([`open ${scope}Q-4821`]);
    const list = tap("call", {});
    await list.done;
    expect(list.order).toEqual([`open ${scope}`]);
  });

  it("takes a reference of the new shape", async () => {
    const { order, done } = tap("", { reference: referenceExample });
    await done;
    expect(order).toEqual([`open ${scope}${referenceExample}`]);
  });

  it("keeps the alert link's seen token on the way to the lead, and nothing else of it", async () => {
    const seen = "0123456789abcdef0123456789abcdef";
    const kept = tap("", {
      reference: "Q-4821",
      navigate: `https://elsewhere.example/admin/leads/Q-4821?seen=${seen}`,
    });
    await kept.done;
    expect(kept.order).toEqual([`open ${scope}Q-4821?seen=${seen}`]);
    const forged = tap("", { reference: "Q-4821", navigate: "https://x.example/?seen=../../api/quote" });
    await forged.done;
    expect(forged.order).toEqual([`open ${scope}Q-4821`]);
  });

  it("never builds a path from a reference that is not one", async () => {
    const { order, done } = tap("call", { reference: "../../api/quote" });
    await done;
    expect(order).toEqual([`open ${scope}`]);
  });
});
