import { describe, expect, it } from 'vitest';
import { termOf, termsOf } from '../../server/db/repositories/search-text.ts';
import { fieldRoles } from '../../server/services/search/fields.ts';
import { queryCatalogues } from '../../server/services/search/query-catalogues.ts';
import { noiseWords, planQuery } from '../../server/services/search/query-plan.ts';
import {
  isFieldWord,
  isRoleWord,
  isWrittenRole,
  kinTitles,
  leadsTitle,
  namedTitles,
  relatedTitles,
  rolesOfActivity,
} from '../../server/services/search/roles.ts';
import { alternativesOf, synonymTable } from '../../server/services/search/synonyms.ts';
import { understandCriteria } from '../../server/services/search/understood-search.ts';
import { correctionOf, type Vocabulary } from '../../server/services/search/vocabulary.ts';
import { jobSearchSchema } from '../../src/shared/dto/job.ts';
import { understandQuery } from '../../src/shared/query/understand.ts';

/** An index vocabulary holding these words, each in 10 of 1,000 jobs. */
/** A title or phrase as the index phrase a concept's alternatives hold. */
const titlePhrase = (title: string) => termsOf(title).join(' ');

function vocabularyOf(words: string[]): Vocabulary {
  const entries = new Map(words.map((w) => [termOf(w), { word: w, forms: [w], docs: 10 }]));
  return { entries, sorted: [...entries.keys()].sort(), documents: 1000 };
}

const vocabulary = vocabularyOf([
  'barista',
  'nurse',
  'cleaner',
  'janitor',
  'custodian',
  'where',
  'there',
]);
const plan = (text: string, healthcare = false) =>
  planQuery(text, vocabulary, synonymTable(healthcare), noiseWords(healthcare));
const typed = (text: string, healthcare = false) =>
  plan(text, healthcare).concepts.map((c) => c.typed);
const phrases = (text: string, healthcare = false) =>
  alternativesOf(synonymTable(healthcare), text.split(' ').map(termOf)).map((p) => p.join(' '));

