import { endsNegated, negationAt } from '../../../src/shared/query/facets.ts';
import type { FacetBoosts } from '../../db/repositories/job-match.ts';

/** Words that hint at a facet rather than at the job's text (until typed text is understood). */
const FACET_HINTS: [string[], FacetBoosts][] = [
  [['remote'], { workMode: 'R' }],
  [['work', 'from', 'home'], { workMode: 'R' }],
  [['wfh'], { workMode: 'R' }],
  [['hybrid'], { workMode: 'H' }],
  [['part', 'time'], { employmentType: 'PT' }],
  [['parttime'], { employmentType: 'PT' }],
  [['full', 'time'], { employmentType: 'FT' }],
  [['fulltime'], { employmentType: 'FT' }],
  [['internship'], { employmentType: 'IN' }],
  [['entry', 'level'], { experienceLevel: 'EL' }],
  // Summer work is mostly seasonal: a hint, never a filter.
  [['summer'], { employmentType: 'FL' }],
];

const startsAt = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((w, k) => words[at + k] === w);

/** Facet hints taken out of the words; one asked away ('not part time') hints at nothing. */
export function takeFacetHints(words: string[]): { rest: string[]; boosts: FacetBoosts } {
  const boosts: FacetBoosts = {};
  const rest: string[] = [];
  for (let i = 0; i < words.length; ) {
    const hint = FACET_HINTS.find(([phrase]) => startsAt(words, i, phrase));
    if (hint) {
      if (!endsNegated(rest)) Object.assign(boosts, hint[1]);
      else rest.splice(rest.length - (negationAt(rest, rest.length - 2) === 2 ? 2 : 1));
      i += hint[0].length;
    } else rest.push(words[i++] as string);
  }
  return { rest, boosts };
}
