/**
 * The three pages built around the quote form: /contact,
 * /request-custom-quote and /call-us-today. One template renders them all.
 */
import { openingHours, site } from "../config/site";
import type { Faq } from "./schemas";

export type ContactChannel = "call" | "email" | "whatsapp" | "emergency-call";

export interface QuotePageData {
  route: string;
  title: string;
  description: string;
  keywords: string[];
  headline: string;
  lead: string;
  tone: "standard" | "emergency";
  /** Channels offered as cards above the form, with a line each. */
  channels: { channel: ContactChannel; text: string }[];
  /** Short points shown beside the channels. */
  points: string[];
  formTitle: string;
  faqs: Faq[];
}

const hours = `${openingHours.weekdays}, ${openingHours.saturday}`;

export const quotePages: Record<"contact" | "request-custom-quote" | "call-us-today", QuotePageData> = {
  contact: {
    route: "contact",
    title: "Contact Us for a Free Building Quote in London",
    description: `Ask for a free, written building quote: fill in the form, call or e-mail, and we reply within ${site.promises.responseHours} hours.`,
    keywords: ["free building quote london", "contact builder london", "building estimate"],
    headline: "Get a Free Quote",
    lead: `Tell us what you would like built, repaired or renovated. We reply within ${site.promises.responseHours} hours, visit for free within ${site.promises.siteVisitMiles} miles, and send a written, itemised quote.`,
    tone: "standard",
    channels: [
      { channel: "call", text: `Speak to the office: ${hours}.` },
      { channel: "email", text: `Send drawings or photos; we reply within ${site.promises.responseHours} hours.` },
      { channel: "whatsapp", text: "Message us photos of the job from your phone." },
    ],
    points: [
      "A written, itemised quote, not a figure on the back of an envelope",
      `Free site visits within ${site.promises.siteVisitMiles} miles`,
      `${site.claims.publicLiability} public liability cover on every job`,
    ],
    formTitle: "Request your free quote",
    faqs: [
      {
        question: "What happens after I send the form?",
        answer: `We read every request the same day and reply within ${site.promises.responseHours} hours, usually by phone, to ask a few questions and book a visit. After the visit you get a written quote that lists the work, the materials and the price, with payment stages.`,
      },
      {
        question: "Is the quote really free?",
        answer: `Yes. The visit and the written quote cost nothing and commit you to nothing, for any address within ${site.promises.siteVisitMiles} miles of central London.`,
      },
      {
        question: "What should I include in the project details?",
        answer:
          "The address or postcode area, what you would like done, any drawings or planning approval you already have, and when you would like the work to start. Photos help: you can send them by e-mail or WhatsApp after submitting the form.",
      },
    ],
  },
  "request-custom-quote": {
    route: "request-custom-quote",
    title: "Request a Custom Building Quote in London",
    description:
      "Unusual project or a mix of trades? Describe it, call or e-mail, and we will price it properly after a free visit.",
    keywords: ["custom building quote", "bespoke building project london", "one-off building work"],
    headline: "Request a Custom Quote",
    lead: "Some projects do not fit a service list: converting a garage into a studio, rebuilding a shopfront, reinstating a lost staircase, or a mix of small jobs around the house. Describe yours and we will work out what it takes.",
    tone: "standard",
    channels: [
      { channel: "call", text: "Talk it through with someone who has priced jobs like it." },
      { channel: "email", text: "Attach sketches, drawings, photos or a planning reference." },
    ],
    points: [
      "Several trades coordinated by one contractor",
      "Honest advice if the job is not for us",
      `A reply within ${site.promises.responseHours} hours`,
    ],
    formTitle: "Describe your project",
    faqs: [
      {
        question: "Do you take on small or mixed jobs?",
        answer:
          "Yes. A list of jobs around one house, such as a new doorway, some repointing, a leaking gutter and a bathroom refit, is often cheaper done as one visit than as four separate call-outs, and one person coordinates the trades.",
      },
      {
        question: "I don't have drawings yet. Can you still quote?",
        answer:
          "For repairs and most alterations, yes: we measure and price from the visit. For extensions and structural changes we can give a budget range on the day and a firm price once an architect or engineer has produced drawings, and we can recommend how to get them.",
      },
      {
        question: "How is a custom quote priced?",
        answer:
          "Line by line: labour, materials, access such as scaffolding, waste removal and any specialist work, with a clear note of anything we cannot see until work starts, such as the condition of joists under a floor.",
      },
      {
        question: "Can you work with my architect or designer?",
        answer:
          "Yes. We price from their drawings and specifications, raise questions early where a detail is hard to build, and keep them informed on site so the finished job matches the design.",
      },
    ],
  },
  "call-us-today": {
    route: "call-us-today",
    title: "Call a London Builder Today | Same-Day Response",
    description:
      "Urgent building problem? Call now for same-day advice and 24/7 emergency callouts for leaks, storm damage and make-safe work.",
    keywords: ["emergency builder london", "call builder today", "same day builder", "24/7 building repairs"],
    headline: "Call Us Today",
    lead: `A roof letting in water, a wall that has moved, a door that will not lock: call us and speak to someone who can help now. We aim to call back the same day, and emergency callouts are available 24/7.`,
    tone: "emergency",
    channels: [
      { channel: "call", text: `Office line, ${hours}.` },
      { channel: "emergency-call", text: "Out of hours, for leaks, storm damage and make-safe work." },
      { channel: "whatsapp", text: "Send a photo so we can see the problem before we arrive." },
    ],
    points: [
      "Same-day response to urgent calls",
      "24/7 emergency callouts",
      "Make-safe first, permanent repair quoted separately",
    ],
    formTitle: "Not urgent? Send us the details",
    faqs: [
      {
        question: "What counts as an emergency?",
        answer:
          "Water coming through a ceiling, storm damage to a roof or chimney, a collapsed ceiling, a wall or structure that has moved, or a break-in that leaves your home insecure. If in doubt, call and we will tell you honestly whether it can wait until the morning.",
      },
      {
        question: "What do you do on an emergency visit?",
        answer:
          "We make the building safe and watertight: temporary roof coverings, propping, boarding up, isolating water. We photograph everything for your insurer and then quote for the permanent repair.",
      },
      {
        question: "Will my insurance cover the call-out?",
        answer:
          "Most buildings policies cover emergency repairs after sudden damage. Keep the photos and our written report; loss adjusters usually ask for both.",
      },
    ],
  },
};
