import { quoteHref } from "../../lib/contactLinks";
import { site } from "../../config/site";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";

/** Closing call to action on content pages: links, so these pages ship no form script. */
export function CtaBand() {
  return (
    // The same band ends every page: left out of the search index so it matches no search.
    <section aria-labelledby="cta-heading" className="bg-accent text-accent-ink" data-pagefind-ignore>
      <Container className="flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold">
            Ready to talk about your project?
          </h2>
          <p className="mt-2 max-w-2xl opacity-90">
            A reply to every request within {site.promises.responseHours} hours, a free site visit within{" "}
            {site.promises.siteVisitMiles} miles, and a written quote within {site.promises.quoteAfterVisitHours.value}{" "}
            hours of the visit.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={quoteHref} variant="inverse" size="lg">
            Get Free Quote
          </ButtonLink>
          <ButtonLink href={`tel:${site.phone.e164}`} variant="outlineInverse" size="lg">
            Call {site.phone.display}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