describe('what a typed text asks of the index', () => {
  it('leaves out the words of a question, never correcting them into other words', () => {
    expect(typed('what jobs are there for a barista')).toEqual(['barista']);
    expect(plan('what jobs are there for a barista').correctedQuery).toBeUndefined();
    expect(typed('i would like something as a nurse please')).toEqual(['nurse']);
    // A preference's grammar is no word of the job.
    expect(typed('i work best somewhere quiet as a barista')).toEqual(['quiet', 'barista']);
    expect(typed('barista ideally')).toEqual(['barista']);
  });

  it('completes a last word cut short only into a word following the one before in a title', () => {
    const index = vocabularyOf(['warehouse', 'associate', 'associations', 'driver', 'cabinet']);
    const last = (text: string) =>
      planQuery(text, index, synonymTable(false), noiseWords(false)).concepts.at(-1)?.alternatives;
    expect(last('warehouse associ')).toEqual([[termOf('associate')]]);
    expect(last('driver own cab')).toEqual([['cab']]);
    expect(last('cab')).toContainEqual([termOf('cabinet')]);
  });

  it('reads words written together or apart the other way from the jobs as the jobs write them', () => {
    const index = vocabularyOf([
      'forklift',
      'fork',
      'lift',
      'operator',
      'truck',
      'driver',
      'night',
      'caregiver',
      'care',
    ]);
    const words = (text: string) =>
      planQuery(text, index, synonymTable(false), noiseWords(false)).concepts.map((c) => c.typed);
    expect(words('fork lift')).toEqual(['forklift']);
    // In any form of the word the jobs have: 'care givers' are caregivers.
    expect(words('care givers')).toEqual(['caregivers']);
    expect(words('truckdriver')).toEqual(['truck driver']);
    // Words a title has in a row stay apart, and a word the jobs have stays whole.
    expect(words('night shift')).toEqual(['night', 'shift']);
    expect(words('forklift')).toEqual(['forklift']);
  });

  it('marks a word read as the correction of a typo as a guess', () => {
    const [guess] = plan('barsita').concepts;
    expect(guess?.alternatives).toContainEqual([termOf('barista')]);
    expect(guess?.guessed).toBe(true);
    expect(plan('barista').concepts[0]?.guessed).toBeUndefined();
  });

  it('reads a long word typed alone one typo further, as the role it is closest to', () => {
    const roles = vocabularyOf(['bookkeeper', 'baker', 'caregiver']);
    const read = (text: string) =>
      planQuery(text, roles, synonymTable(false), noiseWords(false)).concepts.map(
        (c) => c.alternatives,
      );
    // Two typos in eight letters: one more than a word that long is allowed on its own.
    expect(read('bokkeper')).toEqual([[[termOf('bookkeeper')]]]);
    expect(read('bokkeper jobs')).toEqual([[[termOf('bookkeeper')]]]);
    // A shorter word is as likely another word: a barber is no baker.
    expect(read('barber')).toEqual([[[termOf('barber')]]]);
  });

  it('reads a common English word no job holds as a typo one letter off at most', () => {
    const index = vocabularyOf(['instructions', 'inspector', 'manager', 'plumber']);
    const read = (text: string) => planQuery(text, index, synonymTable(false), noiseWords(false));
    // 'instructor' is spelt as meant: two letters from 'instructions', three from 'inspector'.
    for (const text of ['instructor', 'instructors']) {
      expect(read(text).correctedQuery).toBeUndefined();
      expect(read(text).concepts.map((c) => c.alternatives)).toEqual([[[termOf('instructor')]]]);
    }
    // One letter off a word some job holds is still a typo of it; so is any word no one writes.
    expect(read('manger').correctedQuery).toBe('manager');
    expect(read('plumbr').correctedQuery).toBe('plumber');
    expect(read('inspectr').correctedQuery).toBe('inspector');
  });

  it('reads each long word of a text it knows no word of one typo further, as the field writes it', () => {
    const index = vocabularyOf(['warehouse', 'associate', 'driver']);
    const read = (text: string) =>
      planQuery(text, index, synonymTable(false), noiseWords(false)).concepts.map(
        (c) => c.alternatives,
      );
    expect(read('waehuse asocate')).toEqual([[[termOf('warehouse')]], [[termOf('associate')]]]);
    // Beside a word it knows, a word two typos away stays as typed.
    expect(read('driver asocate')).toEqual([[[termOf('driver')]], [[termOf('asocate')]]]);
  });

  it('reads an abbreviation written with dots as one word', () => {
    expect(typed('R.N.', true)).toEqual(['rn']);
    expect(typed('l.p.n jobs', true)).toEqual(['lpn']);
    expect(typed('vue.js developer')).toEqual(['vue', 'js', 'developer']);
    // After a number they tell the time: 'p.m.' is no PM.
    expect(typed('barista 7 a.m. to 3 p.m.')).not.toContain('pm');
  });

  it('searches for no word a text asks a job to be without', () => {
    expect(typed('barista no phone')).toEqual(['barista']);
    expect(typed('nurse without nights', true)).toEqual(['nurse']);
    expect(typed('barista no')).toEqual(['barista']);
    expect(typed('cashier not part time')).toEqual(['cashier']);
    expect(plan('cashier not part time').boosts).toEqual({});
    // Past the words of degree, to the word negated.
    expect(typed('driving job not much talking')).toEqual(['driving']);
    expect(typed('warehouse without a lot of lifting')).toEqual(['warehouse']);
    // Two-word negations; 'rather' alone is a word of degree, no negation.
    expect(typed('developer instead of phone interview')).toEqual(['developer', 'interview']);
    expect(typed('cashier rather than part time')).toEqual(['cashier']);
    expect(plan('cashier rather than part time').boosts).toEqual({});
    expect(typed('rather quiet barista')).toContain('barista');
  });

  it('reads a contraction as one filler word, and cuts a long text after its filler words', () => {
    expect(typed("i'm a nurse and i don't mind nights", true)).toEqual(['nurse', 'mind', 'nights']);
    const long = `can you show me ${'any jobs that are '.repeat(5)}for a barista`;
    expect(typed(long)).toEqual(['barista']);
  });

  it('asks for no words at all when only filler words are left', () => {
    expect(plan('jobs').concepts).toEqual([]);
    expect(plan('looking for work near me').concepts).toEqual([]);
    // Of what an employer does for the candidate ('that send the questions'), no word is the job.
    expect(plan('employers that send the questions').concepts).toEqual([]);
  });

  it("reads 'or' between words as either of them, and alone in healthcare as the operating room", () => {
    const cnaOrLpn = plan('cna or lpn', true).concepts;
    expect(cnaOrLpn.map((c) => c.typed)).toEqual(['cna or lpn']);
    expect(cnaOrLpn[0]?.alternatives.map((p) => p.join(' '))).toEqual(
      expect.arrayContaining(['cna', 'lpn', 'licens practic nurs']),
    );
    expect(typed('barista or cleaner')).toEqual(['barista or cleaner']);
    // A title's phrase is one side, not its last word alone.
    const filing = planQuery(
      'data entry or filing',
      vocabularyOf(['data', 'entry', 'filing']),
      synonymTable(false),
      noiseWords(false),
    ).concepts;
    expect(filing.map((c) => c.typed)).toEqual(['data entry or filing']);
    expect(filing[0]?.alternatives).toEqual([termsOf('data entry'), [termOf('filing')]]);
    // What one search asked for leaves what the next one finds as it was.
    expect(phrases('cna', true)).not.toContain('lpn');
    expect(typed('or nurse', true)).toEqual(['or', 'nurse']);
    expect(typed('nurse or', true)).toEqual(['nurse', 'or']);
  });

  it("leaves out 'ok' of 'ok with nights' and 'needed' of 'rn needed'", () => {
    expect(typed('cna ok with nights', true)).toEqual(['cna', 'nights']);
    expect(typed('rn needed asap', true)).toEqual(['rn']);
    expect(typed('cna weekends only', true)).toEqual(['cna', 'weekends']);
  });
});

