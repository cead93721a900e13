import type { QueryCatalogues } from '../../../src/shared/query/catalogues.ts';
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { allPlaces } from '../places/gazetteer.ts';
import { synonymTable } from './synonyms.ts';

let cache: QueryCatalogues | undefined;

/**
 * What query understanding reads on the server: the shipped gazetteer, and the field's words: job
 * titles and skills from the shipped catalogue, and the words of every flavour's synonyms ('golang'
 * is a word of the field, never a mistyped Goyang). Built once.
 */
export function queryCatalogues(): QueryCatalogues {
  cache ??= {
    places: allPlaces(),
    vocabulary: [
      ...catalogue.jobTitles.map((t) => t.title),
      ...catalogue.skills.map((s) => s.name),
    ],
    // The healthcare table holds the general synonyms too.
    understood: [...synonymTable(true).words.values()],
  };
  return cache;
}
