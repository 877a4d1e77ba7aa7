/**
 * Typed JSON-LD builders. Each takes the same data the page shows, so the
 * structured data cannot disagree with the visible page.
 */
import type {
  BreadcrumbList,
  FAQPage,
  GeneralContractor,
  HowTo,
  PostalAddress,
  Service,
  WithContext,
} from "schema-dts";
import { site } from "../config/site";
import type { Faq } from "../content/schemas";
import { canonicalUrl } from "./seo";

const businessId = `${site.url}/#business`;

const openingHours = [site.hours.weekdays, site.hours.saturday].map((h) => ({
  "@type": "OpeningHoursSpecification" as const,
  dayOfWeek: [...h.dayNames],
  opens: h.opens,
  closes: h.closes,
}));

/**
 * The firm's PostalAddress with only what the owner has given: the street lines joined as
 * schema.org's one `streetAddress`, and no empty `streetAddress` or `postalCode`.
 */
export function postalAddressJsonLd(address: (typeof site)["address"]): PostalAddress {
  const { streetAddress, addressLine2, ...rest } = address;
  const street = [streetAddress, addressLine2].filter((line) => line.trim() !== "").join(", ");
  const given = Object.entries({ streetAddress: street, ...rest }).filter(([, value]) => value.trim() !== "");
  return { "@type": "PostalAddress", ...Object.fromEntries(given) };
}

export interface BusinessOptions {
  /** Centre of the service area (never the firm's location); central London when omitted. */
  coordinates?: { latitude: number; longitude: number } | undefined;
  /** Service radius in metres. */
  radiusMetres?: number;
  /** Service names listed as the business's offers. */
  services?: readonly string[];
}

/**
 * The business as a GeneralContractor (a LocalBusiness). It carries no Review
 * or AggregateRating: search engines do not accept a business's reviews of
 * itself on its own site, and the site's reviews are examples until real ones
 * replace them.
 */
export function businessJsonLd(options: BusinessOptions = {}): WithContext<GeneralContractor> {
  const centre = options.coordinates ?? site.geo;
  // `geo` says where the firm is. Until the owner gives a street address there is no
  // such place to point at, and a district's coordinates would claim an office there.
  const located = site.address.streetAddress !== "";
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": businessId,
    name: site.name,
    description: site.description,
    url: site.url,
    telephone: site.phone.e164,
    email: site.email,
    image: `${site.url}${site.structuredData.image.path}`,
    priceRange: site.structuredData.priceRange,
    currenciesAccepted: site.structuredData.currency,
    paymentAccepted: site.structuredData.payments.join(", "),
    foundingDate: String(site.foundedYear),
    address: postalAddressJsonLd(site.address),
    ...(located
      ? { geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude } }
      : {}),
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: centre.latitude, longitude: centre.longitude },
      geoRadius: String(options.radiusMetres ?? site.serviceArea.radiusMetres),
    },
    openingHoursSpecification: openingHours,
    ...(options.services?.length
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: "Building services",
            itemListElement: options.services.map((name) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name },
            })),
          },
        }
      : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

export function faqJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export interface ServiceInfo {
  name: string;
  description: string;
  path: string;
}

export function serviceJsonLd(service: ServiceInfo): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: canonicalUrl(service.path),
    provider: { "@id": businessId },
    areaServed: { "@type": "City", name: "London" },
  };
}

export interface HowToGuide {
  name: string;
  description: string;
  /** ISO 8601 duration, e.g. P16W. */
  totalTime: string;
  estimatedCost: { min: number; max: number };
  steps: readonly { name: string; text: string; tip?: string | undefined }[];
  /** Before a step's tip, which the step's text carries. */
  tipLabel: string;
}

export function howToJsonLd(guide: HowToGuide): WithContext<HowTo> {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: guide.name,
    description: guide.description,
    totalTime: guide.totalTime,
    estimatedCost: {
      "@type": "MonetaryAmount",
      currency: site.structuredData.currency,
      minValue: guide.estimatedCost.min,
      maxValue: guide.estimatedCost.max,
    },
    step: guide.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.tip ? `${step.text} ${guide.tipLabel} ${step.tip}` : step.text,
    })),
  };
}
