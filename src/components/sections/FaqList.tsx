import type { Faq } from "../../content/schemas";

/** Questions and answers as native disclosures: keyboard-usable with no script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-line border-line max-w-3xl divide-y rounded-lg border">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold marker:text-brand">{faq.question}</summary>
          <p className="text-muted mt-3 leading-7">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
