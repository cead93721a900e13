import { Hono } from 'hono';
import {
  skillListSchema,
  skillSearchQuerySchema,
  skillYearsSchema,
} from '../../../src/shared/profile-schemas.ts';
import type { Db } from '../../db/connect.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import { skillsOf } from '../../services/profile/me.ts';
import {
  removeSkill,
  replaceSkills,
  saveSkill,
  skillSuggestions,
} from '../../services/profile/skills.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/** The candidate's skills with years of experience (spec 7.1); a skill without years is refused. */
export function skillRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get('/skills', async (c) => ok(c, await skillsOf(db, c.get('candidateId'))));

  app.put('/skills', requireJson, valid('json', skillListSchema), async (c) => {
    const replaced = await replaceSkills(db, c.get('candidateId'), c.req.valid('json'));
    if (!replaced.ok) return fail(c, 400, replaced.message);
    return ok(c, await skillsOf(db, c.get('candidateId')));
  });

  app.put(
    '/skills/:id',
    requireJson,
    valid('param', idParam),
    valid('json', skillYearsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const years = c.req.valid('json').yearsOfExperience;
      const saved = await saveSkill(db, c.get('candidateId'), id, years);
      if (!saved.ok) return fail(c, 400, saved.message);
      return ok(c, await skillsOf(db, c.get('candidateId')));
    },
  );

  app.delete('/skills/:id', valid('param', idParam), async (c) => {
    if (!(await removeSkill(db, c.get('candidateId'), c.req.valid('param').id))) throw notFound();
    return ok(c, await skillsOf(db, c.get('candidateId')));
  });

  return app;
}

const SUGGESTIONS = 20;

/** GET /public/api/v1/skills?keyword=: catalogue skills for pickers, those starting with it first. */
export function publicSkillRoutes(db: Db) {
  return new Hono().get('/skills', valid('query', skillSearchQuerySchema), async (c) => {
    const keyword = c.req.valid('query').keyword ?? '';
    c.header('Cache-Control', 'public, max-age=3600');
    return ok(c, keyword ? await skillSuggestions(db, keyword, SUGGESTIONS) : []);
  });
}
