import { Hono } from 'hono';
import { z } from 'zod';
import { checklistUpdateSchema } from '../../../src/shared/profile-schemas.ts';
import { fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import {
  checklistItem,
  checklistOf,
  hasChecklist,
  saveChecklist,
} from '../../services/profile/checklist.ts';
import type { ProfileDeps } from '../../services/profile/deps.ts';
import { requireJson, valid } from '../validate.ts';

/** Assessments > Checklist: the flavour's items, ticked and dated; none in flavour N (404). */
export function checklistRoutes({ db, flavour }: ProfileDeps) {
  const app = new Hono<{ Variables: CandidateVariables }>();
  if (!hasChecklist(flavour)) return app;

  app.get('/checklist', async (c) => ok(c, await checklistOf(db, flavour, c.get('candidateId'))));

  app.put(
    '/checklist/:key',
    requireJson,
    valid('param', z.object({ key: z.string().max(64) })),
    valid('json', checklistUpdateSchema),
    async (c) => {
      const item = checklistItem(flavour, c.req.valid('param').key);
      if (!item) throw notFound();
      const { completed, expiresOn } = c.req.valid('json');
      if (completed && item.needsExpiry && !expiresOn)
        return fail(c, 400, `expiresOn: Enter the date your ${item.label} expires.`);
      await saveChecklist(db, c.get('candidateId'), {
        key: item.key,
        completed,
        expiresOn: item.needsExpiry ? (expiresOn ?? null) : null,
      });
      const items = await checklistOf(db, flavour, c.get('candidateId'));
      return ok(
        c,
        items.find((i) => i.key === item.key),
      );
    },
  );

  return app;
}
