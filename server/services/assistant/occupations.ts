import { tokenize } from '../../../src/shared/query/tokens.ts';
import { isCommonWord } from '../search/common-words.ts';
import { typosAllowed } from '../search/vocabulary.ts';
import { editDistance } from './spelling.ts';

/**
 * Names of occupations and fields of work, in and beyond the catalogue: a question that names
 * one ('an accountant in Chicago', 'warehouse near Denver') asks for jobs even without the word
 * 'jobs'. They only say that a question is about work; the search reads every word it is given.
 */
const OCCUPATIONS = new Set(
  `accountant accounting actor actuary adjuster administrator aide analyst anesthesiologist
  animator apprentice architect archivist artist assembler attendant attorney auditor
  babysitter baker banker barback barber barista bartender beautician biller biologist bookkeeper
  bookkeeping bricklayer broker builder busser butcher buyer cabinetmaker caregiver caretaker
  carpenter carpentry cashier caterer chauffeur chef chemist chiropractor cleaner cleaning clerk
  coder concierge construction consultant cook cosmetologist counselor counsellor courier
  custodian dancer decorator delivery dentist designer detailer developer dietitian dishwasher
  dispatcher doctor doula draftsman drafter driver driving economist editor educator electrician
  emt engineer engineering esthetician estimator farmer farmhand firefighter fisherman florist
  forklift framer gardener geologist glazier groomer groundskeeper guard hairdresser hairstylist
  handyman healthcare hospitality housekeeper housekeeping hvac hygienist illustrator inspector
  installer instructor interpreter intern janitor janitorial jeweler journalist labourer laborer
  landscaper landscaping lawyer lecturer librarian lifeguard lineman loader locksmith logistics
  machinist maid manager marketer marketing mason mechanic medic merchandiser midwife millwright
  miner mover musician nanny nurse nurses nursing nutritionist officer operator optician
  optometrist packer painter paralegal paramedic pharmacist phlebotomist photographer physician
  physiotherapist pilot pipefitter planner plumber plumbing porter postman producer professor
  programmer proofreader psychologist psychiatrist radiographer realtor receptionist recruiter
  researcher retail roofer sales salesman salesperson scientist secretary security sonographer
  stocker stylist superintendent supervisor surgeon surveyor tailor teacher teaching technician
  technologist teller therapist trainer translator transcriptionist trucker trucking tutor
  underwriter upholsterer usher valet vet veterinarian videographer waiter waitress warehouse
  webmaster welder welding writer cna lpn lvn rn np cma csr swe devops frontend backend fullstack
  crna aprn cnm cst rrt slp pta cota stna hha`.split(/\s+/),
);

/** Two-word names of work ('customer service', 'data entry'). */
const FIELD_PHRASES = new Set([
  'customer service',
  'data entry',
  'social worker',
  'social work',
  'home care',
  'home health',
  'food service',
  'fast food',
  'customer support',
  'tech support',
  'it support',
  'call center',
  'call centre',
  'help desk',
  'front desk',
  'truck driving',
  'software development',
  'web development',
  'graphic design',
  'real estate',
  'child care',
  'elder care',
  'patient care',
  'dental assistant',
  'medical assistant',
  'flight attendant',
  'security guard',
]);

/**
 * Words before 'tech' that make it no technician ('high tech', 'my tech'): any other word names
 * one ('pharmacy tech', 'lab tech', 'vet tech').
 */
const NOT_A_TECH = new Set(
  'a an the my your our their his her its this that any some in at for with of and or to high low big ed fin clean new no'.split(
    ' ',
  ),
);

const singular = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(ches|shes|sses|xes)$/.test(word)
      ? word.slice(0, -2)
      : word.endsWith('s') && !word.endsWith('ss')
        ? word.slice(0, -1)
        : word;

const mistyped = new Map<string, boolean>();

/**
 * Whether a word is an occupation mistyped: no English word, and as many letters off one that
 * starts with the same letter as the search corrects (typosAllowed: one from 5 letters, two from 9).
 */
function isMistypedOccupation(word: string): boolean {
  const most = typosAllowed(word.length);
  if (most === 0 || !/^[a-z]+$/.test(word)) return false;
  let known = mistyped.get(word);
  if (known === undefined) {
    known =
      !isCommonWord(word) &&
      [...OCCUPATIONS].some(
        (name) =>
          name[0] === word[0] &&
          typosAllowed(name.length) > 0 &&
          editDistance(word, name, most) <= most,
      );
    mistyped.set(word, known);
  }
  return known;
}

/** Texts of at most this many words may name an occupation mistyped ('plumbr', 'weldr jobs'). */
const MISTYPED_IN = 3;

/**
 * The occupations and fields a text names, as word ranges (end exclusive) of its words. A short
 * text may name one mistyped; in a sentence, a word no dictionary holds is as often a name
 * ('Taylor') as a slip.
 */
function occupationsIn(words: readonly string[]): [number, number][] {
  const found: [number, number][] = [];
  const typos = words.length <= MISTYPED_IN;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (
      next &&
      (FIELD_PHRASES.has(`${word} ${singular(next)}`) || FIELD_PHRASES.has(`${word} ${next}`))
    ) {
      found.push([i, i + 2]);
      i++;
    } else if ((next === 'tech' || next === 'techs') && !NOT_A_TECH.has(word)) {
      found.push([i, i + 2]);
      i++;
    } else if (
      OCCUPATIONS.has(word) ||
      OCCUPATIONS.has(singular(word)) ||
      (typos && isMistypedOccupation(singular(word)))
    )
      found.push([i, i + 1]);
  }
  return found;
}

/** Whether the text names an occupation or a field of work. */
export const mentionsOccupation = (text: string) =>
  occupationsIn(tokenize(text).map((t) => t.norm)).length > 0;

/** A masked question with the occupations it names masked as roles too ('customer support'). */
export function maskOccupations(masked: string): string {
  const words = masked.split(' ').filter(Boolean);
  const out: string[] = [];
  let at = 0;
  for (const [from, to] of occupationsIn(words)) {
    out.push(...words.slice(at, from), 'jobrole');
    at = to;
  }
  return [...out, ...words.slice(at)].join(' ');
}
