import type { EmploymentType, ExperienceLevel, PayPeriod, WorkMode } from '../code-tables.ts';
import type { FloorCurrency } from '../pay-currencies.ts';
import type { ShiftTime } from '../shifts.ts';
import type { WorkFactFilter } from '../work-style/facts.ts';

/** A place the query names, resolved with the gazetteer; `label` is what its chip shows. */
export interface UnderstoodPlace {
  city?: string;
  state?: string;
  country?: string;
  label: string;
}

/**
 * What a typed search text means: the words left as keywords, and every facet recognised in it.
 * Nothing typed is dropped: a word is either a keyword or appears in `recognised`.
 */
export interface UnderstoodQuery {
  /** The words that stay keywords, in the order typed. */
  keywords: string;
  place?: UnderstoodPlace;
  /** A place-like phrase ("in Atlantiss") that names no known place. */
  unknownPlace?: string;
  /**
   * 'near me', 'nearby', 'in my area': the place is wherever the one searching lives, which the
   * text does not say (a search with their address makes it their city: understood-search.ts).
   */
  nearMe?: boolean;
  workMode?: WorkMode;
  employmentType?: EmploymentType;
  experienceLevel?: ExperienceLevel;
  /**
   * The floor in whole units per period, in US dollars unless `currency` says otherwise;
   * `label` says it as typed ('$80,000+ a year').
   */
  payFloor?: { amount: number; period: PayPeriod; currency?: FloorCurrency; label?: string };
  easyApply?: boolean;
  /** Work-environment filters ('quiet', 'flexible hours'); several may be asked at once. */
  workFacts?: WorkFactFilter[];
  /** A shift's time of day ('nights') and a contract's length in weeks ('13 weeks'). */
  shiftTime?: ShiftTime;
  contractWeeks?: number;
  /** Each recognised phrase as typed, with the facet it set. */
  recognised: { text: string; facet: keyof Omit<UnderstoodQuery, 'keywords' | 'recognised'> }[];
}
