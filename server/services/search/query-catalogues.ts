import type { QueryCatalogues } from '../../../src/shared/query/catalogues.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { allPlaces } from '../places/gazetteer.ts';

let cache: QueryCatalogues | undefined;

/**
 * What query understanding reads on the server: the shipped gazetteer, and the field's job titles
 * and skills from the shipped catalogue. Built once.
 */
export function queryCatalogues(): QueryCatalogues {
  cache ??= {
    places: allPlaces(),
    vocabulary: [
      ...catalogue.jobTitles.map((t) => t.title),
      ...catalogue.skills.map((s) => s.name),
    ],
  };
  return cache;
}