describe('synonyms', () => {
  it('lets a one-way entry bring its target and the target’s whole group', () => {
    expect(phrases('cleaning')).toEqual(
      expect.arrayContaining(['clean', 'cleaner', 'janitor', 'custodian']),
    );
    // The way back stays closed: a cleaner search does not find every text about cleaning.
    expect(phrases('cleaner')).not.toContain('clean');
  });

  it('reads PM as either manager, never a project manager as a product manager', () => {
    expect(phrases('pm')).toEqual(
      expect.arrayContaining([titlePhrase('project manager'), titlePhrase('product manager')]),
    );
    // 'Opera PMS' is no project manager: 'pm' is searched only when typed.
    expect(phrases('project manager')).not.toContain('pm');
    expect(phrases('project manager')).not.toContain(titlePhrase('product manager'));
  });

  it('finds the roles people name in other words', () => {
    expect(phrases('trucker')).toContain(titlePhrase('truck driver'));
    expect(phrases('secretary')).toContain(titlePhrase('administrative assistant'));
    expect(phrases('checkout')).toContain(termOf('cashier'));
    // One way: a truck driver's search does not list every text saying 'trucker'.
    expect(phrases('truck driver')).not.toContain(termOf('trucker'));
  });

  it('finds cashiers for the shop-floor roles no job here is titled as', () => {
    for (const role of ['sales associate', 'retail sales associate', 'shop assistant'])
      expect(phrases(role)).toEqual(expect.arrayContaining([termOf('cashier'), 'sale associ']));
    expect(phrases('cashier')).not.toContain('sale associ');
    // Words of a phrase known as typed are no typos to report.
    expect(
      planQuery('retail clerk', vocabularyOf(['retain']), synonymTable(false)).correctedQuery,
    ).toBeUndefined();
    // Nor is a word the synonyms know alone ('retail' work), while a word nobody knows is.
    expect(
      planQuery('retail', vocabularyOf(['retain']), synonymTable(false)).correctedQuery,
    ).toBeUndefined();
    expect(planQuery('retian', vocabularyOf(['retain']), synonymTable(false)).correctedQuery).toBe(
      'retain',
    );
  });

  it('reads a phrase ending on an abbreviation of its last word as the phrase', () => {
    const [concept, ...more] = planQuery(
      'retail sales assoc',
      vocabulary,
      synonymTable(false),
    ).concepts;
    expect(more).toEqual([]);
    expect(concept?.alternatives).toContainEqual([termOf('cashier')]);
  });

  it("matches a phrase with 'and' where a title writes '&'", () => {
    expect(phrases('l d', true)).toContain(['labor', 'deliveri'].join(' '));
  });

  it('reads common abbreviations of the field', () => {
    expect(phrases('sw')).toContain('softwar');
    expect(phrases('sysadmin')).toContain('system administr');
    expect(phrases('whse')).toContain('warehous');
    expect(phrases('warehousing')).toContain('warehous');
    // A coronary care unit's nurses are cardiac nurses, in healthcare.
    expect(phrases('ccu', true)).toContain('cardiac');
  });

  it('reads the care roles people name by their work or service, in every flavour', () => {
    for (const healthcare of [false, true]) {
      expect(phrases('ultrasound', healthcare)).toContain(termOf('sonographer'));
      expect(phrases('ems', healthcare)).toContain(termOf('paramedic'));
      expect(phrases('optician', healthcare)).toContain(titlePhrase('optometric technician'));
    }
  });

  it('reads house cleaning as housekeeping, sys admin as a systems administrator, and computers as the field of technology', () => {
    expect(phrases('house cleaning')).toContain(termOf('housekeeper'));
    expect(phrases('sys admin')).toContain(titlePhrase('systems administrator'));
    expect(plan('work with computers').concepts.some((c) => c.field)).toBe(true);
  });

  it('reads a paralegal as a legal assistant, plants as grounds work and fixing as repair work', () => {
    expect(phrases('paralegal')).toContain(titlePhrase('legal assistant'));
    const withPlans = vocabularyOf(['plans', 'outdoor']);
    const plants = planQuery(
      'working with plants',
      withPlans,
      synonymTable(false),
      noiseWords(false),
    );
    expect(plants.correctedQuery).toBeUndefined();
    const field = plants.concepts.find((c) => c.field);
    expect(field?.alternatives).toContainEqual([termOf('landscaper')]);
    // Of two fields, the one within the other: plants are outdoor work, not every outdoor job.
    const outdoor = plan('outdoor job with plants').concepts.find((c) => c.field);
    expect(outdoor?.typed).toBe('plants');
    expect(outdoor?.alternatives).not.toContainEqual([termOf('roofer')]);
    // Fixing things is repair work, and 'things' no job's word.
    const fixing = plan('i like fixing things').concepts;
    expect(fixing.map((c) => c.typed)).toEqual(['fixing']);
    expect(fixing[0]?.alternatives).toContainEqual([termOf('handyman')]);
  });

  it('reads the job words of a search written in Spanish', () => {
    expect(typed('trabajo de limpieza')).toEqual(['limpieza']);
    expect(phrases('limpieza')).toContain(termOf('janitor'));
    expect(phrases('enfermera')).toContain(termOf('nurse'));
    expect(phrases('camionero')).toContain(titlePhrase('truck driver'));
  });

  it('keeps the words of a phrase read as one, each with its own synonyms', () => {
    const [cathLab] = plan('cath lab', true).concepts;
    expect(cathLab?.typed).toBe('cath lab');
    expect(cathLab?.parts?.map((c) => c.typed)).toEqual(['cath', 'lab']);
    expect(cathLab?.parts?.[1]?.alternatives).toContainEqual([termOf('laboratory')]);
  });

  it('reads the words of hospital work as the roles that do it', () => {
    expect(phrases('orderly', true)).toContain(titlePhrase('patient transporter'));
    expect(phrases('unit secretary', true)).toContain(titlePhrase('health unit coordinator'));
    expect(phrases('bsn', true)).toContain(titlePhrase('registered nurse'));
    expect(phrases('cardiac', true)).toContain(termOf('telemetry'));
    expect(phrases('xray', true)).toContain(titlePhrase('radiologic technologist'));
  });

  it("reads 'cdl a' and 'class a cdl' as the class of licence, not a filler 'a'", () => {
    expect(typed('cdl a driver')).toEqual(['cdl a', 'driver']);
    expect(typed('class a cdl')).toEqual(['class a cdl']);
    expect(typed('looking for a driver')).toEqual(['driver']);
  });

  it("reads 'warehouse worker' as warehouse work, while 'dock worker' stays a title", () => {
    expect(typed('warehouse worker')).toEqual(['warehouse']);
    expect(typed('warehouse staff')).toEqual(['warehouse']);
    expect(typed('dock worker')).toEqual(['dock', 'worker']);
    expect(typed('care worker', true)).toEqual(['care worker']);
  });

  it("reads every way of writing a phrase as finding what one of them finds ('cyber security')", () => {
    expect(phrases('cybersecurity')).toContain(titlePhrase('security analyst'));
    expect(phrases('cyber security')).toContain(titlePhrase('security analyst'));
    expect(phrases('information security')).toContain(titlePhrase('penetration tester'));
  });

  it('reads work described by what it does as its role', () => {
    expect(phrases('fixing cars')).toContain(titlePhrase('automotive technician'));
    expect(phrases('repairing trucks')).toContain(titlePhrase('diesel mechanic'));
    expect(phrases('addiction')).toContain(titlePhrase('substance abuse counselor'));
    expect(phrases('golang')).toContain('go');
    expect(phrases('apprenticeship')).toContain(termOf('apprentice'));
  });

  it('reads a quiet office job as office work, and an office beside a role as where it is', () => {
    const keyword = (text: string) =>
      understandCriteria(jobSearchSchema.parse({ keyword: text })).criteria.keyword;
    expect(keyword('quiet office job')).toBe('job office');
    expect(keyword('accountant in a quiet office')).toBe('accountant in a');
    expect(keyword('hybrid job only 2 days in the office')).toBe('job only');
    // Words about the person say nothing of the work.
    expect(keyword('quiet office job for an introvert')).toBe('job for an introvert office');
  });

  it('knows the country of a state or city typed, the most populous of a shared name', () => {
    const country = (keyword: string) =>
      understandCriteria(jobSearchSchema.parse({ keyword })).criteria.placeCountry;
    expect(country('OT jobs florida')).toBe('United States of America');
    expect(country('nurse houston')).toBe('United States of America');
    expect(country('cna philly')).toBe('United States of America');
    // A country typed, or a city searched with its country, is where the search looks already.
    expect(country('jobs in canada')).toBeUndefined();
    expect(country('cook leeds')).toBeUndefined();
  });

  it("searches 'near me' where the one searching lives, when the page gives their address", () => {
    const home = { city: 'Leeds', state: 'West Yorkshire', country: 'GB' };
    const read = (keyword: string, extra: Record<string, unknown> = {}) =>
      understandCriteria({ ...jobSearchSchema.parse({ keyword, ...extra }), home }).criteria;
    expect(read('nurse near me')).toMatchObject({
      keyword: 'nurse',
      city: 'Leeds',
      country: 'United Kingdom',
      fromText: [{ facet: 'place', text: 'Leeds, United Kingdom' }],
    });
    // A place typed or chosen wins over the address.
    expect(read('nurse near me in houston')).toMatchObject({ city: 'Houston', state: 'Texas' });
    expect(read('nurse near me', { city: 'Boston' }).city).toBe('Boston');
    // Without an address, 'near me' names no place, and is no keyword either.
    const visitor = understandCriteria(jobSearchSchema.parse({ keyword: 'nurse near me' }));
    expect(visitor.criteria.keyword).toBe('nurse');
    expect(
      visitor.criteria.city ?? visitor.criteria.state ?? visitor.criteria.country,
    ).toBeUndefined();
    expect(visitor.understood?.nearMe).toBe(true);
  });

  it('reads accounting as the work of its field: bookkeepers, not account managers', () => {
    const roles = fieldRoles('accounting').map((phrase) => phrase.join(' '));
    expect(roles).toContain(titlePhrase('Bookkeeper'));
    expect(roles).toContain(titlePhrase('Payroll Clerk'));
    expect(roles).not.toContain(titlePhrase('Account Manager'));
  });

  it("reads a title's words of grammar as part of its phrase, not its first word", () => {
    const roles = fieldRoles('logistics').map((phrase) => phrase.join(' '));
    expect(roles).toContain(titlePhrase('Shipping and Receiving Clerk'));
    expect(roles).not.toContain(titlePhrase('and Receiving Clerk'));
    expect(roles).toContain(titlePhrase('Forklift Operator'));
  });

  it('reads something with cars as the work on them', () => {
    const roles = fieldRoles('cars').map((phrase) => phrase.join(' '));
    expect(roles).toContain(titlePhrase('Automotive Technician'));
    expect(roles).toContain(titlePhrase('Diesel Mechanic'));
  });

  it('reads something creative as design and writing work, and kids as caring for them', () => {
    const roles = fieldRoles('creative').map((phrase) => phrase.join(' '));
    expect(roles).toContain(titlePhrase('UI Designer'));
    expect(roles).toContain(titlePhrase('Copywriter'));
    expect(phrases('kids')).toContain(termOf('caregiver'));
  });

  it('reads a field word beside a role as a word, not as the field', () => {
    const index = vocabularyOf(['delivery', 'driver']);
    const last = (text: string) =>
      planQuery(text, index, synonymTable(false), noiseWords(false)).concepts.at(-1)?.alternatives;
    expect(last('delivery driver own car')).toEqual([['car']]);
    // Beside a field word no job holds, a word of the titles says what work it is.
    const sales = vocabularyOf(['sales']);
    expect(
      planQuery('outside sales', sales, synonymTable(false), noiseWords(false)).concepts.at(0)
        ?.alternatives,
    ).toEqual([['outsid']]);
    expect(
      planQuery('jobs working outside', sales, synonymTable(false), noiseWords(false)).concepts.at(
        -1,
      )?.alternatives,
    ).toContainEqual(termsOf('Groundskeeper'));
    expect(last('something with cars')).toContainEqual(termsOf('Automotive Technician'));
  });

  it('reads work no job here is titled as as the nearest work there is', () => {
    expect(phrases('nanny')).toContain(termOf('caregiver'));
    expect(phrases('childcare')).toContain(termOf('caregiver'));
    expect(phrases('movers')).toContain(termOf('loader'));
    expect(phrases('food delivery')).toContain(titlePhrase('delivery driver'));
    expect(phrases('sitter', true)).toContain(titlePhrase('patient care technician'));
    expect(phrases('salesperson')).toContain(titlePhrase('sales representative'));
    expect(phrases('gardener')).toContain(termOf('landscaper'));
    expect(phrases('typist')).toContain(titlePhrase('data entry clerk'));
    expect(phrases('surveyor')).toContain(titlePhrase('survey technician'));
    expect(phrases('audit')).toContain(termOf('auditor'));
    // One way: a caregiver search is no search for nannies.
    expect(phrases('caregiver')).not.toContain(termOf('nanny'));
  });

  it('reads customer support and customer service as one kind of work', () => {
    expect(phrases('customer support')).toContain('custom servic');
    expect(phrases('customer service')).toContain('custom support');
  });

  it('reads sde as a software engineer, surg tech as a surgical technologist', () => {
    expect(phrases('sde')).toContain('softwar engin');
    expect(phrases('surg tech', true)).toContain(['surgic', 'technologist'].join(' '));
  });

  it("reads a field's name as its role: 'physical therapy' a therapist, 'sonography' a sonographer", () => {
    expect(phrases('therapy')).toContain('therapist');
    expect(phrases('sonography', true)).toContain('sonograph');
  });

  it("reads 'overnight' as nights, and 'med', 'auto' and 'lab' in full", () => {
    expect(phrases('overnight')).toContain('night');
    expect(phrases('med')).toContain('medic');
    expect(phrases('auto')).toContain('automot');
    expect(phrases('lab')).toContain('laboratori');
    expect(phrases('ld', true)).toContain(['labor', 'deliveri'].join(' '));
  });

  it("reads 'janitorial' as a janitor's job", () => {
    expect(phrases('janitorial')).toEqual(expect.arrayContaining(['janitor', 'custodian']));
  });

  it('reads pca as either kind of care aide, while patient care assistant stays one role', () => {
    expect(phrases('pca', true)).toEqual(
      expect.arrayContaining(['person care aid', 'patient care assist', 'patient care technician']),
    );
    expect(phrases('patient care assistant', true)).not.toContain('person care aid');
  });
});

