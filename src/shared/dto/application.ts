import { z } from 'zod';
import { recordId } from '../record-id.ts';
import type { EnterpriseStatus, JobQuestion, TimelineStep } from '../screening.ts';

/** A job pool entry as My Jobs lists it. */
export interface PoolEntry {
  id: number;
  jobId: number;
  jobTitle: string;
  establishmentName: string;
  city: string;
  country: string;
  enterpriseProcessStatus: EnterpriseStatus;
  candidateProcessStatus: 'A' | 'P' | 'D' | 'W' | null;
  /** The candidate's own remark on the job (ratingRemarksByCandidate). */
  candidateRemark: string | null;
  appliedAt: string;
  updatedAt: string;
  /** Every step so far, oldest first. */
  timeline: { status: TimelineStep; at: string }[];
}

/** What server-rendered pages may ask about the signed-in candidate's applications. */
export interface ApplicationsPort {
  list(candidateId: number, statuses: readonly EnterpriseStatus[]): Promise<PoolEntry[]>;
  /** Saved jobs, as cards. */
  bookmarks(candidateId: number): Promise<import('./job.ts').JobCard[]>;
  isBookmarked(candidateId: number, jobId: number): Promise<boolean>;
  /** The job's own screening questions, asked after the default ones. */
  questions(jobId: number): Promise<JobQuestion[]>;
}

/** `PUT candidates/pool/candidate-remark`: the candidate's remark on a job they applied to. */
export const candidateRemarkSchema = z.object({
  jobId: recordId,
  ratingRemarksByCandidate: z.string().max(1000, 'Keep your remark under 1000 characters.'),
});

/** `PUT candidates/pool/applications/{id}/offer`: A accepts the offer, D declines it. */
export const offerDecisionSchema = z.object({ decision: z.enum(['A', 'D']) });
