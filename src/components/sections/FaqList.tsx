import type { Faq } from "../../content/schemas";
import { cn } from "../../lib/cn";
import { cardVariants } from "../ui/variants";

/** Questions and answers as native disclosures: keyboard-usable with no script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={cn(cardVariants({ padding: "none" }), "max-w-3xl divide-y divide-line")}>
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="cursor-pointer list-inside font-display font-semibold marker:text-brand">
            {faq.question}
          </summary>
          <p className="mt-3 leading-7 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
