import { Hono } from 'hono';
import type { CandidateDto } from '../../../src/shared/dto/candidate.ts';
import type { Db } from '../../db/connect.ts';
import { findCandidateById } from '../../db/repositories/candidates.ts';
import { requireCandidate, type SessionVariables } from '../../middleware/session.ts';
import { notFound, ok } from '../envelope.ts';

/** The signed-in candidate's own record; the id always comes from the session. */
export function candidateRoutes(db: Db) {
  return new Hono<{ Variables: SessionVariables }>().use(requireCandidate).get('/', async (c) => {
    const id = c.get('candidate')?.id;
    const row = id === undefined ? undefined : await findCandidateById(db, id);
    if (!row) throw notFound();
    const dto: CandidateDto = {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      emailAddress: row.email,
      profileTitle: row.profile_title,
      neuroClassification: row.neuro_classification,
      origin: row.origin,
      sourceEnterpriseId: row.source_enterprise_id,
      talentPool: row.talent_pool,
      accessibility: row.accessibility,
      bionicReadingConfiguration: row.bionic_reading_configuration,
    };
    return ok(c, dto);
  });
}