describe('roles of the catalogue', () => {
  const concept = (text: string) => ({
    typed: text,
    alternatives: [text.split(' ').map(termOf)],
    weight: 1,
  });

  it('knows the words that name a role from the last word of its titles', () => {
    expect(isRoleWord(termOf('packer'))).toBe(true);
    expect(isRoleWord(termOf('developer'))).toBe(true);
    expect(isRoleWord(termOf('center'))).toBe(false);
    // As written: 'accounting' and 'nursing' share a role's stem but name no role.
    expect(isWrittenRole('accountants')).toBe(true);
    expect(isWrittenRole('accounting')).toBe(false);
    expect(isWrittenRole('nursing')).toBe(false);
  });

  it('relates roles that share most of their skills, most related first', () => {
    expect(namedTitles([concept('janitor')])).toEqual(['Janitor']);
    expect(relatedTitles([concept('janitor')])[0]).toBe('Floor Care Technician');
    expect(relatedTitles([concept('forklift operator')])).toEqual(
      expect.arrayContaining(['Material Handler', 'Reach Truck Operator']),
    );
    // A hotel's night auditor shares auditing skills with office roles, but is hospitality work.
    expect(relatedTitles([concept('night auditor')])).toEqual(
      expect.arrayContaining(['Front Desk Agent']),
    );
    expect(relatedTitles([concept('night auditor')])).not.toContain('Compliance Specialist');
  });

  it('reads an activity word as the role doing it', () => {
    expect(rolesOfActivity('writing')).toEqual([termOf('writer')]);
    expect(rolesOfActivity('planning')).toEqual([termOf('planner')]);
    expect(rolesOfActivity('auditing')).toEqual([termOf('auditor')]);
    expect(rolesOfActivity('shopping')).toEqual([]);
    expect(rolesOfActivity('writer')).toEqual([]);
  });

  it('finds the role of an activity typed, unless a role word follows it', () => {
    const alternatives = (text: string) =>
      planQuery(text, vocabulary, synonymTable(false), noiseWords(false)).concepts.map((c) =>
        c.alternatives.map((p) => p.join(' ')),
      );
    expect(alternatives('technical writing')[1]).toContain(termOf('writer'));
    expect(alternatives('writing manager')[0]).not.toContain(termOf('writer'));
  });

  it("reads 'coding' as programming, and in healthcare as medical coding too", () => {
    expect(phrases('coding')).toEqual(expect.arrayContaining(['programm', 'develop']));
    expect(phrases('coding', true)).toContain('medic coder');
  });

  it('finds the kindred titles of the role a phrase ends on, not every title with that word', () => {
    expect(kinTitles([concept('registered nurse')], termOf('nurse'))).toContain('ICU Nurse');
    expect(kinTitles([concept('medical assistant')], termOf('assistant'))).toEqual([]);
  });

  it('has no related roles for a word as broad as nurse, nor for one naming no role', () => {
    expect(relatedTitles([concept('nurse')])).toEqual([]);
    expect(relatedTitles([concept('zephyrologist')])).toEqual([]);
  });
});

