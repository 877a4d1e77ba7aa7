/**
 * Reviews on the request's private page, mounted under /request behind its gate (worker/index.ts): the
 * section (the invitation in the page's action slot once the job is completed; the review written, in
 * its updates slot), and the review written, changed (30 days) and deleted through the page's own link,
 * so a review comes only from the job's homeowner ("Verified customer"). Each write purges the pages
 * that show reviews; the first alerts the owner.
 */
import { fillText } from "../../src/config/format";
import { cleanText } from "../../src/lib/cleanText";
import { londonIsoDate } from "../../src/lib/londonTime";
import { alertOwner } from "../alerts/alertOwner";
import { dayWords } from "../html/dates";
import { jobs, requestPage, type RequestSection } from "../html/sections";
import { openToken, tokenRoute as token } from "../leads/links";
import { postcodeDistrict } from "../leads/postcode";
import type { Lead } from "../leads/row";
import { factory, type AppContext } from "../platform/env";
import { reviewsCopy } from "./copy";
import { emptyForm, invitationSection, yourReviewSection, type NameChoices, type ReviewForm } from "./homeownerPages";
import { purgeReviewPages } from "./publicCache";
import {
  editReview,
  invitationOf,
  nameStyles,
  removeReview,
  reviewOf,
  writeReview,
  type NameStyle,
  type ReviewInput,
  type ReviewRow,
} from "./queries";

const errors = reviewsCopy.errors;

/** The form as refused, a message (too late to change), or the change's note, while the page shows it. */
const refusedForms = new WeakMap<Request, ReviewForm>();
const messages = new WeakMap<Request, string>();

type Homeowner = Pick<Lead, "first_name" | "last_name" | "project_details">;

/** "Priya S.": the first name and the surname's initial, as the lead gave them (the first name alone without a surname). */
export function initialName(lead: Pick<Lead, "first_name" | "last_name">): string {
  const first = lead.first_name.trim();
  const [letter] = Array.from(new Intl.Segmenter("en-GB").segment(lead.last_name.trim()), (part) => part.segment);
  const initial = letter?.toLocaleUpperCase("en-GB");
  return initial ? `${first} ${initial}.` : first;
}

/** How the homeowner may appear: their initial name and their postcode district, from the request. */
const nameChoices = (lead: Homeowner): NameChoices => ({
  initial: initialName(lead),
  district: postcodeDistrict(lead.project_details),
});

/** The form of a review as it stands, for the change's fields. */
const formOf = (review: ReviewRow): ReviewForm => ({
  rating: String(review.rating),
  body: review.body,
  nameStyle: review.name_style,
  showDistrict: review.district !== null,
  errors: {},
});

const fullLead = (c: AppContext, id: number) =>
  c.env.DB.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<Lead>();

/**
 * The request page's review: nothing until the job is completed (its invitation opened) and while it is a
 * job (a contract cancelled is none); then the invitation as the page's action, or the review written.
 */
export const requestReviewSection: RequestSection = async (c, subject, now) => {
  if (subject.withdrawn_at) return "";
  const invitation = await invitationOf(c.env.DB, subject.id);
  if (!invitation) return "";
  const job = await jobs.find(c, subject.id);
  const lead = job?.completedAt ? await fullLead(c, subject.id) : null;
  if (!lead) return "";
  const names = nameChoices(lead);
  const review = await reviewOf(c.env.DB, subject.id);
  const refused = refusedForms.get(c.req.raw);
  const message = messages.get(c.req.raw);
  const status = new URL(c.req.url).searchParams.get("review");
  if (!review)
    return {
      slot: "action",
      html: invitationSection(subject.path, refused ?? emptyForm, names, {
        ...(status === "deleted" ? { status: reviewsCopy.yours.deleted } : {}),
        ...(message ? { message } : {}),
      }),
    };
  return {
    slot: "updates",
    html: yourReviewSection(subject.path, review, now, {
      form: refused ?? formOf(review),
      names,
      editing: refused !== undefined,
      status: status === "saved" ? reviewsCopy.yours.saved : status === "changed" ? reviewsCopy.yours.changed : "",
      ...(message ? { message } : {}),
    }),
  };
};

const text = (form: Record<string, unknown>, name: string, max: number, multiline = false) => {
  const value = form[name];
  return typeof value === "string" ? cleanText(value.slice(0, max), multiline).trim() : "";
};

