/**
 * The one list of statements the site makes that only the owner can vouch
 * for and has not yet confirmed: every data entry marked `confirmed: false`.
 * The launch check prints it; confirming an entry in the CMS removes it.
 */
import { estimatorSettings } from "../../src/config/estimator";
import { awaitsOwner, rules } from "../../src/config/rules";
import { figures, prices } from "../../src/config/figures";
import { formatCost, formatWeeks } from "../../src/config/format";
import { tilingPartner } from "../../src/config/navigation";
import { business } from "../../src/config/site";
import { businessSchema } from "../../src/content/schemas/business";
import { retentionText } from "../../src/lib/facts";

export interface PendingConfirmation {
  /** What the statement is about, in the owner's words. */
  what: string;
  /** What the site currently says. */
  value: string;
  /** The content file that holds it, under src/content/site/. */
  file: string;
  /** Where in that file, as a dotted path. */
  field: string;
  /** For an item of a list, its name as the editor's list shows it (its label). */
  item?: string;
}

/** What each claim is, as its schema describes it. */
const claimLabel = (key: keyof typeof business.claims) => businessSchema.shape.claims.shape[key].description ?? key;

export function awaitingConfirmation(): PendingConfirmation[] {
  const claims = Object.entries(business.claims) as [
    keyof typeof business.claims,
    { value: string; confirmed: boolean },
  ][];
  return [
    ...(business.foundedYear.confirmed
      ? []
      : [
          {
            what: "Year founded",
            value: String(business.foundedYear.value),
            file: "business.json",
            field: "foundedYear",
          },
        ]),
    ...(business.promises.quoteAfterVisitHours.confirmed
      ? []
      : [
          {
            what: "Written quote after the site visit (the promise every page prints as {quoteAfterVisitHours})",
            value: `within ${business.promises.quoteAfterVisitHours.value} hours of the visit`,
            file: "business.json",
            field: "promises.quoteAfterVisitHours",
          },
        ]),
    ...(business.enquiryRetention.confirmed
      ? []
      : [
          {
            what: "How long enquiries are kept (privacy notice)",
            value: retentionText(business.enquiryRetention.months),
            file: "business.json",
            field: "enquiryRetention",
          },
        ]),
    ...claims
      .filter(([, claim]) => !claim.confirmed)
      .map(([key, claim]) => ({
        what: claimLabel(key),
        value: claim.value,
        file: "business.json",
        field: `claims.${key}`,
      })),
    ...figures.figures.flatMap((figure, i) =>
      figure.confirmed
        ? []
        : [{ what: figure.label, value: figure.value, file: "facts.json", field: `figures.${i}`, item: figure.label }],
    ),
    ...prices.prices.flatMap((price, i) =>
      price.confirmed
        ? []
        : [
            {
              what: price.label,
              value: formatCost(price),
              file: "prices.json",
              field: `prices.${i}`,
              item: price.label,
            },
          ],
    ),
    ...estimatorSettings.jobs.flatMap((job, i) =>
      job.confirmed
        ? []
        : [
            {
              what: `Cost estimator: ${job.label}`,
              value: `price {${job.price}} stands for ${job.typicalSize} m², sizes ${job.sizes.min}-${job.sizes.max} m²${job.weeks ? `, ${formatWeeks(job.weeks)}` : ""}`,
              file: "estimator.json",
              field: `jobs.${i}`,
              item: job.label,
            },
          ],
    ),
    ...estimatorSettings.finishes.flatMap((finish, i) =>
      finish.confirmed
        ? []
        : [
            {
              what: `Cost estimator: ${finish.label} finish`,
              value: `×${finish.factor.low} to ×${finish.factor.high}`,
              file: "estimator.json",
              field: `finishes.${i}`,
              item: finish.label,
            },
          ],
    ),
    ...(estimatorSettings.adjustments.confirmed
      ? []
      : [
          {
            what: "Cost estimator: extra for a flat, a listed building and a conservation area",
            value: (["flat", "listed", "conservationArea"] as const)
              .map((k) => `${k} ×${estimatorSettings.adjustments[k].low}-${estimatorSettings.adjustments[k].high}`)
              .join(", "),
            file: "estimator.json",
            field: "adjustments",
          },
        ]),
    ...rules.flatMap((rule, i) =>
      awaitsOwner(rule)
        ? [
            {
              what: `Trade practice {${rule.token}}: ${rule.clause}`,
              value: rule.value,
              file: "rules.json",
              field: `rules.${i}`,
              item: rule.token,
            },
          ]
        : [],
    ),
    ...(tilingPartner.confirmed
      ? []
      : [
          {
            what: "Tiling partner",
            value: `${tilingPartner.name} (${tilingPartner.url})`,
            file: "partner.json",
            field: "",
          },
        ]),
  ];
}
