import type { SettingsPort } from '../../../src/shared/dto/settings.ts';
import type { Db } from '../../db/connect.ts';
import { savedSearches } from '../../services/alerts/saved-searches.ts';
import { consentOf } from '../../services/profile/consent.ts';

/** Settings' lists for the server-rendered page (Astro.locals.settings). */
export function settingsPort(db: Db): SettingsPort {
  const searches = savedSearches(db);
  return {
    consent: (candidateId) => consentOf(db, candidateId),
    savedSearches: (candidateId) => searches.list(candidateId),
  };
}