describe('filters read from the text', () => {
  const criteria = (keyword: string, chosen: Record<string, unknown> = {}) =>
    understandCriteria(jobSearchSchema.parse({ keyword, ...chosen }));

  it("reads 'from home' as remote work", () => {
    expect(criteria('data entry from home').criteria).toMatchObject({
      keyword: 'data entry',
      workMode: 'R',
    });
  });

  it('keeps filter words a title may hold as hints for ranking', () => {
    expect(criteria('per diem rn').criteria.titleHints).toEqual(['per diem']);
    expect(criteria('rn houston').criteria.titleHints).toBeUndefined();
  });

  it('marks every filter read from the text as one a search finding few jobs may widen past', () => {
    expect(criteria('entry level accountant $30/hr').criteria.fromText).toEqual([
      { facet: 'experienceLevel', text: 'entry level' },
      { facet: 'payFloor', text: '$30+ an hour' },
    ]);
    expect(criteria('remote part time accountant boston').criteria.fromText).toEqual([
      { facet: 'workMode', text: 'remote' },
      { facet: 'employmentType', text: 'part time' },
      { facet: 'place', text: 'Boston, MA' },
    ]);
  });

  it('widens past a typed workplace wish first, unless the panel already chose some', () => {
    expect(criteria('quiet remote data entry').criteria.fromText).toEqual([
      { facet: 'workFacts', text: 'quiet' },
      { facet: 'workMode', text: 'remote' },
    ]);
    const chosen = criteria('quiet data entry', { workFacts: 'flexible-hours' }).criteria;
    expect(chosen.workFacts).toEqual(['flexible-hours', 'quiet']);
    expect(chosen.fromText).toBeUndefined();
  });

  it('leaves filters chosen in the panel out of what a search may widen past', () => {
    expect(
      criteria('accountant boston', { workMode: 'R', employmentType: 'PT' }).criteria.fromText,
    ).toEqual([{ facet: 'place', text: 'Boston, MA' }]);
  });
});

