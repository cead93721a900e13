/** One city of the gazetteer, as the server ships it (server/services/places/gazetteer.ts). */
export interface GazetteerEntry {
  city: string;
  /** The province or state; the city itself where the country has none. */
  state: string;
  /** The two-letter postal code of a US state. */
  stateCode?: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  population: number;
}

/**
 * What query understanding reads besides the text: the gazetteer, and the words of the field
 * (job titles and skills), so a role is never taken for a place or a facet ('Contract
 * Administrator' is a role, 'Mobile App Developer' does not mean Mobile, Alabama).
 */
export interface QueryCatalogues {
  places: readonly GazetteerEntry[];
  vocabulary?: readonly string[];
  /**
   * Words a search understands though no title or skill is written so ('golang', 'whse'): words
   * of the field too, never a mistyped place, yet naming no role.
   */
  understood?: readonly string[];
}
