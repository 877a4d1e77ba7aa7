import { sectionTitles } from "../../config/pageCopy";
import { CheckCircle2, Mail, MessageCircle, Phone, PhoneCall, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { actionHref, channelLabel, opensNewTab, type Action } from "../../lib/contactLinks";
import { cn } from "../../lib/cn";
import { requestPagePrefix } from "../../lib/requestLink";
import type { QuotePageProps } from "../../lib/routeData/quotePage";
import { ContactSection } from "../sections/ContactSection";
import { FaqList } from "../sections/FaqList";
import { Hero } from "../sections/Hero";
import { Section } from "../ui/Section";
import { textLinkVariants } from "../ui/variants";

const channelIcons: Partial<Record<Action, LucideIcon>> = {
  call: Phone,
  "emergency-call": PhoneCall,
  email: Mail,
  whatsapp: MessageCircle,
};

/** Contact, custom-quote and call-us pages: ways to reach us, the form and an FAQ. */
export function QuotePage({
  page,
  requestLookup,
  form,
}: QuotePageProps & {
  /** The quote form island, passed by the route as a named slot. */
  form?: ReactNode;
}) {
  const emergency = page.tone === "emergency";
  return (
    <>
      <Hero headline={page.headline} lead={page.lead} tone={page.tone}>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {page.channels.map(({ channel, text }) => {
            const Icon = channelIcons[channel] ?? Phone;
            const external = opensNewTab(channel);
            return (
              <li key={channel} className="rounded-lg border border-line bg-page p-5">
                <a
                  href={actionHref(channel)}
                  className={cn(
                    "inline-flex items-center gap-2 text-lg font-bold underline",
                    emergency && channel.endsWith("call") ? "text-danger" : "text-brand",
                  )}
                  {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {channelLabel(channel)}
                  {external && <span className="sr-only"> (opens in a new tab)</span>}
                </a>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            );
          })}
        </ul>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          {page.points.map((point) => (
            <li key={point} className="inline-flex items-center gap-2 font-medium">
              <CheckCircle2 aria-hidden="true" className={cn("size-5", emergency ? "text-danger" : "text-brand")} />
              {point}
            </li>
          ))}
        </ul>
        {requestLookup && (
          <p className="mt-6">
            <a href={requestPagePrefix} className={textLinkVariants({ arrow: true })}>
              {sectionTitles.quote.requestLookup}
            </a>
          </p>
        )}
      </Hero>
      <ContactSection title={page.formTitle}>{form}</ContactSection>
      <Section id="faq" title={sectionTitles.quote.faq}>
        <FaqList faqs={page.faqs} />
      </Section>
    </>
  );
}
