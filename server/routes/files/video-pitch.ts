import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { candidateMedia, findOwnFile } from '../../db/repositories/files.ts';
import { ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import { deleteFiles } from '../../services/storage/attachments.ts';
import { UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload } from '../../services/storage/uploads.ts';
import { uploadRoute } from '../openapi/registry.ts';
import { withUpload } from './upload.ts';

export interface VideoPitchDto {
  videoPitchSignedUrl: string | null;
  contentType: string | null;
}

/** GET, POST (multipart: file) and DELETE candidates/video-pitch: the candidate's one pitch. */
export function videoPitchRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);

  const current = async (candidateId: number): Promise<VideoPitchDto> => {
    const fileId = (await candidateMedia(db, candidateId))?.video_file_id;
    const file = fileId ? await findOwnFile(db, candidateId, fileId) : undefined;
    return file
      ? { videoPitchSignedUrl: storage.urls.sign(file.id), contentType: file.content_type }
      : { videoPitchSignedUrl: null, contentType: null };
  };

  app.get('/', async (c) => ok(c, await current(c.get('candidateId'))));

  app.post('/', uploadRoute(), async (c) => {
    const candidateId = c.get('candidateId');
    const { file } = await withUpload(
      c,
      storage,
      () => UPLOAD_RULES.VIDEO_PITCH,
      (upload) => recordUpload(db, storage, candidateId, 'PROFILE', upload, { to: 'videoPitch' }),
    );
    return ok(
      c,
      { videoPitchSignedUrl: storage.urls.sign(file.id), contentType: file.content_type },
      201,
    );
  });

  app.delete('/', async (c) => {
    const candidateId = c.get('candidateId');
    const fileId = (await candidateMedia(db, candidateId))?.video_file_id;
    if (fileId) await deleteFiles(db, storage, candidateId, [fileId]);
    return ok(c, { videoPitchSignedUrl: null, contentType: null });
  });
  return app;
}
