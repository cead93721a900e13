import { Hono } from 'hono';
import {
  CREDENTIAL_DOCUMENT_MESSAGES,
  CREDENTIAL_MESSAGES,
  credentialInputSchema,
  credentialUpdateSchema,
} from '../../../src/shared/credentials/schema.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import type { CandidateVariables } from '../../middleware/session.ts';
import { documentOf, removeDocument, wallet } from '../../services/credentials/wallet.ts';
import { fileDto } from '../../services/storage/attachments.ts';
import { UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload } from '../../services/storage/uploads.ts';
import { withUpload } from '../files/upload.ts';
import { idParam } from '../params.ts';
import { describeUpload, valid } from '../validate.ts';
import { entryRoutes } from './entry-routes.ts';

/**
 * The candidate's credential wallet: licences and certifications, each with one document. Every
 * id is looked up among the signed-in candidate's own credentials; anyone else's is not found.
 */
export function credentialRoutes({ db, storage }: { db: Db; storage: Storage }) {
  const app = new Hono<{ Variables: CandidateVariables }>();

  app.route(
    '/',
    entryRoutes(
      {
        path: '/credentials',
        service: wallet,
        writes: { create: credentialInputSchema, update: credentialUpdateSchema },
        stale: CREDENTIAL_MESSAGES.stale,
      },
      { db, storage },
    ),
  );

  app.get('/credentials/:id/document', valid('param', idParam), async (c) => {
    const file = await documentOf(db, storage, c.get('candidateId'), c.req.valid('param').id);
    if (!file) throw notFound();
    return ok(c, file);
  });

  app.post('/credentials/:id/document', valid('param', idParam), describeUpload(), async (c) => {
    const candidateId = c.get('candidateId');
    const id = c.req.valid('param').id;
    if (!(await wallet.owns(db, candidateId, id))) throw notFound();
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
