import { type Context, Hono } from 'hono';
import { signInUrl } from '../../../src/shared/sign-in.ts';
import { adjustmentRequestSchema } from '../../../src/shared/work-style/adjustments.ts';
import {
  PART_CODES,
  PASSPORT_MESSAGES,
  type PassportPart,
  shareSchema,
  workStyleSchema,
} from '../../../src/shared/work-style/passport.ts';
import { WORK_STYLE_PATHS } from '../../../src/shared/work-style/port.ts';
import type { Db } from '../../db/connect.ts';
import { FORM_TOKEN_FIELD, hasFormToken } from '../../identity/form-token.ts';
import type { SessionVariables } from '../../middleware/session.ts';
import { requestAdjustments } from '../../services/work-style/adjustments.ts';
import {
  saveWorkStyle,
  sharePassport,
  withdrawPassport,
} from '../../services/work-style/passport.ts';
import { FORGED, sameOrigin } from '../applications/form.ts';
import { NUL_MESSAGE, nulAt } from '../validate.ts';

type Form = Record<string, string | File | (string | File)[]>;
type Ctx = Context<{ Variables: SessionVariables }>;

const list = (value: Form[string] | undefined): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string',
  );
const text = (value: Form[string] | undefined) => (typeof value === 'string' ? value : '');

/** Only the candidate area's own pages are landed on after a form. */
const RETURN_TO = /^\/candidate\/[\w\-/]{1,300}$/;
const returnOf = (form: Form, fallback: string) => {
  const wanted = text(form.returnTo);
  return RETURN_TO.test(wanted) ? wanted : fallback;
};
const withParam = (path: string, name: string, value: string) =>
  `${path}?${name}=${encodeURIComponent(value)}`;

/** The signed-in candidate's checked form, or the answer that refuses it. */
async function readForm(
  c: Ctx,
  page: string,
): Promise<{ candidateId: number; form: Form } | Response> {
  const candidate = c.get('candidate');
  if (!candidate) return c.redirect(signInUrl(page), 303);
  if (!sameOrigin(c.req.header('origin'), c.req.header('referer'), c.req.header('host')))
    return c.text(FORGED, 403);
  const form = (await c.req.parseBody({ all: true })) as Form;
  if (!hasFormToken(c.get('sessionToken'), form[FORM_TOKEN_FIELD])) return c.text(FORGED, 403);
  return { candidateId: candidate.id, form };
}

/** The first problem of a failed parse, as the API says it. */
function problemOf(issues: { path: PropertyKey[]; message: string }[], data: unknown) {
  const nul = nulAt(data);
  if (nul !== null) return `${nul}${NUL_MESSAGE}`;
  return issues[0]?.message ?? PASSPORT_MESSAGES.unknownChoice;
}

/** The parts a form chose to share (`shareParts`), in order. */
const sharedPartsOf = (form: Form): PassportPart[] =>
  PART_CODES.filter((part) => list(form.shareParts).includes(part));

/**
 * The no-script forms of "How I work best": saving the passport, sharing it with (or withdrawing
 * it from) the enterprise of one application, and asking for interview adjustments. Each lands
 * back on its page with `saved`, or with `problem` and the message.
 */
export function workStyleFormRoutes(db: Db) {
  const app = new Hono<{ Variables: SessionVariables }>();

  app.post(WORK_STYLE_PATHS.page, async (c) => {
    const page = WORK_STYLE_PATHS.page;
    const read = await readForm(c, page);
    if (read instanceof Response) return read;
    const { form } = read;
    const input = {
      communication: { choices: list(form.communication), note: text(form.communicationNote) },
      interview: { choices: list(form.interview), note: text(form.interviewNote) },
      environment: { choices: list(form.environment), note: text(form.environmentNote) },
      other: { note: text(form.otherNote) },
    };
    const parsed = workStyleSchema.safeParse(input);
    if (!parsed.success || nulAt(input) !== null)
      return c.redirect(
        withParam(page, 'problem', problemOf(parsed.error?.issues ?? [], input)),
        303,
      );
    await saveWorkStyle(db, read.candidateId, parsed.data);
    return c.redirect(`${page}?saved=1#preview-title`, 303);
  });

  app.post(WORK_STYLE_PATHS.share, async (c) => {
    const read = await readForm(c, WORK_STYLE_PATHS.page);
    if (read instanceof Response) return read;
    const { form } = read;
    const back = returnOf(form, WORK_STYLE_PATHS.page);
    const applicationId = Number(text(form.applicationId));
    if (!Number.isInteger(applicationId) || applicationId <= 0 || applicationId >= 2 ** 31)
      return c.redirect(back, 303);
    if (text(form.intent) === 'withdraw') {
      await withdrawPassport(db, read.candidateId, applicationId);
      return c.redirect(withParam(back, 'passport', 'withdrawn'), 303);
    }
    const parsed = shareSchema.safeParse({ parts: sharedPartsOf(form) });
    if (!parsed.success)
      return c.redirect(withParam(back, 'problem', PASSPORT_MESSAGES.noParts), 303);
    const shared = await sharePassport(
      db,
      read.candidateId,
      applicationId,
      parsed.data.parts,
      PASSPORT_MESSAGES.nothingToShare,
    );
    if (!shared.ok && shared.message)
      return c.redirect(withParam(back, 'problem', shared.message), 303);
    return c.redirect(withParam(back, 'passport', shared.ok ? 'shared' : 'missing'), 303);
  });

  app.post('/candidate/interviews/:id/adjustments', async (c) => {
    const read = await readForm(c, '/candidate/interviews');
    if (read instanceof Response) return read;
    const { form } = read;
    const back = returnOf(form, '/candidate/interviews');
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) return c.redirect(back, 303);
    const input = { choices: list(form.choices), note: text(form.note) };
    const parsed = adjustmentRequestSchema.safeParse(input);
    if (!parsed.success || nulAt(input) !== null)
      return c.redirect(
        withParam(back, 'problem', problemOf(parsed.error?.issues ?? [], input)),
        303,
      );
    const asked = await requestAdjustments(db, read.candidateId, id, parsed.data);
    if (!asked.ok)
      return c.redirect(
        withParam(back, 'problem', asked.message ?? 'This interview could not be found.'),
        303,
      );
    return c.redirect(`${back}?adjustments=sent#adjustments-title`, 303);
  });

  return app;
}
