import { termOf, wordsOf } from '../../db/repositories/search-text.ts';
import type { Concept } from './text-search.ts';

/**
 * The words of the jobs' titles and skills that the search matched, as written, for
 * highlighting.
 */
export function matchedWords(
  used: readonly Concept[],
  jobs: readonly { jobTitle: string; skills: { name: string }[] }[],
): string[] {
  const terms = new Set(used.flatMap((c) => c.alternatives.flat()));
  const found = new Set<string>();
  for (const job of jobs)
    for (const word of wordsOf([job.jobTitle, ...job.skills.map((s) => s.name)].join(' ')))
      if (terms.has(termOf(word))) found.add(word);
  return [...found];
}
