import type { Faq } from "../../content/schemas";

/** Questions and answers as native disclosures: keyboard-usable with no script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="max-w-3xl divide-y divide-line rounded-lg border border-line">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold marker:text-brand">{faq.question}</summary>
          <p className="mt-3 leading-7 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
