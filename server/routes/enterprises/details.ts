import type { EnterprisePublicDetails } from '../../../src/shared/dto/enterprise.ts';
import type { Db } from '../../db/connect.ts';
import { domainsOf } from '../../db/repositories/enterprises.ts';
import type { Enterprise } from '../../db/schema/enterprises.ts';

const parseTheme = (text: string | null) => {
  if (!text) return null;
  try {
    return JSON.parse(text) as EnterprisePublicDetails['theme'];
  } catch {
    return null;
  }
};

export async function toPublicDetails(db: Db, row: Enterprise): Promise<EnterprisePublicDetails> {
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