describe('words typed with a typo', () => {
  const known = vocabularyOf(['detail', 'accountant']);

  it('corrects a typo within the word, never its first letter', () => {
    expect(correctionOf(known, 'acountant')?.word).toBe('accountant');
    expect(correctionOf(known, 'retail')).toBeUndefined();
  });

  it('corrects a four-letter word by a letter changed or swapped, never added or dropped', () => {
    const short = vocabularyOf(['java', 'cook', 'chef']);
    expect(correctionOf(short, 'jave')?.word).toBe('java');
    expect(correctionOf(short, 'ckoo')).toBeUndefined();
    expect(correctionOf(vocabularyOf(['javas']), 'jave')).toBeUndefined();
    expect(correctionOf(short, 'coko')?.word).toBe('cook');
    expect(correctionOf(short, 'chfe')?.word).toBe('chef');
    expect(correctionOf(short, 'cooks')?.word).toBe('cook');
    expect(correctionOf(vocabularyOf(['care']), 'cars')).toBeUndefined();
    // Only into a word of the field's titles and skills: a coffee shop is no coffee ship.
    expect(isFieldWord('java')).toBe(true);
    expect(isFieldWord('ship')).toBe(false);
    expect(correctionOf(vocabularyOf(['ship']), 'shop', isFieldWord)).toBeUndefined();
    expect(correctionOf(short, 'jave', isFieldWord)?.word).toBe('java');
    // Only through a slip: a vowel for a vowel, a key beside it, or two letters swapped.
    expect(correctionOf(short, 'cokk')?.word).toBe('cook');
    expect(correctionOf(vocabularyOf(['mail']), 'mall')).toBeUndefined();
    expect(correctionOf(vocabularyOf(['time']), 'tire')).toBeUndefined();
  });

  it('counts two letters swapped as one typo wherever they are in the word', () => {
    // One swap and one letter dropped: two typos, which a word of nine letters may have.
    expect(correctionOf(vocabularyOf(['radiology']), 'radiloogy')?.typos).toBe(1);
    expect(correctionOf(vocabularyOf(['radiologic']), 'radiloog')?.word).toBe('radiologic');
  });

  it('prefers, of corrections with as few typos, the one making a title with the word beside it', () => {
    const words = vocabularyOf(['protect', 'project', 'manager']);
    expect(planQuery('proect manager', words, synonymTable(false)).correctedQuery).toBe(
      'project manager',
    );
  });

  it('corrects a word into a word of the synonyms, which no job need hold', () => {
    const [concept] = planQuery(
      'cybersceurity',
      vocabularyOf(['security']),
      synonymTable(false),
    ).concepts;
    expect(concept?.guessed).toBe(true);
    expect(concept?.meant).toBe('cybersecurity');
    expect(concept?.alternatives).toContainEqual(termsOf('security analyst'));
  });
});

