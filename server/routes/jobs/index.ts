import { Hono } from 'hono';
import { jobSearchSchema, suggestQuerySchema } from '../../../src/shared/dto/job.ts';
import { notFound, ok } from '../../http/envelope.ts';
import type { JobSearch } from '../../services/search/jobs.ts';
import { idParam } from '../params.ts';
import { valid } from '../validate.ts';

/*
 * Synonyms and abbreviations always count. Clients that keep the synonym list send
 * `x-synonyms-active: T` (spec 7); the header is accepted and changes nothing.
 */

/**
 * The job catalogue as the public and candidate APIs serve it (spec 7.2, 7.3): typeahead
 * suggestions, job search and single jobs. Closed and unknown jobs are not found.
 */
export function jobRoutes(search: JobSearch, options: { candidatePaths: boolean }) {
  const app = new Hono();
  // Up to six suggestions: the client shows five and 'See All' when a sixth exists.
  app.get('/candidates/search', valid('query', suggestQuerySchema), async (c) => {
    const { keyword, 'is-healthcare': healthcare } = c.req.valid('query');
    return ok(c, (await search.suggest(keyword, healthcare === 'true')).all);
  });
  app.get('/jobs/search', valid('query', jobSearchSchema), async (c) =>
    ok(c, await search.search(c.req.valid('query'))),
  );
  const one = (path: string) =>
    app.get(path, valid('param', idParam), async (c) => {
      const job = await search.find(c.req.valid('param').id);
      if (!job) throw notFound();
      return ok(c, job);
    });
  one('/jobs/:id');
  if (options.candidatePaths) one('/candidates/job/:id');
  return app;
}
