import type { FileCategory } from '../../../src/shared/code-tables.ts';
import type { Db } from '../../db/connect.ts';
import { setCredentialFile } from '../../db/repositories/credentials.ts';
import {
  candidateMedia,
  type FileRow,
  insertEducationDocument,
  insertFile,
  insertResume,
  insertShowcase,
  setCandidateMedia,
} from '../../db/repositories/files.ts';
import { deleteFiles } from './attachments.ts';
import type { Sniffed } from './file-types.ts';
import type { Storage } from './index.ts';

/** Bytes already in storage, checked, and not yet recorded anywhere. */
export interface StoredUpload {
  key: string;
  size: number;
  type: Sniffed;
  /** The name the client gave, untrusted. */
  clientName: string;
}

const UNSAFE = /[\p{Cc}"\\/:*?<>|]+/gu;

/**
 * The name shown for a file: the last segment of what the client sent, without control or
 * path characters, ending in the extension its bytes have. Only ever used for display and
 * Content-Disposition; the file's path is its random key.
 */
export function safeName(clientName: string, ext: string, fallback: string): string {
  const last = clientName.split(/[\\/]/).pop() ?? '';
  const stem = last
    .replace(UNSAFE, ' ')
    .replace(/\.[^.]*$/, '')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 120);
  return `${stem || fallback}.${ext}`;
}

/** What the new file is attached to, besides belonging to the candidate. */
export type Attach =
  | { to: 'nothing' }
  | { to: 'resume'; title: string }
  | { to: 'showcase'; workHistoryId: number; title: string }
  | { to: 'document'; educationId: number; title: string }
  | { to: 'avatar' }
  | { to: 'videoPitch' }
  | { to: 'credential'; credentialId: number };

/**
 * Records stored bytes as the candidate's file and attaches it, in one transaction; the file an
 * avatar or video pitch replaces is deleted afterwards. If recording fails the bytes are removed,
 * so no stored file is ever without its row.
 */
export async function recordUpload(
  db: Db,
  storage: Storage,
  candidateId: number,
  category: FileCategory,
  upload: StoredUpload,
  attach: Attach,
): Promise<{ file: FileRow; resumeId?: number; createdAt: string }> {
  const now = new Date().toISOString();
  let replaced: number | null = null;
  try {
    const result = await db.transaction().execute(async (trx) => {
      const file = await insertFile(trx, {
        candidate_id: candidateId,
        category,
        storage_key: upload.key,
        original_name: safeName(upload.clientName, upload.type.ext, category.toLowerCase()),
        content_type: upload.type.mime,
        size_bytes: upload.size,
        created_at: now,
      });
      const link = { file_id: file.id, created_at: now };
      switch (attach.to) {
        case 'resume': {
          const resume = await insertResume(trx, {
            ...link,
            candidate_id: candidateId,
            title: attach.title,
          });
          return { file, resumeId: resume.id, createdAt: now };
        }
        case 'showcase':
          await insertShowcase(trx, {
            ...link,
            work_history_id: attach.workHistoryId,
            title: attach.title,
          });
          break;
        case 'document':
          await insertEducationDocument(trx, {
            ...link,
            education_id: attach.educationId,
            title: attach.title,
          });
          break;
        case 'credential': {
          const set = await setCredentialFile(trx, candidateId, attach.credentialId, file.id, now);
          replaced = set?.previous ?? null;
          break;
        }
        case 'avatar':
        case 'videoPitch': {
          const column = attach.to === 'avatar' ? 'avatar_file_id' : 'video_file_id';
          replaced = (await candidateMedia(trx, candidateId))?.[column] ?? null;
          await setCandidateMedia(trx, candidateId, { [column]: file.id });
          break;
        }
      }
      return { file, createdAt: now };
    });
    if (replaced !== null) await deleteFiles(db, storage, candidateId, [replaced]);
    return result;
  } catch (error) {
    await storage.delete(upload.key);
    throw error;
  }
}
