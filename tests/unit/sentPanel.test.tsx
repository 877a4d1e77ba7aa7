/**
 * After Send on the Cloudflare build: the lead API's answer carries the path of the request's private
 * page, which the form reads (only a /request/ path is taken) and shows in a panel with the reference.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SentPanel } from "../../src/components/form/SentPanel";
import { readAnswer } from "../../src/lib/postQuote";
import { quoteFormCopy } from "../../src/lib/quoteFormCopy";
import { requestPagePrefix } from "../../src/lib/requestLink";

describe("the link to the request's page", () => {
  it("is read from the API's 201 with the reference", () => {
    const answer = JSON.stringify({
      ok: true,
      reference: "Q-4821",
      photos: 0,
      requestPath: "/request/abcdefghijklmnopqrstuv",
    });
    expect(readAnswer(201, answer)).toEqual({
      ok: true,
      reference: "Q-4821",
      requestPath: "/request/abcdefghijklmnopqrstuv",
    });
  });

  it("is left out when it is missing or points anywhere but the request pages", () => {
    for (const requestPath of [
      undefined,
      42,
      "https://evil.example/request/x",
      "//evil.example/request/x",
      "/request-custom-quote",
    ]) {
      expect(readAnswer(201, JSON.stringify({ ok: true, reference: "Q-4821", requestPath }))).toEqual({
        ok: true,
        reference: "Q-4821",
      });
    }
  });

  it("shows in a panel with the reference and “See your request”", () => {
    const html = renderToStaticMarkup(<SentPanel reference="Q-4821" requestPath="/request/abcdefghijklmnopqrstuv" />);
    expect(html).toContain('role="status"');
    expect(html).toContain("Q-4821");
    expect(html).toMatch(new RegExp(`<a href="/request/abcdefghijklmnopqrstuv"[^>]*>${quoteFormCopy.sentPanel.link}`));
  });

  it("points to the lookup at /request, the way back without the link", () => {
    const html = renderToStaticMarkup(<SentPanel reference="Q-4821" requestPath="/request/abcdefghijklmnopqrstuv" />);
    const lookup = /<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g;
    expect([...html.matchAll(lookup)].map((m) => [m[1], m[2]])).toContainEqual([
      requestPagePrefix,
      quoteFormCopy.sentPanel.lookup,
    ]);
  });
});
