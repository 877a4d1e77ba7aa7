/**
 * The lines a company's website must carry (its registered name, number,
 * place of registration and registered office) and the registrations behind
 * its gas and electrical claims, from the business data. Each line shows only
 * once the owner has filled in what it needs; the launch check lists the gaps.
 */
import type { BusinessData } from "../content/schemas/business";

export function legalNotice({ legal, registrations }: Pick<BusinessData, "legal" | "registrations">): string[] {
  const lines: string[] = [];
  if (legal.registeredName && legal.companyNumber && legal.registeredIn) {
    const office = legal.registeredOffice ? ` Registered office: ${legal.registeredOffice}.` : "";
    lines.push(
      `${legal.registeredName} is registered in ${legal.registeredIn}, company number ${legal.companyNumber}.${office}`,
    );
  }
  const schemes = [
    ...(registrations.gasSafeNumber ? [`Gas Safe registered, number ${registrations.gasSafeNumber}`] : []),
    ...(registrations.electricalScheme
      ? [
          `electrical work certified through ${registrations.electricalScheme}` +
            (registrations.electricalSchemeNumber ? `, number ${registrations.electricalSchemeNumber}` : ""),
        ]
      : []),
  ];
  if (schemes.length) {
    const sentence = schemes.join("; ");
    lines.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
  }
  return lines;
}
