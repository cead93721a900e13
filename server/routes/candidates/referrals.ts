import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import { referralsOf } from '../../services/profile/account.ts';

/** GET candidates/referrals: the candidate's referral link and the people who joined with it. */
export function referralRoutes(db: Db) {
  return new Hono<{ Variables: CandidateVariables }>().get('/referrals', async (c) => {
    const url = new URL(c.req.url);
    const referrals = await referralsOf(db, c.get('candidateId'), url.origin, url.hostname);
    if (!referrals) throw notFound();
    return ok(c, referrals);
  });
}
