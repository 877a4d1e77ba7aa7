/**
 * Reviews in the owner's app, mounted under /admin/leads behind the owner's gate (worker/index.ts): the
 * lead page's review section once the job is completed, the invitation's send step and its "Did it go?"
 * (sent_at, sent_via), the one public reply, and "Remove" for a reason the review policy names. The
 * owner cannot edit or hide a review: no route does. Each reply and removal purges the pages that show
 * reviews. Also the hook that opens the invitation when the jobs feature completes a job.
 */
import { cleanText } from "../../src/lib/cleanText";
import { jobs, ownerLeadPage, type Section } from "../html/sections";
import { ownerLink } from "../leads/links";
import { findLead } from "../leads/queries";
import type { Lead } from "../leads/row";
import { factory, type AppContext } from "../platform/env";
import { scriptResponse } from "../platform/responses";
import { reviewsCopy } from "./copy";
import { invitationLinks, invitationText } from "./followUps";
import { ownerReviewSection, sendPage, type OwnerReviewErrors } from "./ownerPages";
import { purgeReviewPages } from "./publicCache";
import {
  invitationOf,
  markSent,
  openInvitation,
  removalReasons,
  removeReview,
  replyTo,
  reviewOf,
  sentVias,
  versionCount,
  versionsOf,
  type RemovalReason,
  type SentVia,
} from "./queries";
import { reviewShareScriptSource } from "./script";

const copy = reviewsCopy.owner;
const errors = reviewsCopy.errors;

/**
 * jobs.completed's hook (worker/index.ts): a completed job opens its invitation, once. A lead that is no
 * job (its contract cancelled in the cooling-off period) gets none.
 */
export async function openReviewInvitation(c: AppContext, leadId: number, at: Date): Promise<void> {
  const job = await jobs.find(c, leadId);
  if (!job?.completedAt) return;
  await openInvitation(c.env.DB, leadId, at);
}

/** A refused reply or removal, while the lead's page shows it with its error. */
const refused = new WeakMap<Request, OwnerReviewErrors>();

/** The request page's link, as the owner sends it. */
const pageLink = async (c: AppContext, lead: Lead) =>
  new URL(await ownerLink(c.env, lead.id, new Date()), c.req.url).href;

/** The lead page's review section: once the invitation is open, while the lead is a job. */
export const leadReviewSection: Section<Lead> = async (c, lead) => {
  if (lead.withdrawn_at) return "";
  const invitation = await invitationOf(c.env.DB, lead.id);
  if (!invitation || !(await jobs.find(c, lead.id))) return "";
  const review = await reviewOf(c.env.DB, lead.id);
  const followUp =
    invitation.reminded_at && !review
      ? invitationLinks(lead, invitationText(copy.followUpText, await pageLink(c, lead)))
      : undefined;
  return ownerReviewSection(lead, {
    invitation,
    review,
    versions: review ? await versionCount(c.env.DB, review.id) : 0,
    followUp,
    errors: refused.get(c.req.raw) ?? {},
  });
};

/** The lead's review and its invitation in its JSON export (html/sections.ts's leadExport): what is kept of them. */
export const reviewExportFields = async (c: AppContext, lead: Lead) => {
  const invitation = await invitationOf(c.env.DB, lead.id);
  const review = await reviewOf(c.env.DB, lead.id);
  return {
    reviewInvitation: invitation
      ? {
          openedAt: invitation.opened_at,
          sentAt: invitation.sent_at,
          sentVia: invitation.sent_via,
          remindedAt: invitation.reminded_at,
        }
      : null,
    review: review
      ? {
          rating: review.rating,
          body: review.body,
          nameShown: review.name_shown,
          district: review.district,
          workType: review.work_type,
          completedMonth: review.completed_month,
          writtenAt: review.created_at,
          changedAt: review.updated_at,
          reply: review.reply,
          repliedAt: review.replied_at,
          versions: (await versionsOf(c.env.DB, review.id)).map((version) => ({
            rating: version.rating,
            body: version.body,
            nameShown: version.name_shown,
            district: version.district,
            writtenAt: version.written_at,
          })),
        }
      : null,
  };
};

export const ownerReviews = factory.createApp();

ownerReviews.get("/review.js", () => scriptResponse(reviewShareScriptSource));

/** The route's lead while its job is completed and its invitation open. */
async function invitedLead(c: AppContext): Promise<Lead | undefined> {
  const lead = await findLead(c.env.DB, c.req.param("reference") ?? "");
  if (!lead || lead.withdrawn_at || !(await invitationOf(c.env.DB, lead.id))) return undefined;
  return (await jobs.find(c, lead.id))?.completedAt ? lead : undefined;
}

// The send step: the same words for every job, by the share sheet or a prefilled message.
ownerReviews.get("/:reference/review/send", async (c) => {
  const lead = await invitedLead(c);
  if (!lead) return c.notFound();
  const text = invitationText(copy.shareText, await pageLink(c, lead));
  return c.html(sendPage(lead, { title: invitationText(copy.shareTitle, ""), text }, invitationLinks(lead, text)));
});

// "Did it go?": when and how, which starts the reminder's 7 days.
ownerReviews.post("/:reference/review/sent", async (c) => {
  const lead = await invitedLead(c);
  if (!lead) return c.notFound();
  const via = (await c.req.parseBody())["via"];
  if (!sentVias.includes(via as SentVia)) return c.redirect(`/admin/leads/${lead.reference}/review/send`, 303);
  await markSent(c.env.DB, lead.id, via as SentVia, new Date());
  return c.redirect(`/admin/leads/${lead.reference}#review`, 303);
});

// The one public reply: none after it, and no change to it.
ownerReviews.post("/:reference/review/reply", async (c) => {
  const lead = await invitedLead(c);
  if (!lead || !(await reviewOf(c.env.DB, lead.id))) return c.notFound();
  const value = (await c.req.parseBody())["reply"];
  const reply = typeof value === "string" ? cleanText(value.slice(0, 1000), true).trim() : "";
  if (!reply) {
    refused.set(c.req.raw, { reply: errors.reply });
    return ownerLeadPage.show(c, 400);
  }
  if (!(await replyTo(c.env.DB, lead.id, reply, new Date()))) {
    refused.set(c.req.raw, { reply: errors.replied });
    return ownerLeadPage.show(c, 409);
  }
  await purgeReviewPages(c);
  return c.redirect(`/admin/leads/${lead.reference}#review`, 303);
});

// Removal only for a reason the policy names, counted with it; nothing of the review is kept.
ownerReviews.post("/:reference/review/remove", async (c) => {
  const lead = await invitedLead(c);
  if (!lead || !(await reviewOf(c.env.DB, lead.id))) return c.notFound();
  const reason = (await c.req.parseBody())["reason"];
  if (!removalReasons.includes(reason as RemovalReason)) {
    refused.set(c.req.raw, { reason: errors.reason });
    return ownerLeadPage.show(c, 400);
  }
  await removeReview(c.env.DB, lead.id, reason as RemovalReason, new Date());
  await purgeReviewPages(c);
  return c.redirect(`/admin/leads/${lead.reference}#review`, 303);
});
