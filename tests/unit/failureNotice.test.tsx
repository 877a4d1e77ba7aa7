/**
 * The notice beside the form when a send fails says what went wrong: the site's own rate limit is not
 * the e-mail service refusing, and a server error is neither. The words are the owner's data.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SendFailureNotice } from "../../src/components/form/SendFailureNotice";
import { quoteFormText } from "../../src/config/quoteForm";
import { failureLine } from "../../src/lib/failureNotice";
import { emptyQuote } from "../../src/lib/quoteSchema";

const words = quoteFormText.failure;

describe("the first line of a failed send", () => {
  it.each([
    [429, words.rateLimited],
    [413, words.tooLarge],
    [400, words.refused],
    [500, words.server],
    [503, words.server],
  ])("through the lead API, a %i says its own words", (status, line) => {
    expect(failureLine("provider", status, "api", words)).toBe(line);
    expect(failureLine("provider", status, "api", words)).not.toBe(words.emailService);
  });

  it("says the e-mail service refused only on the build that sends through it", () => {
    for (const status of [400, 429, 500])
      expect(failureLine("provider", status, "emailjs", words)).toBe(words.emailService);
  });

  it("names a connection problem, a slow answer and being offline, whatever the status", () => {
    expect(failureLine("network", 0, "api", words)).toBe(words.network);
    expect(failureLine("timeout", 0, "emailjs", words)).toBe(words.timeout);
    expect(failureLine("offline", 0, "api", words)).toBe(words.offline);
  });
});

describe("the notice", () => {
  it("leads with the rate limit's words on a 429 from the lead API, and keeps the three other ways", () => {
    const html = renderToStaticMarkup(<SendFailureNotice reason="provider" status={429} request={emptyQuote} />);
    expect(html).toContain(words.rateLimited);
    expect(html).not.toContain(words.emailService);
    expect(html).toContain(words.kept);
    expect(html).toContain(words.email);
    expect(html).toContain(words.whatsapp);
  });
});
