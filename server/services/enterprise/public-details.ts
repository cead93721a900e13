import type { EnterprisePublicDetails } from '../../../src/shared/dto/enterprise.ts';
import type { EnterpriseOfJob } from '../../../src/shared/dto/enterprise-of-job.ts';
import type { Db } from '../../db/connect.ts';
import {
  domainsOf,
  findEnterpriseByDomain,
  findEnterpriseById,
} from '../../db/repositories/enterprises.ts';
import { findJobById } from '../../db/repositories/jobs.ts';
import type { Enterprise } from '../../db/schema/enterprises.ts';

const parseTheme = (text: string | null) => {
  if (!text) return null;
  try {
    return JSON.parse(text) as EnterprisePublicDetails['theme'];
  } catch {
    return null;
  }
};

async function toPublicDetails(db: Db, row: Enterprise): Promise<EnterprisePublicDetails> {
  return {
    enterpriseId: row.id,
    establishmentName: row.establishment_name,
    validDomainNames: (await domainsOf(db, row.id)).join(','),
    theme: parseTheme(row.theme) ?? [],
    exclusiveCandidateTheme: parseTheme(row.exclusive_candidate_theme),
    exclusiveCandidateLogoFileSignedUrl: row.exclusive_candidate_logo_url,
    navBarLogoSignedUrl: row.nav_bar_logo_url,
    careerPortalFavIcon: row.career_portal_favicon_url,
  };
}

/** The public branding of the enterprise with this career-portal domain; undefined when none. */
export async function enterpriseDetailsByDomain(db: Db, domain: string) {
  const row = await findEnterpriseByDomain(db, domain);
  return row && toPublicDetails(db, row);
}

/** The public branding of an enterprise; undefined when unknown. */
export async function enterpriseDetailsById(db: Db, id: number) {
  const row = await findEnterpriseById(db, id);
  return row && toPublicDetails(db, row);
}

/** The enterprise behind an open job; undefined for an unknown or closed job. */
export async function enterpriseOfOpenJob(
  db: Db,
  jobId: number,
): Promise<EnterpriseOfJob | undefined> {
  const job = await findJobById(db, jobId);
  const enterprise =
    job?.status === 'open' ? await findEnterpriseById(db, job.enterprise_id) : undefined;
  if (!enterprise) return undefined;
  return {
    enterprisePublicDto: {
      enterpriseId: enterprise.id,
      establishmentName: enterprise.establishment_name,
      validDomainNames: await domainsOf(db, enterprise.id),
    },
  };
}
