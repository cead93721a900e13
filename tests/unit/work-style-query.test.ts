import { describe, expect, it } from 'vitest';
import { queryCatalogues } from '../../server/services/search/query-catalogues.ts';
import { understandCriteria } from '../../server/services/search/understood-search.ts';
import { queryChips } from '../../src/lib/search-view.ts';
import { jobSearchSchema } from '../../src/shared/dto/job.ts';
import { understandQuery } from '../../src/shared/query/understand.ts';
import { PANEL_FACT_FILTER_CODES, WORK_FACT_FILTERS } from '../../src/shared/work-style/facts.ts';

const catalogues = queryCatalogues();

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
    expect(understandQuery('employers that offer adjustments', catalogues).workFacts).toEqual([
      'adjustments-offered',
    ]);
    expect(
      understandQuery('call center interview questions given in advance', catalogues).workFacts,
    ).toEqual(['questions-in-advance']);
  });

  it('read the other ways people ask for a calm, steady or supported workplace', () => {
    const facts = (text: string) => understandQuery(text, catalogues).workFacts;
    expect(facts('data entry quiet environment')).toEqual(['quiet']);
    expect(facts('cashier not noisy')).toEqual(['quiet']);
    expect(facts('steady schedule cashier')).toEqual(['predictable-schedule']);
    expect(facts('flexible working accountant')).toEqual(['flexible-hours']);
    expect(facts('developer with a mentor')).toEqual(['mentor']);
    expect(facts('autism friendly employers')).toEqual(['adjustments-offered']);
    expect(facts('routine maintenance technician')).toBeUndefined();
    expect(facts('driving job fixed hours')).toEqual(['fixed-hours']);
    expect(facts('video interview wfh')).toEqual(['video-interview']);
    expect(facts('clerk with a phone interview')).toEqual(['phone-interview']);
    expect(facts('cleaning job not too loud')).toEqual(['quiet']);
    expect(facts('admin job with my own workspace not open plan')).toEqual(['private-space']);
    expect(facts('warehouse work same schedule every week')).toEqual(['predictable-schedule']);
    expect(facts('cook with a working interview')).toEqual(['work-sample']);
    expect(facts('sensory friendly stock job')).toEqual(['quiet']);
    expect(facts('cashier set my own hours')).toEqual(['flexible-hours']);
    expect(facts('packer no interview')).toEqual(['work-sample']);
    expect(facts('adhd friendly employers')).toEqual(['adjustments-offered']);
    expect(facts('low stress job')).toEqual(['quiet']);
    expect(facts('jobs for autistic adults')).toEqual(['adjustments-offered']);
    expect(facts('trades where i can show my skills instead of a sit down interview')).toEqual([
      'work-sample',
    ]);
    expect(facts('warehouse job no phone interview')).toEqual(['no-phone-interview']);
    expect(facts('quite data entry job')).toEqual(['quiet']);
    expect(facts('bookkeeper flexable hours')).toEqual(['flexible-hours']);
    expect(understandQuery('hybird analyst', catalogues).workMode).toBe('H');
    expect(facts('wfh job where everything is written down not lots of meetings')).toEqual([
      'written-instructions',
    ]);
    expect(facts('part time job where i can work alone')).toEqual(['private-space']);
    expect(facts('hybrid job with a quiet workspace')).toEqual(['quiet']);
    expect(facts('calm truck driving job')).toEqual(['quiet']);
    expect(facts('florida employer that accommodates adhd')).toEqual(['adjustments-offered']);
    expect(facts('developer job with a skills test instead of a panel interview')).toEqual([
      'work-sample',
    ]);
    expect(facts('driving job same routine every day')).toEqual(['predictable-schedule']);
    expect(facts('customer service job with proper training for new starters')).toEqual([
      'structured-onboarding',
    ]);
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
