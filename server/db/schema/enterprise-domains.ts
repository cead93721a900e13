import type { Selectable } from 'kysely';

/** Career-portal domains; one enterprise may own several, a domain belongs to one enterprise. */
export interface EnterpriseDomainsTable {
  domain: string;
  enterprise_id: number;
}

export type EnterpriseDomain = Selectable<EnterpriseDomainsTable>;
