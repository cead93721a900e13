import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  CREDENTIAL_DOCUMENT_MESSAGES,
  CREDENTIAL_MESSAGES,
  credentialInputSchema,
  credentialUpdateSchema,
} from '../../../src/shared/credentials/schema.ts';
import { signInUrl } from '../../../src/shared/sign-in.ts';
import { UPLOAD_ERRORS } from '../../../src/shared/uploads.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError } from '../../http/envelope.ts';
import { FORM_TOKEN_FIELD, hasFormToken } from '../../identity/form-token.ts';
import type { SessionVariables } from '../../middleware/session.ts';
import { wallet } from '../../services/credentials/wallet.ts';
import { UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload, type StoredUpload } from '../../services/storage/uploads.ts';
import { sameOrigin } from '../applications/form.ts';
import { receiveUpload } from '../files/multipart.ts';

/** The credentials page; its forms post to it and to its credentials' paths below it. */
export const CREDENTIAL_FORM_PATH = '/candidate/credentials';
const PAGE = CREDENTIAL_FORM_PATH;
const FORGED = 'This form must be sent from Worklane.';

/** Where the page goes after a form: a notice, or the problem and the form it belongs to. */
const done = (notice: string, anchor = 'held') => `${PAGE}?done=${notice}#${anchor}`;
const problem = (message: string, form: string) =>
  `${PAGE}?problem=${encodeURIComponent(message)}&form=${encodeURIComponent(form)}#${form}`;

/** The form's fields as the JSON API takes them: empty answers absent, the checkbox a boolean. */
function asInput(fields: Record<string, string>) {
  const text = (name: string) => {
    const value = fields[name]?.trim();
    return value ? value : undefined;
  };
  const version = Number(fields.version);
  return {
    type: text('type') ?? '',
    state: text('state') ?? null,
    number: text('number') ?? null,
    multistate: fields.multistate === 'on',
    issuedOn: text('issuedOn') ?? null,
    expiresOn: text('expiresOn') ?? '',
    ...(Number.isInteger(version) && version > 0 ? { version } : {}),
  };
}

function firstProblem(error: z.ZodError) {
  return error.issues[0]?.message ?? 'Check the form and send it again.';
}

function uploadProblem(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 413) return CREDENTIAL_DOCUMENT_MESSAGES.tooLarge;
  if (error.status === 415) return CREDENTIAL_DOCUMENT_MESSAGES.type;
  return error.message || UPLOAD_ERRORS.unprocessable;
}

/**
 * The credentials page's forms (they work without script): add a licence or certification with
 * its document, change one, replace its document, or remove it. Every post must come from this
 * site with the session's form token; the candidate lands back on the page with a notice, or
 * with the problem beside the form it came from. Ids of another candidate's credentials are
 * answered as not found.
 */
export function credentialFormRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: SessionVariables }>();

  /** Reads the form (and its document, if one was chosen) after the usual checks. */
  const receive = async (
    c: Context<{ Variables: SessionVariables }>,
  ): Promise<
    | { ok: true; candidateId: number; fields: Record<string, string>; file: StoredUpload | null }
    | { ok: false; response: Response }
  > => {
    const candidate = c.get('candidate');
    if (!candidate)
      return {
        ok: false,
        response: c.redirect(signInUrl(PAGE), 303),
      };
    if (!sameOrigin(c.req.header('origin'), c.req.header('referer'), c.req.header('host')))
      return { ok: false, response: c.text(FORGED, 403) };
    let received: Awaited<ReturnType<typeof receiveUpload>>;
    try {
      received = await receiveUpload(c.req.raw, {
        store: storage,
        ruleFor: () => UPLOAD_RULES.CREDENTIAL,
      });
    } catch (error) {
      const form = new URL(c.req.url).pathname.split('/')[3] ?? 'add';
      return {
        ok: false,
        response: c.redirect(problem(uploadProblem(error), formAnchor(form)), 303),
      };
    }
    if (!hasFormToken(c.get('sessionToken'), received.fields[FORM_TOKEN_FIELD])) {
      if (received.file) await storage.delete(received.file.key);
      return { ok: false, response: c.text(FORGED, 403) };
    }
    return { ok: true, candidateId: candidate.id, ...received };
  };

  const attach = async (candidateId: number, credentialId: number, file: StoredUpload) => {
    const rule = UPLOAD_RULES.CREDENTIAL;
    if (file.size > rule.maxBytes || !rule.types.includes(file.type.mime)) {
      await storage.delete(file.key);
      return false;
    }
    await recordUpload(db, storage, candidateId, 'CREDENTIAL', file, {
      to: 'credential',
      credentialId,
    });
    return true;
  };

  app.post(PAGE, async (c) => {
    const got = await receive(c);
    if (!got.ok) return got.response;
    const form = got.fields.kind === 'C' ? 'add-certification' : 'add-licence';
    const parsed = credentialInputSchema.safeParse(asInput(got.fields));
    if (!parsed.success) {
      if (got.file) await storage.delete(got.file.key);
      return c.redirect(problem(firstProblem(parsed.error), form), 303);
    }
    const added = await wallet.add(db, storage, got.candidateId, parsed.data);
    if (got.file && !(await attach(got.candidateId, added.id, got.file)))
      return c.redirect(problem(CREDENTIAL_DOCUMENT_MESSAGES.type, `credential-${added.id}`), 303);
    return c.redirect(done('added', `credential-${added.id}`), 303);
  });

  app.post(`${PAGE}/:id`, async (c) => {
    const id = Number(c.req.param('id'));
    const got = await receive(c);
    if (!got.ok) return got.response;
    const anchor = `credential-${id}`;
    const owned = Number.isInteger(id) && id > 0 && (await wallet.owns(db, got.candidateId, id));
    if (!owned) {
      if (got.file) await storage.delete(got.file.key);
      return c.notFound();
    }
    const action = got.fields.action;
    if (action === 'remove') {
      if (got.file) await storage.delete(got.file.key);
      await wallet.remove(db, storage, got.candidateId, id);
      return c.redirect(done('removed'), 303);
    }
    if (action === 'document') {
      if (!got.file) return c.redirect(problem(UPLOAD_ERRORS.missingFile, anchor), 303);
      if (!(await attach(got.candidateId, id, got.file)))
        return c.redirect(problem(CREDENTIAL_DOCUMENT_MESSAGES.type, anchor), 303);
      return c.redirect(done('document', anchor), 303);
    }
    const parsed = credentialUpdateSchema.safeParse(asInput(got.fields));
    if (!parsed.success) {
      if (got.file) await storage.delete(got.file.key);
      return c.redirect(problem(firstProblem(parsed.error), anchor), 303);
    }
    const saved = await wallet.save(db, storage, got.candidateId, parsed.data, {
      id,
      version: parsed.data.version,
    });
    if (!saved.ok) {
      if (got.file) await storage.delete(got.file.key);
      return c.redirect(problem(CREDENTIAL_MESSAGES.stale, anchor), 303);
    }
    if (got.file && !(await attach(got.candidateId, id, got.file)))
      return c.redirect(problem(CREDENTIAL_DOCUMENT_MESSAGES.type, anchor), 303);
    return c.redirect(done('changed', anchor), 303);
  });

  return app;
}

/** The page's anchor for a form path segment: 'add' or a credential id. */
const formAnchor = (segment: string) =>
  /^\d+$/.test(segment) ? `credential-${segment}` : 'add-licence';
