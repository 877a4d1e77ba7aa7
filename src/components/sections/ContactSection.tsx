import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { openingHours, site } from "../../config/site";
import { Section } from "../ui/Section";

interface ContactSectionProps {
  id?: string;
  title?: string;
  lead?: ReactNode;
  /** The quote form island. */
  children: ReactNode;
}

/** Contact details beside the quote form. */
export function ContactSection({
  id = "contact",
  title = "Get your free quote",
  lead = `Tell us about your project and we will reply within ${site.promises.responseHours} hours. Site visits are free within ${site.promises.siteVisitMiles} miles.`,
  children,
}: ContactSectionProps) {
  return (
    <Section id={id} title={title} lead={lead} tone="surface">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <ul className="space-y-5">
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
            <div>
              <p className="font-semibold">Call us</p>
              <a href={`tel:${site.phone.e164}`} className="underline">
                {site.phone.display}
              </a>
            </div>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
            <div>
              <p className="font-semibold">E-mail us</p>
              <a href={`mailto:${site.email}`} className="break-all underline">
                {site.email}
              </a>
              <p className="text-sm text-muted">We reply within {site.promises.responseHours} hours.</p>
            </div>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
            <div>
              <p className="font-semibold">Opening hours</p>
              <p className="text-muted">
                {openingHours.weekdays}
                <br />
                {openingHours.saturday}
                <br />
                Emergency callouts available
              </p>
            </div>
          </li>
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
            <div>
              <p className="font-semibold">Where we work</p>
              <p className="text-muted">Projects across {site.serviceArea.contact}, based in London.</p>
            </div>
          </li>
        </ul>
        <div className="rounded-lg border border-line bg-page p-6 shadow-sm">{children}</div>
      </div>
    </Section>
  );
}
