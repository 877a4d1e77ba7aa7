/**
 * A tap on an alert, as the service worker handles it (worker/app/notificationClick.ts),
 * called with a fake event: CDP cannot click a notification. "Call" and "WhatsApp" record
 * the first contact with a same-origin POST carrying the Access cookie, then open the lead;
 * a tap on the alert itself only opens it; recording failing never stops the lead opening.
 */
import { describe, expect, it, vi } from "vitest";
import { referenceExample, referencePattern } from "../../src/lib/leadReference";
import { onNotificationClick, type ClickScope } from "../../worker/app/notificationClick";

const scope = "https://www.example.test/admin/leads/";

function tap(
  action: string,
  data: unknown,
  fetchResult: Promise<unknown> = Promise.resolve(new Response(null, { status: 204 })),
) {
  const order: string[] = [];
  const waited: Promise<unknown>[] = [];
  const sw = {
    registration: { scope },
    clients: { openWindow: vi.fn((url: string) => Promise.resolve(order.push(`open ${url}`))) },
    fetch: vi.fn((url: string, init: { method: string; credentials: string; body: URLSearchParams }) => {
      order.push(`${init.method} ${url} ${init.body.toString()} ${init.credentials}`);
      return fetchResult;
    }),
  } satisfies ClickScope;
  const close = vi.fn();
  onNotificationClick(
    { action, notification: { data, close }, waitUntil: (p) => void waited.push(p) },
    sw,
    referencePattern,
  );
  return { sw, close, order, done: Promise.all(waited) };
}

describe("a tap on an alert", () => {
  it("Call records the first contact, then opens the lead, inside waitUntil", async () => {
    const { close, order, done } = tap("call", { reference: "Q-4821" });
    expect(close).toHaveBeenCalled();
    await done;
    expect(order).toEqual([`POST ${scope}Q-4821/contact channel=call include`, `open ${scope}Q-4821`]);
  });

  it("WhatsApp records it as whatsapp", async () => {
    const { order, done } = tap("whatsapp", { reference: "Q-4821" });
    await done;
    expect(order[0]).toBe(`POST ${scope}Q-4821/contact channel=whatsapp include`);
  });

  it("the alert itself only opens the lead; an alert about no one lead opens the list", async () => {
    const one = tap("", { reference: "Q-4821" });
    await one.done;
    expect(one.sw.fetch).not.toHaveBeenCalled();
    expect(one.order).toEqual([`open ${scope}Q-4821`]);
    const list = tap("call", {});
    await list.done;
    expect(list.sw.fetch).not.toHaveBeenCalled();
    expect(list.order).toEqual([`open ${scope}`]);
  });

  it("opens the lead even when recording fails (signed out of Access, offline)", async () => {
    const { order, done } = tap("call", { reference: "Q-4821" }, Promise.reject(new TypeError("Failed to fetch")));
    await done;
    expect(order.at(-1)).toBe(`open ${scope}Q-4821`);
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
