import { fileTypeFromBuffer } from 'file-type';
import type { FileCategory } from '../../../src/shared/code-tables.ts';

/** What the bytes say a file is: never the name or the type the client claimed. */
export interface Sniffed {
  ext: string;
  mime: string;
}

/** Enough of the start of a file to recognise every accepted type, Word documents included. */
export const SNIFF_BYTES = 64 * 1024;

const MB = 1024 * 1024;
const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const VIDEOS = ['video/mp4', 'video/webm'];
const DOCUMENTS = [PDF, DOC, DOCX];

export interface UploadRule {
  maxBytes: number;
  /** Accepted types, as the bytes name them. SVG is never among them (it can carry script). */
  types: readonly string[];
}

export type UploadKind = FileCategory | 'VIDEO_PITCH';

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  RESUME: { maxBytes: 5 * MB, types: DOCUMENTS },
  /** The avatar: an image, a GIF or a short video. */
  PROFILE: { maxBytes: 20 * MB, types: [...IMAGES, ...VIDEOS] },
  SHOWCASE: { maxBytes: 10 * MB, types: [...DOCUMENTS, 'image/png', 'image/jpeg'] },
  EDUCATION: { maxBytes: 10 * MB, types: [...DOCUMENTS, 'image/png', 'image/jpeg'] },
  CANDIDATE_OFFER: { maxBytes: 10 * MB, types: [...DOCUMENTS, 'image/png', 'image/jpeg'] },
  BACKGROUND: { maxBytes: 10 * MB, types: [...DOCUMENTS, 'image/png', 'image/jpeg'] },
  /** A scanned licence or certification card: a PDF or a photo. */
  CREDENTIAL: { maxBytes: 10 * MB, types: [PDF, 'image/png', 'image/jpeg'] },
  /** Two minutes of recorded video, with room for a camera's higher bit rate. */
  VIDEO_PITCH: { maxBytes: 100 * MB, types: [...VIDEOS, 'video/quicktime'] },
};

/** The rule that admits anything some category admits: used until the category is known. */
export function broadestRule(kinds: readonly UploadKind[]): UploadRule {
  const rules = kinds.map((kind) => UPLOAD_RULES[kind]);
  return {
    maxBytes: Math.max(...rules.map((r) => r.maxBytes)),
    types: [...new Set(rules.flatMap((r) => r.types))],
  };
}

const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/** Identifies a file by its first bytes; null when it is none of the types we know. */
export async function sniff(sample: Uint8Array): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(sample);
  if (!found) return null;
  // An OLE compound file is a Word document only when it holds a WordDocument stream.
  if (found.ext === 'cfb')
    return Buffer.from(sample).includes(WORD_DOCUMENT_STREAM) ? { ext: 'doc', mime: DOC } : null;
  if (found.ext === 'm4v') return { ext: 'mp4', mime: 'video/mp4' };
  return { ext: found.ext, mime: found.mime };
}

export const isVisual = (mime: string) => mime.startsWith('image/') || mime.startsWith('video/');
