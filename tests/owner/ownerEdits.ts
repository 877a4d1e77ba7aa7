/**
 * A realistic set of the owner's edits before launch, applied to a copy of the
 * project: what the launch check asks for, made the way the editor saves it
 * (same files, same shapes). Every text the owner types that the layout must
 * hold is at its longest where the schema allows it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import type { ZodString } from "zod";
import { projectSchema, reviewSchema } from "../../src/content/schemas";

type Json = Record<string, unknown>;

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Json;
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** What the edit set changes, for the test to check against the built copy. */
export const ownerEdits = {
  phone: "020 3946 0000",
  mobile: "07911 123456",
  emergencyPhone: "020 3946 0999",
  email: "office@hartley-building.co.uk",
  url: "https://www.hartley-building.co.uk",
  streetAddress: "12 Voltaire Road",
  postalCode: "SW4 6DH",
  headline: "Extensions, lofts and repairs for London homes",
  project: {
    id: "balham-kitchen-extension",
    title: "Balham Kitchen Extension",
    photos: ["balham-before.jpg", "balham-during.jpg", "balham-after.jpg"],
  },
  reviewAuthors: ["Helen W., Balham", "Tom O., Tooting", "Grace A., Streatham"],
} as const;

/** `text` repeated and cut at a word to the longest the schema allows, so the layout is tried at its limit. */
function atLimit(text: string, schema: ZodString): string {
  const limit = schema.maxLength;
  if (limit === null) throw new Error("The schema sets no limit for this field");
  let long = text;
  while (long.length < limit) long = `${long} ${text}`;
  const cut = long.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}.`.padEnd(limit, ".");
}

const picture = projectSchema.shape.gallery.element.shape;

/** A plain photograph stand-in: a 1600 × 1000 JPEG in one colour. */
async function writePhoto(file: string, shade: number): Promise<void> {
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: shade, g: 110, b: 90 } } })
    .jpeg({ quality: 70 })
    .toFile(file);
}

/** Applies the edit set to the project copy at `root`. */
export async function applyOwnerEdits(root: string): Promise<void> {
  const site = (file: string) => join(root, "src/content/site", file);

  // Contact details, web address and a street address.
  const business = readJson(site("business.json"));
  writeJson(site("business.json"), {
    ...business,
    phone: ownerEdits.phone,
    mobile: ownerEdits.mobile,
    emergencyPhone: ownerEdits.emergencyPhone,
    email: ownerEdits.email,
    url: ownerEdits.url,
    address: {
      ...(business["address"] as Json),
      streetAddress: ownerEdits.streetAddress,
      postalCode: ownerEdits.postalCode,
    },
  });

  // A new headline on the home page.
  const home = readJson(site("home.json"));
  writeJson(site("home.json"), { ...home, hero: { ...(home["hero"] as Json), headline: ownerEdits.headline } });

  // Every indicative price checked and confirmed.
  const prices = readJson(site("prices.json"));
  writeJson(site("prices.json"), {
    ...prices,
    prices: (prices["prices"] as Json[]).map((price) => ({ ...price, confirmed: true })),
  });

  // Genuine reviews instead of the samples: one long, two short.
  const longText =
    "We had a side-return extension and a new kitchen. The survey, the party wall notices and the building control visits were all arranged for us, and the weekly update told us what was coming next. The steels went in on the day they said, the site was swept every evening, and the snagging list was finished within a fortnight of handover.";
  const reviews = ownerEdits.reviewAuthors.map((author, i) => ({
    id: author
      .toLowerCase()
      .replace(/[^a-z]+/g, "-")
      .replace(/-$/, ""),
    rating: 5,
    author,
    text:
      i === 0
        ? atLimit(longText, reviewSchema.shape.text)
        : "Repointed the front of our terrace in lime and left the street cleaner than they found it.",
    date: `2026-0${i + 6}-1${i}`,
    sample: false,
  }));
  writeFileSync(join(root, "src/content/reviews.yaml"), stringify(reviews));

  // The sample projects deleted, and a real one added with three photographs.
  const folder = join(root, "src/assets/projects");
  mkdirSync(folder, { recursive: true });
  const [before, during, after] = ownerEdits.project.photos;
  await Promise.all(ownerEdits.project.photos.map((photo, i) => writePhoto(join(folder, photo), 90 + i * 50)));
  const project = {
    id: ownerEdits.project.id,
    title: ownerEdits.project.title,
    location: "Balham, SW12",
    description: atLimit(
      "A side-return kitchen extension to an Edwardian terrace, with a glazed roof and new drainage.",
      projectSchema.shape.description,
    ),
    seoTitle: "Balham Kitchen Extension | Project",
    seoDescription:
      "A side-return kitchen extension to an Edwardian terrace in Balham, with a steel beam, a glazed roof and new drainage.",
    completed: "2026-09",
    scene: "extension",
    gallery: [
      {
        stage: "before",
        photo: before,
        alt: atLimit("The side return before work, with the old galley kitchen wall", picture.alt),
        caption: atLimit("The narrow side return before work started.", picture.caption),
      },
      {
        stage: "during",
        photo: during,
        alt: "The back wall propped with the steel beam going in",
        caption: "The steel beam going in over the new opening.",
      },
      {
        stage: "after",
        photo: after,
        alt: "The finished kitchen extension from the garden",
        caption: "The finished extension, with a glazed roof over the side return.",
      },
    ],
    features: [
      "Side-return extension",
      "Steel beam signed off by building control",
      "Party wall award with one neighbour",
      "New below-ground drainage",
    ],
    story: [
      "The owners wanted a kitchen across the full width of the house. The extension was built under permitted development with a glazed roof over the side return.",
      "A party wall award was agreed with the neighbour before the footings were dug, and building control signed off the steel and the drainage.",
    ],
    sample: false,
  };
  const projects = parse(readFileSync(join(root, "src/content/projects.yaml"), "utf8")) as Json[];
  const kept = projects.filter((p) => !p["sample"]);
  writeFileSync(join(root, "src/content/projects.yaml"), stringify([...kept, project]));
}
