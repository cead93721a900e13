import type { QueryCatalogues } from '../../../src/shared/query/catalogues.ts';
import general from '../../db/data/synonyms.json' with { type: 'json' };
import healthcare from '../../db/data/synonyms-h.json' with { type: 'json' };
import { catalogue } from '../../db/seed/catalogue-data.ts';
import { allPlaces } from '../places/gazetteer.ts';

let cache: QueryCatalogues | undefined;

/**
 * What query understanding reads on the server: the shipped gazetteer, and the field's words: job
 * titles and skills from the shipped catalogue, and the phrases of the synonym lists ('golang' is
 * a word of the field, never a mistyped Goyang). Built once.
 */
export function queryCatalogues(): QueryCatalogues {
  cache ??= {
    places: allPlaces(),
    vocabulary: [
      ...catalogue.jobTitles.map((t) => t.title),
      ...catalogue.skills.map((s) => s.name),
    ],
    understood: [...general, ...healthcare].flat().flatMap((phrase) => phrase.split('=>')),
  };
  return cache;
}
