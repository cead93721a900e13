import { Hono } from 'hono';
import { z } from 'zod';
import { skillListSchema, skillYearsSchema } from '../../../src/shared/profile-schemas.ts';
import type { Db } from '../../db/connect.ts';
import {
  deleteCandidateSkill,
  replaceCandidateSkills,
  saveCandidateSkill,
} from '../../db/repositories/candidate-skills.ts';
import { existingSkillIds } from '../../db/repositories/catalogue.ts';
import { searchSkills } from '../../db/repositories/skills.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import { skillsOf } from '../../services/profile/me.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

const UNKNOWN_SKILL = 'This skill is not in the list. Choose a skill from the suggestions.';

/** The candidate's skills with years of experience (spec 7.1); a skill without years is refused. */
export function skillRoutes(db: Db) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get('/skills', async (c) => ok(c, await skillsOf(db, c.get('candidateId'))));

  app.put('/skills', requireJson, valid('json', skillListSchema), async (c) => {
    const list = c.req.valid('json');
    const ids = [...new Set(list.map((s) => s.id))];
    if (ids.length !== list.length) return fail(c, 400, 'Each skill can be added only once.');
    const known = await existingSkillIds(db, ids);
    if (known.size !== ids.length) return fail(c, 400, UNKNOWN_SKILL);
    await replaceCandidateSkills(
      db,
      c.get('candidateId'),
      list.map((s) => ({ skillId: s.id, years: s.yearsOfExperience })),
    );
    return ok(c, await skillsOf(db, c.get('candidateId')));
  });

  app.put(
    '/skills/:id',
    requireJson,
    valid('param', idParam),
    valid('json', skillYearsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      if ((await existingSkillIds(db, [id])).size === 0) return fail(c, 400, UNKNOWN_SKILL);
      await saveCandidateSkill(db, c.get('candidateId'), id, c.req.valid('json').yearsOfExperience);
      return ok(c, await skillsOf(db, c.get('candidateId')));
    },
  );

  app.delete('/skills/:id', valid('param', idParam), async (c) => {
    if (!(await deleteCandidateSkill(db, c.get('candidateId'), c.req.valid('param').id)))
      throw notFound();
    return ok(c, await skillsOf(db, c.get('candidateId')));
  });

  return app;
}

const SUGGESTIONS = 20;

/** GET /public/api/v1/skills?keyword=: catalogue skills for pickers, those starting with it first. */
export function publicSkillRoutes(db: Db) {
  return new Hono().get(
    '/skills',
    valid('query', z.object({ keyword: z.string().trim().max(100).optional() })),
    async (c) => {
      const keyword = c.req.valid('query').keyword ?? '';
      c.header('Cache-Control', 'public, max-age=3600');
      return ok(c, keyword ? await searchSkills(db, keyword, SUGGESTIONS) : []);
    },
  );
}