describe('places typed with a typo', () => {
  const understand = (text: string) => understandQuery(text, queryCatalogues());

  it("reads a region within a state ('socal', 'bay area') as the state", () => {
    expect(understand('welder socal')).toMatchObject({
      keywords: 'welder',
      place: { state: 'California' },
    });
    expect(understand('nurse bay area').place?.state).toBe('California');
  });

  it('reads a place one typo away as that place, the most populous first', () => {
    expect(understand('nurse in chicgo')).toMatchObject({
      keywords: 'nurse',
      place: { city: 'Chicago', state: 'Illinois' },
    });
    expect(understand('cna jobs in flordia').place).toEqual({
      state: 'Florida',
      label: 'Florida',
    });
    expect(understand('cna jobs in flordia').unknownPlace).toBeUndefined();
  });

  it('leaves a short or far-off name unknown rather than guess', () => {
    expect(understand('nurse in Atlantiss').unknownPlace).toBe('Atlantiss');
    expect(understand('welder in Bxto').unknownPlace).toBe('Bxto');
  });
});

describe('filters typed with a typo', () => {
  const understand = (text: string) => understandQuery(text, queryCatalogues());

  it('reads a one-word filter one typo away, and a mistyped second word of part or full time', () => {
    expect(understand('remtoe data entry')).toMatchObject({
      keywords: 'data entry',
      workMode: 'R',
    });
    expect(understand('hybird accountant').workMode).toBe('H');
    expect(understand('part tme cashier')).toMatchObject({
      keywords: 'cashier',
      employmentType: 'PT',
    });
    expect(understand('temporay warehouse').employmentType).toBe('FL');
  });

  it('reads a workplace phrase whose first word is mistyped', () => {
    expect(understand('warehouse work writen instructions')).toMatchObject({
      keywords: 'warehouse work',
      workFacts: ['written-instructions'],
    });
    expect(understand('flexable hours data entry').workFacts).toEqual(['flexible-hours']);
  });

  it('leaves words of the field and short words as keywords', () => {
    expect(understand('contact center')).toMatchObject({ keywords: 'contact center' });
    expect(understand('part of a team').employmentType).toBeUndefined();
  });
});