/** The review as posted: what was typed, its errors, and what it publishes of the homeowner. */
async function postedReview(c: AppContext, lead: Homeowner): Promise<{ form: ReviewForm; input?: ReviewInput }> {
  const body = await c.req.parseBody();
  const form: ReviewForm = {
    rating: text(body, "rating", 1),
    body: text(body, "body", 2000, true),
    nameStyle: text(body, "nameStyle", 20),
    showDistrict: body["showDistrict"] === "on",
    errors: {},
  };
  const rating = Number(form.rating);
  if (!/^[1-5]$/.test(form.rating)) form.errors.rating = errors.rating;
  if (form.body.length < 2) form.errors.body = errors.body;
  if (!nameStyles.includes(form.nameStyle as NameStyle)) form.errors.nameStyle = errors.nameStyle;
  if (Object.keys(form.errors).length) return { form };
  const names = nameChoices(lead);
  const nameStyle = form.nameStyle as NameStyle;
  return {
    form,
    input: {
      rating,
      body: form.body,
      nameStyle,
      nameShown: nameStyle === "initial" ? names.initial : reviewsCopy.invitation.nameAnonymous,
      district: form.showDistrict && names.district ? names.district : null,
    },
  };
}

/** The page's lead and its completed job, or nothing (no invitation, the contract cancelled, the link dead). */
async function invitedLead(c: AppContext) {
  const subject = await openToken(c.env.DB, c.req.param("token") ?? "", new Date());
  if (!subject || subject.withdrawn_at || !(await invitationOf(c.env.DB, subject.id))) return undefined;
  const job = await jobs.find(c, subject.id);
  const lead = job?.completedAt ? await fullLead(c, subject.id) : null;
  return lead && job?.completedAt ? { lead, completedAt: job.completedAt } : undefined;
}

const pagePath = (c: AppContext, suffix: RegExp) => c.req.path.replace(suffix, "");

export const homeownerReviews = factory.createApp();

// The review written: one per job; the owner is told, and the pages that show reviews show it at once.
homeownerReviews.post(`${token}/review`, async (c) => {
  const invited = await invitedLead(c);
  if (!invited) return c.notFound();
  const { lead } = invited;
  const { form, input } = await postedReview(c, lead);
  if (!input) {
    refusedForms.set(c.req.raw, form);
    return requestPage.show(c, 400);
  }
  const now = new Date();
  const written = await writeReview(
    c.env.DB,
    lead.id,
    input,
    { workType: lead.project_type, completedAt: invited.completedAt },
    now,
  );
  if (!written) {
    messages.set(c.req.raw, errors.written);
    return requestPage.show(c, 409);
  }
  await purgeReviewPages(c);
  c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "review", words: String(input.rating) }, now.getTime()));
  return c.redirect(`${pagePath(c, /\/review$/)}?review=saved#review-heading`, 303);
});

// A change, within 30 days of writing: a new version, published at once.
homeownerReviews.post(`${token}/review/edit`, async (c) => {
  const invited = await invitedLead(c);
  const review = invited && (await reviewOf(c.env.DB, invited.lead.id));
  if (!invited || !review) return c.notFound();
  const { form, input } = await postedReview(c, invited.lead);
  if (!input) {
    refusedForms.set(c.req.raw, form);
    return requestPage.show(c, 400);
  }
  if (!(await editReview(c.env.DB, review, input, new Date()))) {
    messages.set(
      c.req.raw,
      fillText(errors.editClosed, { date: dayWords(londonIsoDate(new Date(review.created_at))) }),
    );
    return requestPage.show(c, 409);
  }
  await purgeReviewPages(c);
  return c.redirect(`${pagePath(c, /\/review\/edit$/)}?review=changed#review-heading`, 303);
});

// Deleted at any time: the review and its versions go; the count of removals keeps a line, with no words of it.
homeownerReviews.post(`${token}/review/delete`, async (c) => {
  const invited = await invitedLead(c);
  if (!invited) return c.notFound();
  if ((await c.req.parseBody())["confirm"] !== "yes") {
    messages.set(c.req.raw, errors.deleteConfirm);
    return requestPage.show(c, 400);
  }
  if (!(await removeReview(c.env.DB, invited.lead.id, "customerRequest", new Date()))) {
    messages.set(c.req.raw, errors.gone);
    return requestPage.show(c, 409);
  }
  await purgeReviewPages(c);
  return c.redirect(`${pagePath(c, /\/review\/delete$/)}?review=deleted#review-heading`, 303);
});
