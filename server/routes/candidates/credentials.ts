import { Hono } from 'hono';
import {
  CREDENTIAL_DOCUMENT_MESSAGES,
  credentialInputSchema,
  credentialUpdateSchema,
} from '../../../src/shared/credentials/schema.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, fail, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import {
  addCredential,
  changeCredential,
  credentialOf,
  documentOf,
  ownsCredential,
  removeCredential,
  removeDocument,
  STALE_CREDENTIAL,
  walletOf,
} from '../../services/credentials/wallet.ts';
import { fileDto } from '../../services/storage/attachments.ts';
import { UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload } from '../../services/storage/uploads.ts';
import { withUpload } from '../files/upload.ts';
import { uploadRoute } from '../openapi/registry.ts';
import { idParam } from '../params.ts';
import { requireJson, valid } from '../validate.ts';

/**
 * The candidate's credential wallet: licences and certifications, each with one document. Every
 * id is looked up among the signed-in candidate's own credentials; anyone else's is not found.
 */
export function credentialRoutes({ db, storage }: { db: Db; storage: Storage }) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.get('/credentials', async (c) => ok(c, await walletOf(db, storage, c.get('candidateId'))));

  app.get('/credentials/:id', valid('param', idParam), async (c) => {
    const found = await credentialOf(db, storage, c.get('candidateId'), c.req.valid('param').id);
    if (!found) throw notFound();
    return ok(c, found);
  });

  app.post('/credentials', requireJson, valid('json', credentialInputSchema), async (c) =>
    ok(c, await addCredential(db, storage, c.get('candidateId'), c.req.valid('json')), 201),
  );

  app.put(
    '/credentials/:id',
    valid('param', idParam),
    requireJson,
    valid('json', credentialUpdateSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      const saved = await changeCredential(
        db,
        storage,
        c.get('candidateId'),
        id,
        c.req.valid('json'),
      );
      if (saved.ok) return ok(c, saved.entry);
      if (saved.reason === 'stale') return fail(c, 409, STALE_CREDENTIAL);
      throw notFound();
    },
  );

  app.delete('/credentials/:id', valid('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    if (!(await removeCredential(db, storage, c.get('candidateId'), id))) throw notFound();
    return ok(c, { id });
  });

  app.get('/credentials/:id/document', valid('param', idParam), async (c) => {
    const file = await documentOf(db, storage, c.get('candidateId'), c.req.valid('param').id);
    if (!file) throw notFound();
    return ok(c, file);
  });

  app.post('/credentials/:id/document', valid('param', idParam), uploadRoute(), async (c) => {
    const candidateId = c.get('candidateId');
    const id = c.req.valid('param').id;
    if (!(await ownsCredential(db, candidateId, id))) throw notFound();
    const file = await withUpload(
      c,
      storage,
      () => UPLOAD_RULES.CREDENTIAL,
      async (upload) => {
        const saved = await recordUpload(db, storage, candidateId, 'CREDENTIAL', upload, {
          to: 'credential',
          credentialId: id,
        });
        return saved.file;
      },
    ).catch((error: unknown) => {
      throw documentError(error);
    });
    return ok(c, fileDto(storage, file), 201);
  });

  app.delete('/credentials/:id/document', valid('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    if (!(await removeDocument(db, storage, c.get('candidateId'), id))) throw notFound();
    return ok(c, { id });
  });

  return app;
}

/** The upload's refusals, said about the credential's document field. */
function documentError(error: unknown) {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 413)
    return new ApiError(413, `file: ${CREDENTIAL_DOCUMENT_MESSAGES.tooLarge}`);
  if (error.status === 415) return new ApiError(415, `file: ${CREDENTIAL_DOCUMENT_MESSAGES.type}`);
  if (error.status === 400 && !error.message.includes(':'))
    return new ApiError(400, `file: ${error.message}`);
  return error;
}
