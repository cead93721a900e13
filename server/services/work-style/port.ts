import type { WorkStylePort } from '../../../src/shared/work-style/port.ts';
import type { Db } from '../../db/connect.ts';
import { ownAdjustments } from './adjustments.ts';
import { ownShares, ownWorkStyle } from './passport.ts';

/** The "How I work best" port server-rendered pages use. */
export const workStylePort = (db: Db): WorkStylePort => ({
  get: (candidateId) => ownWorkStyle(db, candidateId),
  shares: (candidateId) => ownShares(db, candidateId),
  adjustments: (candidateId, interviewId) => ownAdjustments(db, candidateId, interviewId),
});
