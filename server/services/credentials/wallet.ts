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

/** What a credential says, as every credential DTO shows it; its status is on `today`. */
export function credentialFacts(
  row: Pick<
    CredentialRow,
    'type_code' | 'issuing_state' | 'number' | 'multistate' | 'issued_on' | 'expires_on'
  >,
  today: string,
) {
  return {
    type: row.type_code,
    name: credentialName(row.type_code),
    state: row.issuing_state,
    number: row.number,
    multistate: row.multistate === 1,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    status: credentialStatus(row.expires_on, today),
  };
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
  async files(db: Db, storage: Storage, rows: CredentialRow[]) {
    await storage.urls.ready();
    const found = await Promise.all(
      rows.map(async (row) =>
        row.file_id === null
          ? []
          : [[row.id, await findOwnFile(db, row.candidate_id, row.file_id)]],
      ),
    );
    return new Map(found.flat().filter((pair): pair is [number, FileRow] => pair[1] !== undefined));
  },
  dto: (row, file, storage): CredentialDto => ({
    id: row.id,
    kind: row.kind,
    ...credentialFacts(row, isoToday()),
    version: row.version,
    document: file ? fileDto(storage, file) : null,
  }),
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
