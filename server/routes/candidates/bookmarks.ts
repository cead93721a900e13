import { Hono } from 'hono';
import { z } from 'zod';
import { recordId } from '../../../src/shared/record-id.ts';
import type { Db } from '../../db/connect.ts';
import { notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import { savedJobs, saveJob, unsaveJob } from '../../services/bookmarks.ts';
import type { JobSearch } from '../../services/search/jobs.ts';
import { valid } from '../validate.ts';

const jobParam = z.object({
  jobId: recordId,
});

/** The candidate's saved jobs: save and unsave an open job, list them. */
export function bookmarkRoutes(db: Db, jobs: JobSearch) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get('/bookmarks', async (c) => ok(c, await savedJobs(db, jobs, c.get('candidateId'))));

  app.put('/bookmarks/:jobId', valid('param', jobParam), async (c) => {
    const { jobId } = c.req.valid('param');
    if (!(await saveJob(db, jobs, c.get('candidateId'), jobId))) throw notFound();
    return ok(c, { jobId, bookmarked: true });
  });

  app.delete('/bookmarks/:jobId', valid('param', jobParam), async (c) => {
    const { jobId } = c.req.valid('param');
    await unsaveJob(db, c.get('candidateId'), jobId);
    return ok(c, { jobId, bookmarked: false });
  });

  return app;
}
