import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { type CandidateVariables, requireCandidate } from '../../middleware/session.ts';
import {
  deleteVideoPitch,
  videoPitchDto,
  videoPitchOf,
} from '../../services/storage/candidate-files.ts';
import { UPLOAD_RULES } from '../../services/storage/file-types.ts';
import type { Storage } from '../../services/storage/index.ts';
import { recordUpload } from '../../services/storage/uploads.ts';
import { describeUpload } from '../validate.ts';
import { withUpload } from './upload.ts';

/** GET, POST (multipart: file) and DELETE candidates/video-pitch: the candidate's one pitch. */
export function videoPitchRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: CandidateVariables }>().use(requireCandidate);

  app.get('/', async (c) => ok(c, await videoPitchOf(db, storage, c.get('candidateId'))));

  app.post('/', describeUpload(), async (c) => {
    const candidateId = c.get('candidateId');
    const { file } = await withUpload(
      c,
      storage,
      () => UPLOAD_RULES.VIDEO_PITCH,
      (upload) => recordUpload(db, storage, candidateId, 'PROFILE', upload, { to: 'videoPitch' }),
    );
    return ok(c, videoPitchDto(storage, file), 201);
  });

  app.delete('/', async (c) => {
    await deleteVideoPitch(db, storage, c.get('candidateId'));
    return ok(c, videoPitchDto(storage));
  });
  return app;
}
