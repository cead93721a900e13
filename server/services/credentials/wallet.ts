import { credentialName, kindOf } from '../../../src/shared/credentials/catalogue.ts';
import type { CredentialDto } from '../../../src/shared/credentials/dto.ts';
import type { CredentialInput } from '../../../src/shared/credentials/schema.ts';
import { credentialStatus, isoToday } from '../../../src/shared/credentials/status.ts';
import type { Db } from '../../db/connect.ts';
import {
  type CredentialFields,
  type CredentialRow,
  credentials,
  findCredential,
  setCredentialFile,
} from '../../db/repositories/credentials.ts';
import { type FileRow, findOwnFile } from '../../db/repositories/files.ts';
import { entryService } from '../profile/entry-service.ts';
import { deleteFiles, fileDto } from '../storage/attachments.ts';
import type { Storage } from '../storage/index.ts';

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

/**
 * The candidate's credentials, licences first, each with its status today and a fresh link to its
 * document; a credential's document goes when the credential goes.
 */
export const wallet = entryService({
  repository: credentials,
  fields: (input: CredentialInput): CredentialFields => ({
    kind: kindOf(input.type) ?? 'C',
    type_code: input.type,
    issuing_state: input.state ?? null,
    number: input.number ?? null,
    multistate: input.multistate ? 1 : 0,
    issued_on: input.issuedOn ?? null,
    expires_on: input.expiresOn,
  }),
  async dtos(db: Db, storage: Storage, rows: CredentialRow[]) {
    const today = isoToday();
    await storage.urls.ready();
    return Promise.all(rows.map((row) => withDocument(db, storage, row, today)));
  },
});

export function walletOf(db: Db, storage: Storage, candidateId: number): Promise<CredentialDto[]> {
  return wallet.list(db, storage, candidateId);
}

/** Removes the credential's document and keeps the credential; false when not the candidate's. */
export async function removeDocument(db: Db, storage: Storage, candidateId: number, id: number) {
  const set = await setCredentialFile(db, candidateId, id, null, new Date().toISOString());
  if (!set || set.previous === null) return false;
  await deleteFiles(db, storage, candidateId, [set.previous]);
  return true;
}

/** The credential's document with a fresh link; undefined when there is none or it is not theirs. */
export async function documentOf(db: Db, storage: Storage, candidateId: number, id: number) {
  const row = await findCredential(db, candidateId, id);
  const file = row?.file_id ? await findOwnFile(db, candidateId, row.file_id) : undefined;
  if (!file) return undefined;
  await storage.urls.ready();
  return fileDto(storage, file);
}
