/** A job's fields as index terms, space-separated. */
export interface JobDocument {
  title: string;
  skills: string;
  employer: string;
  place: string;
  description: string;
  facets: string;
}

/** The fields in index order, with PostgreSQL's weight class for each. */
export const FIELDS = [
  ['title', 'A'],
  ['skills', 'B'],
  ['employer', 'C'],
  ['place', 'C'],
  ['description', 'D'],
  ['facets', 'D'],
] as const satisfies readonly [keyof JobDocument, string][];
