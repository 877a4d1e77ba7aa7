import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { sectionTitles } from "../../config/pageCopy";
import { openingHours, site } from "../../config/site";
import { fillFacts } from "../../lib/facts";
import { Section } from "../ui/Section";

const words = sectionTitles.contact;

interface ContactSectionProps {
  /** The section's heading; page-sections.json gives the home page's. */
  title?: string;
  /** The quote form island. */
  children: ReactNode;
}

/** One way to reach us: an icon, a label and the details. */
function ContactItem({
  icon: Icon,
  label,
  wide = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  /** Takes the whole row on phones (a long e-mail address). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={wide ? "col-span-2 flex gap-3 lg:col-span-1" : "flex gap-3"}>
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
      <div>
        <p className="font-semibold">{label}</p>
        {children}
      </div>
    </li>
  );
}

/** Contact details beside the quote form, in the words of page-sections.json. */
export function ContactSection({ title = words.title, children }: ContactSectionProps) {
  return (
    <Section data-pagefind-ignore id="contact" title={title} lead={fillFacts(words.lead)} tone="surface">
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-10">
        <ul className="grid grid-cols-2 content-start gap-x-4 gap-y-5 lg:grid-cols-1">
          <ContactItem icon={Phone} label={words.call}>
            <a href={`tel:${site.phone.e164}`} className="underline">
              {site.phone.display}
            </a>
          </ContactItem>
          <ContactItem icon={Mail} label={words.email} wide>
            <a href={`mailto:${site.email}`} className="break-all underline">
              {site.email}
            </a>
            <p className="text-sm text-muted">{fillFacts(words.emailNote)}</p>
          </ContactItem>
          <ContactItem icon={Clock} label={words.hours}>
            <p className="text-muted">
              {openingHours.weekdays}
              <br />
              {openingHours.saturday}
              <br />
              {site.hours.emergency}
            </p>
          </ContactItem>
          <ContactItem icon={MapPin} label={words.area}>
            <p className="text-muted">{fillFacts(words.areaText)}</p>
          </ContactItem>
        </ul>
        <div className="rounded-lg border border-line bg-page p-5 shadow-sm sm:p-6">{children}</div>
      </div>
    </Section>
  );
}
