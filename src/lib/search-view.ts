import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, WORK_MODES } from '../shared/code-tables.ts';
import { workFactOf } from '../shared/query/facets.ts';
import { payFloorLabel } from '../shared/query/pay.ts';
import { SYMBOL_WORD, spellSymbolWords, symbolWordOf } from '../shared/query/symbol-words.ts';
import { withoutSpans } from '../shared/query/tokens.ts';
import type { UnderstoodQuery } from '../shared/query/types.ts';
import { SHIFT_TIMES } from '../shared/shifts.ts';
import { WORK_FACT_FILTERS } from '../shared/work-style/facts.ts';

/** The parameter that carries a results page's typed text: keyword, else searchBar, else name. */
export function textParam(params: URLSearchParams): 'keyword' | 'searchBar' | 'name' | null {
  for (const name of ['keyword', 'searchBar', 'name'] as const) if (params.has(name)) return name;
  return null;
}

/** The text with one phrase taken out, and the separators left dangling by it. */
export function withoutPhrase(text: string, phrase: string): string {
  const at = text.indexOf(phrase);
  return at < 0 ? text : withoutSpans(text, [{ start: at, end: at + phrase.length }]);
}

/** A link to the same results with some parameters changed (undefined removes one); page 1. */
export function resultsLink(
  action: string,
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
) {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query ? `${action}?${query}` : action;
}

/** The panel's checkboxes and the link's filters a candidate can take back, by parameter. */
const CHOSEN_FLAGS: Record<string, string> = {
  remote: 'Remote location',
  easyApply: 'Easy Apply Only',
  qualified: "Jobs I'm qualified for",
};

/**
 * The filters chosen in the panel or carried by the link (not read from the text), each with
 * the same search without it: where no job is found with them, taking one back is the way on.
 */
export function chosenFilters(
  action: string,
  params: URLSearchParams,
  factLabels: Readonly<Record<string, { label: string }>>,
  /** The chosen place as the search named it, its country in full. */
  placeLabel?: string,
): QueryChip[] {
  const chips: QueryChip[] = [];
  for (const [name, label] of Object.entries(CHOSEN_FLAGS))
    if (params.get(name) === 'true')
      chips.push({ label, href: resultsLink(action, params, { [name]: undefined }) });
  // Work-environment needs come as one parameter each or as one list.
  const facts = params
    .getAll('workFacts')
    .flatMap((v) => v.split(','))
    .filter(Boolean);
  for (const code of new Set(facts)) {
    const fact = factLabels[code];
    if (!fact) continue;
    const next = new URLSearchParams(params);
    next.delete('workFacts');
    for (const other of facts) if (other !== code) next.append('workFacts', other);
    chips.push({ label: fact.label, href: resultsLink(action, next, {}) });
  }
  const place = ['city', 'state', 'country'].map((name) => params.get(name)).filter(Boolean);
  if (place.length > 0)
    chips.push({
      label: placeLabel ?? place.join(', '),
      href: resultsLink(action, params, { city: undefined, state: undefined, country: undefined }),
    });
  if (params.get('skills'))
    chips.push({
      label: 'Skills chosen',
      href: resultsLink(action, params, { skills: undefined }),
    });
  return chips;
}

export interface QueryChip {
  label: string;
  /** The same search without this facet and the words that said it. */
  href: string;
}

type ChipFacet = Exclude<UnderstoodQuery['recognised'][number]['facet'], 'unknownPlace'>;

function chipLabel(understood: UnderstoodQuery, facet: ChipFacet, phrase: string): string | null {
  switch (facet) {
    case 'shiftTime':
      return understood.shiftTime
        ? SHIFT_TIMES[understood.shiftTime].replace(/^./, (c) => c.toUpperCase())
        : null;
    case 'contractWeeks':
      return understood.contractWeeks ? `${understood.contractWeeks}-week contracts` : null;
    case 'workFacts': {
      const code = workFactOf(phrase);
      return code ? WORK_FACT_FILTERS[code].label : null;
    }
    case 'place':
      return understood.place?.label ?? null;
    case 'nearMe':
      return understood.place && !understood.recognised.some((r) => r.facet === 'place')
        ? `Near you: ${understood.place.label}`
        : null;
    case 'workMode':
      return understood.workMode ? WORK_MODES[understood.workMode] : null;
    case 'employmentType':
      return understood.employmentType ? EMPLOYMENT_TYPES[understood.employmentType] : null;
    case 'experienceLevel':
      return understood.experienceLevel ? EXPERIENCE_LEVELS[understood.experienceLevel] : null;
    case 'payFloor':
      return understood.payFloor ? payFloorLabel(understood.payFloor) : null;
    case 'easyApply':
      return understood.easyApply ? 'Easy Apply' : null;
  }
}

/**
 * The facets understood from the typed text, as chips in the order typed; removing one searches
 * the text without the words that said it.
 */
export function queryChips(
  understood: UnderstoodQuery | undefined,
  action: string,
  params: URLSearchParams,
): QueryChip[] {
  const param = textParam(params);
  if (!understood || !param) return [];
  const text = params.get(param) ?? '';
  return understood.recognised.flatMap(({ facet, text: phrase }) => {
    if (facet === 'unknownPlace') return [];
    const label = chipLabel(understood, facet, phrase);
    if (!label) return [];
    return [{ label, href: resultsLink(action, params, { [param]: withoutPhrase(text, phrase) }) }];
  });
}

const normal = (word: string) =>
  symbolWordOf(word).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** A text's words (C#, C++ and F# among them) in capturing groups, for split. */
const WORD_RUNS = new RegExp(`(${SYMBOL_WORD.source}|[\\p{L}\\p{N}]+)`, 'iu');

/**
 * A text cut into runs to highlight and runs to leave: a word is highlighted when the search
 * matched it (`terms`, words as the index writes them) or, without those, when it starts with
 * a typed word of two letters or more.
 */
export function highlightParts(
  text: string,
  terms: readonly string[] | undefined,
  typed: string,
): { text: string; mark: boolean }[] {
  const matched = new Set((terms ?? []).map(normal));
  const prefixes = terms
    ? []
    : normal(spellSymbolWords(typed))
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 2);
  const hit = (word: string) => {
    const w = normal(word);
    return matched.has(w) || prefixes.some((p) => w.startsWith(p));
  };
  const parts: { text: string; mark: boolean }[] = [];
  for (const piece of text.split(WORD_RUNS)) {
    if (!piece) continue;
    const mark = /[\p{L}\p{N}]/u.test(piece) && hit(piece);
    const last = parts.at(-1);
    if (last && last.mark === mark && !mark) last.text += piece;
    else parts.push({ text: piece, mark });
  }
  return parts;
}

/** 'Showing 1–20 of 1,000+ jobs', 'No results found', or none on a page past the last. */
export function resultsHeading(result: {
  total: number;
  page: number;
  pageSize: number;
  shown: number;
  totalIsLowerBound?: boolean;
}): string {
  if (result.total === 0) return 'No results found';
  // A link to a page past the last (kept from before the jobs closed, or edited by hand).
  if (result.shown === 0) return 'No results on this page';
  const first = result.page * result.pageSize + 1;
  const last = result.page * result.pageSize + result.shown;
  const total = `${result.total.toLocaleString('en')}${result.totalIsLowerBound ? '+' : ''}`;
  return `Showing ${first}–${last} of ${total} jobs`;
}
