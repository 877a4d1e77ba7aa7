/**
 * The quote form's words: the labels, placeholder and hints are the owner's
 * data (quote-form.json, read here from the file, never retyped), checked by
 * its schema and rendered by the form; the toasts keep the specification's
 * wording (SPEC section 8), with the promise and the phone number the content holds.
 */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuoteForm } from "../../src/components/form/QuoteForm";
import { contact } from "../../src/config/contact";
import { quoteFormSchema } from "../../src/content/schemas/quoteForm";
import { photoLimits } from "../../src/lib/photoLimits";
import { failureToast, successToast } from "../../src/lib/quoteFormCopy";

const text = quoteFormSchema.parse(
  JSON.parse(readFileSync(new URL("../../src/content/site/quote-form.json", import.meta.url), "utf8")),
);
const escaped = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("the quote form's words", () => {
  const html = renderToStaticMarkup(<QuoteForm id="quote" />);

  it("label every field with the owner's data", () => {
    for (const [field, label] of Object.entries(text.labels))
      expect(html).toMatch(new RegExp(`<label[^>]*for="quote-${field}"[^>]*>${escaped(label)}</label>`));
    expect(html).toContain(`aria-label="${escaped(text.name)}"`);
    expect(html).toContain(`placeholder="${escaped(text.detailsPlaceholder)}"`);
    expect(html).toContain(escaped(text.visitTimes.label));
    expect(html).toContain(escaped(text.visitTimes.hint));
    expect(html).toContain(escaped(text.submit));
    expect(html).toContain(escaped(text.privacyLink));
  });

  it("keep the photo hint's {count}, which prints the form's own photo limit", () => {
    expect(text.photos.hint.replace("{count}", String(photoLimits.count))).toContain(String(photoLimits.count));
    const withoutCount = quoteFormSchema.shape.photos.safeParse({ ...text.photos, hint: "Send us a few photos." });
    expect(withoutCount.success).toBe(false);
  });
});

describe("the toasts keep the specification's wording", () => {
  it("on success: Quote Request Sent!, with the reply promise the content holds", () => {
    expect(successToast()).toEqual({
      title: "Quote Request Sent!",
      description: `We'll get back to you within ${contact.promises.responseHours} hours with your free quote.`,
    });
    expect(successToast("Q-ABC123").description).toMatch(/ with your free quote\. Your reference is Q-ABC123\.$/);
  });

  it("on failure: Error Sending Request, with the office number the content holds", () => {
    expect(failureToast).toEqual({
      title: "Error Sending Request",
      description: `Please try again or call us directly at ${contact.phone.display}.`,
    });
  });
});
