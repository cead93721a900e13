import type { Generated, Insertable, Selectable } from 'kysely';

export interface EnterprisesTable {
  id: Generated<number>;
  /** Stable slug used by the enterprise API and the seed. */
  key: string;
  establishment_name: string;
  about: Generated<string>;
  sector: string;
  /** JSON text of the career-portal theme (spec 3, theme entries). */
  theme: Generated<string>;
  /** JSON text of the theme applied to candidates exclusive to this enterprise (talentPool Z). */
  exclusive_candidate_theme: string | null;
  nav_bar_logo_url: string | null;
  exclusive_candidate_logo_url: string | null;
  career_portal_favicon_url: string | null;
  created_at: string;
}

export type Enterprise = Selectable<EnterprisesTable>;
export type NewEnterprise = Insertable<EnterprisesTable>;
