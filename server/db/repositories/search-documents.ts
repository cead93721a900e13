import { FIELDS, type JobDocument } from './search-fields.ts';
import { analyseLines, facetToken } from './search-text.ts';

/** What a job is found by, field by field, most telling first. */
export interface JobText {
  title: string;
  skills: readonly string[];
  employer: string;
  place: readonly string[];
  description: string;
  /** Facet tokens (facetToken), for filters. */
  facets: readonly string[];
}

/** What a job's facet tokens are made of. */
export interface JobFacets {
  city: string;
  state: string;
  country: string;
  work_mode: string;
  employment_type: string;
  experience_level: string;
  easy_apply?: number | null;
}

/** A job's facet tokens: place, work mode, employment, experience, easy apply, skills, sector. */
export function facetsOf(job: JobFacets, skillIds: readonly number[], healthcare: boolean) {
  return [
    facetToken('city', job.city),
    facetToken('state', job.state),
    facetToken('country', job.country),
    facetToken('workMode', job.work_mode),
    facetToken('employmentType', job.employment_type),
    facetToken('experienceLevel', job.experience_level),
    facetToken('easyApply', job.easy_apply ? 1 : 0),
    facetToken('healthcare', healthcare ? 1 : 0),
    ...skillIds.map((id) => facetToken('skill', id)),
  ];
}

/** Ways of writing a term the vocabulary keeps, at most. */
const FORMS = 4;

/** One vocabulary entry: how many documents hold the term and words it was written as. */
export type Vocabulary = Map<string, { forms: string[]; docs: number }>;

/**
 * Adds the vocabulary of some jobs' documents to that of the jobs before them: the same counts and
 * forms as reading all their documents at once (forms in the order first met, the first FORMS).
 */
export function addForms(into: Vocabulary, from: Vocabulary) {
  for (const [term, entry] of from) {
    const known = into.get(term);
    if (!known) {
      into.set(term, entry);
      continue;
    }
    known.docs += entry.docs;
    for (const form of entry.forms)
      if (known.forms.length < FORMS && !known.forms.includes(form)) known.forms.push(form);
  }
}

function analyse(text: JobText, vocabulary: Vocabulary): JobDocument {
  const fields: Record<Exclude<keyof JobDocument, 'facets'>, string> = {
    title: text.title,
    skills: text.skills.join(' , '),
    employer: text.employer,
    place: text.place.join(' , '),
    description: text.description,
  };
  const seen = new Set<string>();
  const doc = { facets: text.facets.join(' ') } as JobDocument;
  for (const [field] of FIELDS) {
    if (field === 'facets') continue;
    const { words, terms } = analyseLines(fields[field]);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      const term = terms[i] as string;
      if (seen.has(term)) continue;
      seen.add(term);
      const entry = vocabulary.get(term);
      if (!entry) vocabulary.set(term, { forms: [word], docs: 1 });
      else {
        entry.docs++;
        if (entry.forms.length < FORMS && !entry.forms.includes(word)) entry.forms.push(word);
      }
    }
    doc[field] = terms.join(' ');
  }
  return doc;
}

/** Documents of jobs and the vocabulary they add, ready to write. */
export function documentsOf(jobs: readonly { id: number; text: JobText }[]) {
  const vocabulary: Vocabulary = new Map();
  const docs = jobs.map((job) => ({ id: job.id, doc: analyse(job.text, vocabulary) }));
  return { docs, vocabulary };
}
