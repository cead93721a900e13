import { Hono } from 'hono';
import { signInUrl } from '../../../src/shared/sign-in.ts';
import { PART_CODES } from '../../../src/shared/work-style/passport.ts';
import type { Db } from '../../db/connect.ts';
import { FORM_TOKEN_FIELD, hasFormToken } from '../../identity/form-token.ts';
import type { SessionVariables } from '../../middleware/session.ts';
import { apply } from '../../services/applications.ts';
import { sharePassport } from '../../services/work-style/passport.ts';

/** A form post from this site only: the browser's Origin (or Referer) must be this host. */
export function sameOrigin(
  origin: string | undefined,
  referer: string | undefined,
  host: string | undefined,
) {
  const from = origin ?? referer;
  if (!from || !host) return false;
  try {
    return new URL(from).host === host;
  } catch {
    return false;
  }
}

export const FORGED = 'This form must be sent from Worklane.';
/** The form's own key: the same page sent twice (a double click) is one application. */
const SUBMISSION = /^[\w-]{1,200}$/;

/**
 * The application page's form (works without script): answers are checked, then the candidate
 * lands on My Jobs, Applied; a problem sends them back to the form with its message. A post must
 * come from this site (Origin or Referer) and carry the session's form token. The page's
 * submission key makes a second send of the same form land on My Jobs like the first.
 */
export function applicationFormRoutes(db: Db) {
  return new Hono<{ Variables: SessionVariables }>().post(
    '/candidate/application/:jobId',
    async (c) => {
      const jobId = Number(c.req.param('jobId'));
      const page = `/candidate/application/${encodeURIComponent(c.req.param('jobId'))}`;
      const candidate = c.get('candidate');
      if (!candidate) return c.redirect(signInUrl(page), 303);
      if (!sameOrigin(c.req.header('origin'), c.req.header('referer'), c.req.header('host'))) {
        return c.text(FORGED, 403);
      }
      const form = await c.req.parseBody({ all: true });
      if (!hasFormToken(c.get('sessionToken'), form[FORM_TOKEN_FIELD])) return c.text(FORGED, 403);
      if (!Number.isInteger(jobId) || jobId <= 0) return c.redirect(page, 303);
      const days =
        form.days === undefined ? [] : Array.isArray(form.days) ? form.days : [form.days];
      const own = Object.fromEntries(
        Object.entries(form).filter(([name]) => /^q\d{1,10}$/.test(name)),
      );
      const key = typeof form.submission === 'string' ? form.submission : '';
      const outcome = await apply(
        db,
        candidate.id,
        jobId,
        {
          ...own,
          startDate: form.startDate,
          availability: form.availability,
          hoursPerDay: form.hoursPerDay,
          days,
          confirmMissingCredentials: form.confirmMissingCredentials === 'on',
        },
        SUBMISSION.test(key) ? `form:${key}` : null,
      );
      if (outcome.ok) {
        // Sharing How I work best is the candidate's choice, made on the form; none by default.
        const parts = PART_CODES.filter((part) =>
          (Array.isArray(form.shareParts) ? form.shareParts : [form.shareParts]).includes(part),
        );
        if (parts.length > 0)
          await sharePassport(db, candidate.id, outcome.applicationId, parts, '');
        return c.redirect(`/candidate/my-jobs?tab=A&applied=${jobId}`, 303);
      }
      return c.redirect(
        `${page}?problem=${outcome.reason === 'invalid' ? encodeURIComponent(outcome.message) : outcome.reason}`,
        303,
      );
    },
  );
}
