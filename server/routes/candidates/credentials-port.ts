import type { CredentialsPort } from '../../../src/shared/credentials/dto.ts';
import type { Db } from '../../db/connect.ts';
import { fitOf, requirementsOf, shiftsOf } from '../../services/credentials/fit.ts';
import { walletOf } from '../../services/credentials/wallet.ts';
import type { Storage } from '../../services/storage/index.ts';

/** Credentials for server-rendered pages (Astro.locals.credentials). */
export function credentialsPort(db: Db, storage: Storage): CredentialsPort {
  return {
    wallet: (candidateId) => walletOf(db, storage, candidateId),
    requirements: (jobIds) => requirementsOf(db, jobIds),
    fit: (candidateId, jobIds) => fitOf(db, candidateId, jobIds),
    shifts: (jobIds) => shiftsOf(db, jobIds),
  };
}
