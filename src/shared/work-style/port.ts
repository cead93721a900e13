import type { AdjustmentRequestDto } from './adjustments.ts';
import type { PassportShareDto, WorkStyleDto } from './passport.ts';

/** What server-rendered pages may ask about the signed-in candidate's "How I work best". */
export interface WorkStylePort {
  get(candidateId: number): Promise<WorkStyleDto>;
  /** Shares in force, newest first. */
  shares(candidateId: number): Promise<PassportShareDto[]>;
  /** The requests of one of their rounds; null when the round is not theirs. */
  adjustments(candidateId: number, interviewId: number): Promise<AdjustmentRequestDto[] | null>;
}

/** Where each no-script form of the feature posts. */
export const WORK_STYLE_PATHS = {
  page: '/candidate/work-style',
  share: '/candidate/work-style/shares',
  adjustments: (interviewId: number) => `/candidate/interviews/${interviewId}/adjustments`,
} as const;
