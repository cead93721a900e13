import { Hono } from 'hono';
import type { Db } from '../../db/connect.ts';
import type { SessionVariables } from '../../middleware/session.ts';
import type { Storage } from '../../services/storage/index.ts';
import { attachmentRoutes } from './attachments.ts';
import { resumeRoutes } from './resume.ts';
import { uploadFileRoutes } from './upload-file.ts';
import { videoPitchRoutes } from './video-pitch.ts';

export { fileServingRoutes } from './serve.ts';

/** Paths (under /api/v1) that take file uploads and enforce their own, larger, size limits. */
export const UPLOAD_PATHS: readonly string[] = [
  '/upload-file',
  '/candidates/resume',
  '/candidates/video-pitch',
  '/candidates/credentials/:id/document',
];

/** The candidate's uploads and files, mounted on the candidate API base. */
export function fileRoutes(db: Db, storage: Storage) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.route('/', uploadFileRoutes(db, storage));
  app.route('/candidates/resume', resumeRoutes(db, storage));
  app.route('/candidates/video-pitch', videoPitchRoutes(db, storage));
  app.route('/candidates', attachmentRoutes(db, storage));
  return app;
}
