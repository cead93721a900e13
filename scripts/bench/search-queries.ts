import { catalogue } from '../../server/db/seed/catalogue-data.ts';
import { seededRandom } from '../../server/db/seed/random.ts';
import { allPlaces } from '../../server/services/places/gazetteer.ts';
import { searchTerms } from '../../src/shared/search-terms.ts';

/** What people type: words of the catalogue's titles and skills, most used first. */
function vocabulary() {
  const counts = new Map<string, number>();
  for (const name of [
    ...catalogue.jobTitles.map((t) => t.title),
    ...catalogue.skills.map((s) => s.name),
  ]) {
    for (const word of searchTerms(name)) {
      if (word.length >= 3) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

/**
 * Typeahead texts: one-, two- and three-letter prefixes of common words and whole common words,
 * a fifth of them as flavour H asks (healthcare only). The same list every run.
 */
export function typeaheadMix(count: number) {
  const random = seededRandom(7);
  const words = vocabulary().slice(0, 120);
  return Array.from({ length: count }, (_, i) => {
    const word = random.pick(words);
    const kind = i % 4;
    const text = kind === 3 ? word : word.slice(0, kind + 1);
    return { text, healthcare: random.bool(0.2) };
  });
}

/** Abbreviations and synonyms people type for titles. */
const SYNONYMS = [
  'rn',
  'lpn',
  'cna',
  'np',
  'icu nurse',
  'er nurse',
  'swe',
  'pm',
  'hr',
  'cdl driver',
  'csr',
];

/** A word with one letter dropped or two neighbours swapped: a typo within the allowed count. */
function typo(random: ReturnType<typeof seededRandom>, word: string) {
  const at = random.int(1, word.length - 2);
  return random.bool()
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/**
 * Job searches as people type them: one to three consecutive words of a job title or skill
 * ('registered nurse', 'forklift'); a tenth of them an abbreviation or synonym ('rn'), a tenth
 * with a typo ('plumbr'), a tenth with a word no job has, so the search relaxes; half of them
 * narrowed by a city, remote work, easy apply or a required skill, as the job list's filters send
 * them (first page).
 */
export function searchMix(count: number) {
  const random = seededRandom(11);
  const names = [
    ...catalogue.jobTitles.map((t) => t.title),
    ...catalogue.skills.map((s) => s.name),
  ].map((name) => searchTerms(name));
  const cities = allPlaces()
    .filter((p) => ['US', 'GB', 'CA', 'AU'].includes(p.countryCode) && p.population >= 500_000)
    .map((p) => p.city);
  return Array.from({ length: count }, () => {
    const words = random.pick(names);
    const length = Math.min(words.length, random.int(1, 3));
    const from = random.int(0, words.length - length);
    let keyword = words.slice(from, from + length).join(' ');
    const kind = random.next();
    if (kind < 0.1) keyword = random.pick(SYNONYMS);
    else if (kind < 0.2) {
      const long = words.filter((w) => w.length >= 5);
      if (long.length > 0) keyword = typo(random, random.pick(long));
    } else if (kind < 0.3) keyword = `${keyword} ${random.pick(['zorbix', 'quandle', 'vextor'])}`;
    const query: Record<string, string> = { keyword };
    if (random.bool(0.5)) {
      const filter = random.pick(['city', 'remote', 'easyApply', 'skills', 'mixed'] as const);
      if (filter === 'city' || filter === 'mixed') query.city = random.pick(cities);
      if (filter === 'remote' || filter === 'mixed') query.remote = 'true';
      if (filter === 'easyApply') query.easyApply = 'true';
      if (filter === 'skills' || filter === 'mixed')
        query.skills = String(random.pick(catalogue.skills).id);
    }
    return query;
  });
}

/** Whether a search of the mix is narrowed by a city, remote work, easy apply or a skill. */
export const isFilteredSearch = (query: {
  city?: string;
  remote?: boolean;
  easyApply?: boolean;
  skills?: readonly number[];
}) => Boolean(query.city || query.remote || query.easyApply || query.skills?.length);
