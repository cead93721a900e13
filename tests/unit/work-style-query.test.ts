import { describe, expect, it } from 'vitest';
import { queryCatalogues } from '../../server/services/search/query-catalogues.ts';
import { understandCriteria } from '../../server/services/search/understood-search.ts';
import { queryChips } from '../../src/lib/search-view.ts';
import { jobSearchSchema } from '../../src/shared/dto/job.ts';
import { understandQuery } from '../../src/shared/query/understand.ts';
import {
  PANEL_FACT_FILTER_CODES,
  WORK_FACT_FILTERS,
  type WorkFactFilter,
} from '../../src/shared/work-style/facts.ts';

const catalogues = queryCatalogues();

/** Everyday words for a workplace need, and the filter each reads as. */
const EVERYDAY_NEEDS: [string, WorkFactFilter][] = [
  ['data entry quiet environment', 'quiet'],
  ['cashier not noisy', 'quiet'],
  ['steady schedule cashier', 'predictable-schedule'],
  ['flexible working accountant', 'flexible-hours'],
  ['developer with a mentor', 'mentor'],
  ['autism friendly employers', 'adjustments-offered'],
  ['driving job fixed hours', 'fixed-hours'],
  ['video interview wfh', 'video-interview'],
  ['clerk with a phone interview', 'phone-interview'],
  ['cleaning job not too loud', 'quiet'],
  ['admin job with my own workspace not open plan', 'private-space'],
  ['accounting job, open plan is too much for me', 'private-space'],
  ['warehouse work same schedule every week', 'predictable-schedule'],
  ['cook with a working interview', 'work-sample'],
  ['sensory friendly stock job', 'quiet'],
  ['cashier set my own hours', 'flexible-hours'],
  ['packer no interview', 'work-sample'],
  ['adhd friendly employers', 'adjustments-offered'],
  ['low stress job', 'quiet'],
  ['warehouse work, i get overwhelmed by noise', 'quiet'],
  ['jobs for autistic adults', 'adjustments-offered'],
  ['trades where i can show my skills instead of a sit down interview', 'work-sample'],
  ['warehouse job no phone interview', 'no-phone-interview'],
  ['IT jobs, interview not by phone', 'no-phone-interview'],
  ['quite data entry job', 'quiet'],
  ['qa tester hybrid quiet team', 'quiet'],
  ['driving job same hours every week', 'fixed-hours'],
  ['bookkeeper flexable hours', 'flexible-hours'],
  ['wfh job where everything is written down not lots of meetings', 'written-instructions'],
  ['part time job where i can work alone', 'private-space'],
  ['hybrid job with a quiet workspace', 'quiet'],
  ['calm truck driving job', 'quiet'],
  ['florida employer that accommodates adhd', 'adjustments-offered'],
  ['developer job with a skills test instead of a panel interview', 'work-sample'],
  ['driving job same routine every day', 'predictable-schedule'],
  ['customer service job with proper training for new starters', 'structured-onboarding'],
  ['delivery driver with a predictable route', 'predictable-schedule'],
  ['coding job with take home test', 'work-sample'],
  ['cashier jobs with accommodations for disabilities', 'adjustments-offered'],
  ['need my own space at work', 'private-space'],
  ['clerk job with interview questions sent in advance', 'questions-in-advance'],
  ['warehouse job with a clear routine', 'predictable-schedule'],
  ['job with step by step instructions in texas', 'written-instructions'],
  ['i need a job where i can wear headphones', 'adjustments-offered'],
];

describe('work-environment words in a typed search', () => {
  it('become filters that add up, and the rest stays keywords', () => {
    const understood = understandQuery('quiet data analyst with flexible hours', catalogues);
    expect(understood.workFacts).toEqual(['quiet', 'flexible-hours']);
    expect(understood.keywords).toBe('data analyst with');
    expect(understood.recognised.map((r) => r.text)).toEqual(['quiet', 'flexible hours']);
  });

  it('read an interview format and adjustments as people put them', () => {
    const sample = understandQuery('developer with work sample instead of interview', catalogues);
    expect(sample.workFacts).toEqual(['work-sample']);
    expect(sample.keywords).toBe('developer with');
    expect(understandQuery('skills test instead of interview', catalogues).workFacts).toEqual([
      'work-sample',
    ]);
    // A format asked away is no need: 'instead of a phone interview' asks for none.
    expect(
      understandQuery('coding job, take home test instead of phone interview', catalogues)
        .workFacts,
    ).toEqual(['work-sample']);
    expect(understandQuery('IT jobs with video interview not phone', catalogues).workFacts).toEqual(
      ['video-interview', 'no-phone-interview'],
    );
    expect(understandQuery('job for someone with anxiety', catalogues).workFacts).toEqual([
      'adjustments-offered',
    ]);
    expect(understandQuery('employers that offer adjustments', catalogues).workFacts).toEqual([
      'adjustments-offered',
    ]);
    expect(
      understandQuery('call center interview questions given in advance', catalogues).workFacts,
    ).toEqual(['questions-in-advance']);
  });

  it('read the other ways people ask for a calm, steady or supported workplace', () => {
    const facts = (text: string) => understandQuery(text, catalogues).workFacts;
    for (const [text, code] of EVERYDAY_NEEDS) expect(facts(text), text).toEqual([code]);
    expect(facts('routine maintenance technician')).toBeUndefined();
    expect(understandQuery('hybird analyst', catalogues).workMode).toBe('H');
  });

  it('reads no phone interview as any other interview, a filter the panel does not offer', () => {
    const understood = understandQuery('warehouse job no phone interview', catalogues);
    expect(understood.keywords).toBe('warehouse job');
    expect(understood.recognised.map((r) => r.text)).toEqual(['no phone interview']);
    expect(PANEL_FACT_FILTER_CODES).not.toContain('no-phone-interview');
    expect(WORK_FACT_FILTERS['no-phone-interview'].values).not.toContain('phone');
  });

  it('read a number of days from home as that many remote days, beside hybrid work', () => {
    const hybrid = understandQuery('hybrid 2 days wfh', catalogues);
    expect(hybrid.workMode).toBe('H');
    expect(hybrid.workFacts).toEqual(['remote-days-2']);
    expect(understandQuery('analyst 3 days from home', catalogues).workFacts).toEqual([
      'remote-days-3',
    ]);
    // Two office days of five are three at home.
    const office = understandQuery('hybrid job only 2 days in the office', catalogues);
    expect(office.workMode).toBe('H');
    expect(office.workFacts).toEqual(['remote-days-3']);
  });

  it('join the filters a link already has, and show as removable chips', () => {
    const criteria = jobSearchSchema.parse({ keyword: 'clerk quiet', workFacts: 'mentor' });
    expect(understandCriteria(criteria, catalogues).criteria.workFacts).toEqual([
      'mentor',
      'quiet',
    ]);
    const params = new URLSearchParams({ keyword: 'clerk quiet' });
    const { understood } = understandCriteria(criteria, catalogues);
    expect(queryChips(understood, '/find-jobs', params)).toEqual([
      { label: 'Quiet workplace', href: '/find-jobs?keyword=clerk' },
    ]);
  });

  it('reads the link parameter leniently', () => {
    expect(jobSearchSchema.parse({ workFacts: 'quiet,nonsense,mentor' }).workFacts).toEqual([
      'quiet',
      'mentor',
    ]);
    expect(jobSearchSchema.parse({ workFacts: 'nonsense' }).workFacts).toBeUndefined();
  });
});
