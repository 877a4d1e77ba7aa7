/**
 * The part of the business (`src/content/site/business.json`) that the browser's islands use:
 * the name, the numbers and e-mail, the chat greeting, the promises and the opening hours. It
 * imports these by name, and the build keeps only the named parts of a JSON module, so the
 * islands ship these and nothing else of the file (never the EmailJS ids, which only the static
 * hosts' sender and the Worker read, through config/site.ts).
 */
import {
  chatGreeting,
  email,
  emergencyPhone,
  hours,
  mobile,
  name,
  phone,
  promises,
} from "../content/site/business.json";
import { ukPhoneNumber, type PhoneNumber } from "../content/phone";

/** A number as the owner typed it, printed in UK grouping and dialled in E.164 (the build has checked its form). */
function dialled(typed: string): PhoneNumber {
  return ukPhoneNumber(typed) ?? { display: typed.trim(), e164: `+44${typed.replace(/\D/g, "").replace(/^0/, "")}` };
}

/** `08:00` as people read it: `8:00 AM`. */
function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

function openingSpan<Day extends string>(
  days: string,
  dayNames: readonly Day[],
  span: { opens: string; closes: string },
) {
  return { days, dayNames, ...span, label: `${clockLabel(span.opens)}-${clockLabel(span.closes)}` };
}

export const contact = {
  name,
  phone: dialled(phone),
  mobile: dialled(mobile),
  emergencyPhone: dialled(emergencyPhone),
  email,
  chatGreeting,
  promises,
  hours: {
    weekdays: openingSpan("Mon-Fri", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const, hours.weekdays),
    saturday: openingSpan("Sat", ["Saturday"] as const, hours.saturday),
    emergency: hours.emergency,
  },
} as const;
