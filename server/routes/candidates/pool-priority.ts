import { Hono } from 'hono';
import { z } from 'zod';
import { CANDIDATE_ORIGINS } from '../../../src/shared/code-tables.ts';
import { recordId } from '../../../src/shared/record-id.ts';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import { acceptOwnInvitation, joinPoolAsSelf } from '../../services/invitations.ts';
import { requireJson, valid } from '../validate.ts';

const inviteeForm = z.object({ id: recordId });
const poolParam = z.object({ talentPoolId: recordId });
const joinBody = z.object({
  candidatesIds: z.array(recordId).min(1).max(100),
  origin: z.enum(CANDIDATE_ORIGINS),
});

/**
 * Joining talent pools (spec 4.3, 7.3): accepting one's own invitation (which is one's own is
 * decided by services/invitations.ts), and adding oneself to a pool with an origin. A candidate
 * acts only for themself: anyone else's invitation or id is not found.
 */
export function poolPriorityRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.put('/invitee', valid('form', inviteeForm), async (c) => {
    const inviteeId = c.req.valid('form').id;
    const outcome = await acceptOwnInvitation(db, c.get('candidateId'), inviteeId);
    if (!outcome.ok) throw notFound();
    return ok(c, { id: inviteeId, talentPoolId: outcome.talentPoolId, status: 'A' as const });
  });

  app.put(
    '/:talentPoolId/candidates',
    valid('param', poolParam),
    requireJson,
    valid('json', joinBody),
    async (c) => {
      const { talentPoolId } = c.req.valid('param');
      const { candidatesIds, origin } = c.req.valid('json');
      const candidateId = c.get('candidateId');
      const join = { talentPoolId, candidatesIds, origin };
      if (!(await joinPoolAsSelf(db, candidateId, join))) throw notFound();
      return ok(c, { talentPoolId, candidatesIds: [candidateId], origin });
    },
  );

  return app;
}
