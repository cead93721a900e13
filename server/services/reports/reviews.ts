import { z } from 'zod';
import type { PublicCandidateReview } from '../../../src/shared/dto/reports.ts';
import type { Db } from '../../db/connect.ts';
import {
  findReview,
  insertReview,
  type NewReview,
  reviewableApplication,
} from '../../db/repositories/reviews.ts';
import type { EventBus } from '../events.ts';

/** The body of an enterprise's review of a candidate. */
export const reviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(1000).default(''),
  /** The application the review is about; each application is reviewed once at most. */
  applicationId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const REVIEW_MESSAGES = {
  alreadyReviewed: 'This application has already been reviewed.',
} as const;

/** Where a review notification leads: the candidate's average rating. */
export const REVIEW_LINK = '/candidate/analytics?keyword=my-average-rating';

export type ReviewOutcome =
  | { ok: true; review: EnterpriseReviewDto }
  | { ok: false; status: 404 | 409; message?: string };

/** A review as the enterprise that gave it sees it. */
export interface EnterpriseReviewDto {
  id: number;
  candidateId: number;
  applicationId: number | null;
  rating: number;
  comment: string;
  createdAt: string;
}

type Row = { id: number; rating: number; comment: string; created_at: string };

export const publicReviewOf = (
  row: Row & { establishment_name: string },
): PublicCandidateReview => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  enterpriseName: row.establishment_name,
  date: row.created_at,
});

/**
 * An enterprise reviews a candidate who applied to (or worked for) it; the candidate is notified
 * in the same transaction. A candidate the enterprise never had an application from is not found.
 */
export async function reviewCandidate(
  db: Db,
  enterpriseId: number,
  candidateId: number,
  input: ReviewInput,
  events?: EventBus,
  now = new Date(),
): Promise<ReviewOutcome> {
  const application = await reviewableApplication(
    db,
    enterpriseId,
    candidateId,
    input.applicationId,
  );
  if (!application) return { ok: false, status: 404 };
  const review: NewReview = {
    candidate_id: candidateId,
    enterprise_id: enterpriseId,
    application_id: input.applicationId ?? null,
    rating: input.rating,
    comment: input.comment,
    created_at: now.toISOString(),
  };
  const id = await insertReview(db, review, () => ({
    candidate_id: candidateId,
    enterprise_id: enterpriseId,
    kind: 'review:new',
    text: `${application.establishment_name} rated your work ${input.rating} out of 5.`,
    call_to_action_url: REVIEW_LINK,
    created_at: review.created_at,
  }));
  if (id === null) return { ok: false, status: 409, message: REVIEW_MESSAGES.alreadyReviewed };
  await events?.emit('outboxWritten');
  return { ok: true, review: enterpriseReviewOf({ ...review, id }) };
}

const enterpriseReviewOf = (
  row: Row & Pick<NewReview, 'candidate_id' | 'application_id'>,
): EnterpriseReviewDto => ({
  id: row.id,
  candidateId: row.candidate_id,
  applicationId: row.application_id,
  rating: row.rating,
  comment: row.comment,
  createdAt: row.created_at,
});

/** One of the enterprise's own reviews; another enterprise's is not found. */
export async function ownReview(db: Db, enterpriseId: number, id: number) {
  const row = await findReview(db, id);
  if (!row || row.enterprise_id !== enterpriseId) return null;
  return enterpriseReviewOf(row);
}

/** A review as anyone may read it, or null for an unknown id. */
export async function publicReview(db: Db, id: number): Promise<PublicCandidateReview | null> {
  const row = await findReview(db, id);
  return row ? publicReviewOf(row) : null;
}

/**
 * Records reviews given before now, at their own dates and without notifying the candidate:
 * they are history, not news. Each must name an application of the candidate to the enterprise.
 */
export async function importPastReviews(
  db: Db,
  reviews: (ReviewInput & { enterpriseId: number; candidateId: number; createdAt: string })[],
) {
  let imported = 0;
  for (const input of reviews) {
    const application = await reviewableApplication(
      db,
      input.enterpriseId,
      input.candidateId,
      input.applicationId,
    );
    if (!application) continue;
    const review: NewReview = {
      candidate_id: input.candidateId,
      enterprise_id: input.enterpriseId,
      application_id: input.applicationId ?? null,
      rating: input.rating,
      comment: input.comment,
      created_at: input.createdAt,
    };
    if ((await insertReview(db, review, null)) !== null) imported++;
  }
  return imported;
}
