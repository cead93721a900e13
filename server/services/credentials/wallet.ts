import { credentialName, kindOf } from '../../../src/shared/credentials/catalogue.ts';
import type { CredentialDto } from '../../../src/shared/credentials/dto.ts';
import {
  CREDENTIAL_MESSAGES,
  type CredentialInput,
} from '../../../src/shared/credentials/schema.ts';
import { credentialStatus, isoToday } from '../../../src/shared/credentials/status.ts';
import type { Db } from '../../db/connect.ts';
import {
  type CredentialFields,
  type CredentialRow,
  deleteCredential,
  findCredential,
  insertCredential,
  listCredentials,
  setCredentialFile,
  updateCredential,
} from '../../db/repositories/credentials.ts';
import { type FileRow, findOwnFile } from '../../db/repositories/files.ts';
import type { Saved } from '../profile/entries.ts';
import { deleteFiles, fileDto } from '../storage/attachments.ts';
import type { Storage } from '../storage/index.ts';

export const STALE_CREDENTIAL = CREDENTIAL_MESSAGES.stale;

export function credentialDto(
  storage: Storage,
  row: CredentialRow,
  file: FileRow | undefined,
  today: string,
): CredentialDto {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type_code,
    name: credentialName(row.type_code),
    state: row.issuing_state,
    number: row.number,
    multistate: row.multistate === 1,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    status: credentialStatus(row.expires_on, today),
    version: row.version,
    document: file ? fileDto(storage, file) : null,
  };
}

async function withDocument(db: Db, storage: Storage, row: CredentialRow, today: string) {
  const file =
    row.file_id === null ? undefined : await findOwnFile(db, row.candidate_id, row.file_id);
  return credentialDto(storage, row, file, today);
}

/** The candidate's credentials with their status today and a fresh link to each document. */
export async function walletOf(
  db: Db,
  storage: Storage,
  candidateId: number,
  today = isoToday(),
): Promise<CredentialDto[]> {
  await storage.urls.ready();
  const rows = await listCredentials(db, candidateId);
  return Promise.all(rows.map((row) => withDocument(db, storage, row, today)));
}

export async function credentialOf(db: Db, storage: Storage, candidateId: number, id: number) {
  const row = await findCredential(db, candidateId, id);
  if (!row) return undefined;
  await storage.urls.ready();
  return withDocument(db, storage, row, isoToday());
}

const fieldsOf = (input: CredentialInput): CredentialFields => ({
  kind: kindOf(input.type) ?? 'C',
  type_code: input.type,
  issuing_state: input.state ?? null,
  number: input.number ?? null,
  multistate: input.multistate ? 1 : 0,
  issued_on: input.issuedOn ?? null,
  expires_on: input.expiresOn,
});

export async function addCredential(
  db: Db,
  storage: Storage,
  candidateId: number,
  input: CredentialInput,
): Promise<CredentialDto> {
  const row = await insertCredential(db, candidateId, fieldsOf(input), new Date().toISOString());
  await storage.urls.ready();
  return withDocument(db, storage, row, isoToday());
}

/** Changes a credential if it is still at `version`. */
export async function changeCredential(
  db: Db,
  storage: Storage,
  candidateId: number,
  id: number,
  input: CredentialInput & { version: number },
): Promise<Saved<CredentialDto>> {
  const now = new Date().toISOString();
  const row = await updateCredential(db, candidateId, id, input.version, fieldsOf(input), now);
  await storage.urls.ready();
  if (row) return { ok: true, entry: await withDocument(db, storage, row, isoToday()) };
  const exists = await findCredential(db, candidateId, id);
  return { ok: false, reason: exists ? 'stale' : 'not-found' };
}

/** Deletes the credential and its document; false when it is not the candidate's. */
export async function removeCredential(db: Db, storage: Storage, candidateId: number, id: number) {
  const row = await deleteCredential(db, candidateId, id);
  if (!row) return false;
  if (row.file_id !== null) await deleteFiles(db, storage, candidateId, [row.file_id]);
  return true;
}

/** Makes `fileId` the credential's document, deleting the one it replaces. */
export async function attachDocument(
  db: Db,
  storage: Storage,
  candidateId: number,
  id: number,
  fileId: number,
) {
  const set = await setCredentialFile(db, candidateId, id, fileId, new Date().toISOString());
  if (!set) return false;
  if (set.previous !== null && set.previous !== fileId)
    await deleteFiles(db, storage, candidateId, [set.previous]);
  return true;
}

/** Removes the credential's document and keeps the credential; false when not the candidate's. */
export async function removeDocument(db: Db, storage: Storage, candidateId: number, id: number) {
  const set = await setCredentialFile(db, candidateId, id, null, new Date().toISOString());
  if (!set || set.previous === null) return false;
  await deleteFiles(db, storage, candidateId, [set.previous]);
  return true;
}

/** Whether the credential is the candidate's own. */
export async function ownsCredential(db: Db, candidateId: number, id: number) {
  return (await findCredential(db, candidateId, id)) !== undefined;
}

/** The credential's document with a fresh link; undefined when there is none or it is not theirs. */
export async function documentOf(db: Db, storage: Storage, candidateId: number, id: number) {
  const row = await findCredential(db, candidateId, id);
  const file = row?.file_id ? await findOwnFile(db, candidateId, row.file_id) : undefined;
  if (!file) return undefined;
  await storage.urls.ready();
  return fileDto(storage, file);
}
