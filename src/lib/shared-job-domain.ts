import type { EnterpriseOfJob } from '../shared/dto/enterprise-of-job.ts';
import { backgroundApi as api } from './api/client.ts';
import { STORAGE_KEYS, writeStored } from './browser-storage.ts';

/**
 * A job page opened from a shared link (utm_source or isFromShareJob in the query) keeps the
 * first career-portal domain of the job's enterprise in browser storage (spec 7.3).
 */
export async function rememberSharedJobDomain(jobId: number, search: string): Promise<void> {
  const query = new URLSearchParams(search);
  if (!query.has('utm_source') && !query.has('isFromShareJob')) return;
  try {
    const { enterprisePublicDto } = await api.get<EnterpriseOfJob>(`enterprises/job/${jobId}`, {
      public: true,
      quiet: true,
    });
    const first = enterprisePublicDto.validDomainNames[0];
    if (first) writeStored(STORAGE_KEYS.domain, first);
  } catch {
    // The page works the same without it: the domain only brands later visits.
  }
}