describe('a field of work named instead of a role', () => {
  const fields = vocabularyOf(['warehouse', 'tech', 'hvac', 'manager', 'technician', 'quiet']);
  const concepts = (text: string) =>
    planQuery(text, fields, synonymTable(false), noiseWords(false)).concepts.map((c) =>
      c.alternatives.map((p) => p.join(' ')),
    );

  it("asks for a listed field's titles alone, and for a sector's name before its titles", () => {
    const [warehouse] = concepts('warehouse jobs');
    expect(warehouse).toEqual(
      expect.arrayContaining([
        titlePhrase('Warehouse Manager'),
        titlePhrase('Forklift Operator'),
        titlePhrase('Packer'),
      ]),
    );
    // 'office' alone would find a hotel's Front Office Manager and every job asking for MS Office.
    expect(concepts('office jobs')[0]).not.toContain(termOf('office'));
    const [logistics] = concepts('logistics');
    expect(logistics?.[0]).toBe(termOf('logistics'));
  });

  it('asks for them when no job holds the word itself', () => {
    const [grocery] = concepts('grocery');
    expect(grocery).toContain(termOf('cashier'));
  });

  it("reads 'tech' alone as technology work, not as a technician", () => {
    const [tech] = concepts('tech jobs');
    expect(tech).toContain(termOf('developer'));
    expect(tech).not.toContain(termOf('technician'));
  });

  it("reads 'kitchen' as its cooks and 'admin' as office support, not systems administration", () => {
    expect(concepts('kitchen job')[0]).toContain(titlePhrase('Line Cook'));
    const [admin] = concepts('admin jobs');
    expect(admin).toContain(titlePhrase('Administrative Assistant'));
    expect(admin).not.toContain(titlePhrase('Database Administrator'));
  });

  it('reads cleaning jobs as the cleaning roles, not every job whose text mentions cleaning', () => {
    const [cleaning] = concepts('cleaning jobs part time');
    expect(cleaning).toEqual(
      expect.arrayContaining([titlePhrase('Janitor'), titlePhrase('Floor Care Technician')]),
    );
    expect(cleaning).not.toContain(termOf('cleaning'));
  });

  it("reads 'accounting' as the field, though its stem is the accountant's", () => {
    expect(concepts('accounting jobs')[0]).toContain(titlePhrase('Tax Preparer'));
    expect(concepts('accountant jobs')[0]).not.toContain(titlePhrase('Tax Preparer'));
  });

  it('finds automotive technicians for a mechanic, not mechanics for every automotive word', () => {
    const [mechanic] = concepts('mechanic');
    expect(mechanic).toContain(titlePhrase('automotive technician'));
    expect(concepts('automotive')[0]).not.toContain(termOf('mechanic'));
  });

  it('reads a hands-on trade job as the skilled trades, grounds and cleaning work after them', () => {
    const [trade] = concepts('hands on trade job');
    expect(trade).toContain(titlePhrase('Carpenter'));
    expect(trade).not.toContain(titlePhrase('Janitor'));
    expect(fieldRoles('trades').map((phrase) => phrase.join(' '))).toContain(termOf('janitor'));
    expect(concepts('skilled trades')[0]).toContain(titlePhrase('Pipefitter'));
  });

  it('asks office jobs for office support first, keeping the wider office work for widening', () => {
    const [office] = concepts('entry level office jobs');
    expect(office).toContain(titlePhrase('Receptionist'));
    expect(office).not.toContain(titlePhrase('Accounts Payable Specialist'));
    const wider = fieldRoles('office').map((phrase) => phrase.join(' '));
    expect(wider).toContain(titlePhrase('Receptionist'));
    expect(wider).toContain(titlePhrase('Accounts Payable Specialist'));
  });

  it("reads a sector's name as its roles ('healthcare jobs', 'logistics')", () => {
    // A role word all of whose titles are the sector's stands for them all ('nurse', 'driver').
    expect(concepts('healthcare jobs')[0]).toContain(termOf('nurse'));
    expect(concepts('logistics')[0]).toContain(termOf('driver'));
    expect(concepts('hospitality')[0]).toContain(titlePhrase('Front Desk Agent'));
  });

  it("reads 'retail', 'grocery store' and 'factory work' as their roles", () => {
    expect(concepts('retail')[0]).toContain(termOf('cashier'));
    expect(concepts('grocery store')[0]).toContain(termOf('cashier'));
    expect(concepts('factory work')[0]).toContain(titlePhrase('CNC Operator'));
  });

  it("asks for them when the field is one of the work typed ('warehouse or forklift')", () => {
    const [either] = concepts('warehouse or forklift');
    expect(either).toContain(titlePhrase('Order Picker'));
  });

  it('stays the word it is beside another word telling the work', () => {
    expect(concepts('hvac tech')[1]).toContain(termOf('technician'));
    expect(concepts('warehouse manager')[0]).toEqual([termOf('warehouse')]);
  });
});

describe('a typo past what its length allows', () => {
  const words = vocabularyOf(['forklift', 'operator', 'forecast']);
  const follows = (term: string) => term === termOf('forklift');

  it('is corrected into a word that fits the word beside it, and only into one', () => {
    expect(correctionOf(words, 'forkfilt', () => true, follows)).toBeUndefined();
    expect(correctionOf(words, 'forkfilt', () => true, follows, { fittingOnly: true })?.word).toBe(
      'forklift',
    );
    expect(
      correctionOf(
        words,
        'forkfilt',
        () => true,
        () => false,
        { fittingOnly: true },
      ),
    ).toBeUndefined();
  });
});

describe('words a title opens with before its role word', () => {
  const concepts = (text: string) =>
    text.split(' ').map((word) => ({ typed: word, alternatives: [[termOf(word)]], weight: 1 }));

  it("name its role ('data entry' of Data Entry Clerk), where others do not", () => {
    expect(leadsTitle(concepts('data entry'))).toBe(true);
    expect(leadsTitle(concepts('entry data'))).toBe(false);
    expect(leadsTitle(concepts('quiet entry'))).toBe(false);
  });
});
