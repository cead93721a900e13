import { describe, expect, it } from 'vitest';
import { gradeOf } from '../../scripts/plain-language-grade.ts';
import type { JobDetail } from '../../src/shared/dto/job.ts';
import { plainJob, plainText, plainWords, shorten } from '../../src/shared/plain-language/index.ts';
import { fitText, workFactList, workStyleFit } from '../../src/shared/work-style/facts.ts';
import { EMPTY_WORK_STYLE, employerView } from '../../src/shared/work-style/passport.ts';

const JOB: JobDetail = {
  id: 7,
  jobTitle: 'Warehouse Associate',
  establishmentName: 'Northwind Logistics',
  city: 'Leeds',
  state: 'West Yorkshire',
  country: 'United Kingdom',
  workMode: 'H',
  employmentType: 'FT',
  payMin: 12,
  payMax: 14,
  payCurrency: 'GBP',
  payPeriod: 'HR',
  easyApply: true,
  postedAt: '2026-11-01T00:00:00.000Z',
  skills: [],
  enterpriseId: 1,
  description: [
    'Northwind is hiring in Leeds.',
    'What you will do\n- Wear required personal protective equipment such as safety shoes.\n- Escalate delays, capacity issues or service failures so they can be resolved quickly.\n- Hit the ground running on a fast-moving team.',
    'What you bring\n- Two years in a warehouse.',
  ].join('\n\n'),
  experienceLevel: 'AT',
  education: null,
  duration: '6M',
  status: 'open',
  expiresAt: null,
  countryCode: 'GB',
  workFacts: {
    noise: 'quiet',
    interviewFormat: 'video',
    questionsInAdvance: 'yes',
    mentor: 'named',
  },
};

describe('the plain-language job view', () => {
  it('replaces jargon and idioms from the glossary, keeping the first letter’s case', () => {
    expect(plainWords('Escalate issues to your Supervisor')).toBe('Pass on issues to your Boss');
    expect(plainWords('Hit the ground running')).toBe('Start fast');
    expect(plainWords('Maintain an organized desk')).toBe('Keep a tidy desk');
  });

  it('cuts a long sentence at its first joint', () => {
    expect(shorten('Wear safety gear such as safety shoes, vests and gloves.')).toBe(
      'Wear safety gear.',
    );
    expect(shorten('Clean up.')).toBe('Clean up.');
  });

  it('has short literal sections made from the job, deterministically', () => {
    const sections = plainJob(JOB);
    expect(sections.map((s) => s.heading)).toEqual([
      'What you will do',
      'When',
      'Where',
      'Pay',
      'Who you work with',
      'What the interview is like',
    ]);
    const byId = Object.fromEntries(sections.map((s) => [s.id, s.sentences]));
    expect(byId.do).toEqual([
      'You work as: Warehouse Associate.',
      'Wear required safety gear.',
      'Pass on delays.',
      'Start fast on a busy team.',
    ]);
    expect(byId.when).toEqual(['This is a full-time job.', 'The job lasts 6 months.']);
    expect(byId.where).toContain('You work some days from home and some days in Leeds.');
    expect(byId.where).toContain('The workplace is quiet.');
    expect(byId.pay).toEqual(['You get 12 to 14 pounds for each hour.']);
    expect(byId.people).toContain('You have one named person to ask for help.');
    expect(byId.interview).toEqual([
      'The interview is a video call.',
      'You get the questions before the interview.',
    ]);
    expect(plainJob(JOB)).toEqual(sections);
    expect(gradeOf(plainText(sections))).toBeLessThanOrEqual(8);
  });

  it('says when the job does not tell', () => {
    const sections = plainJob({ ...JOB, payMin: null, payMax: null, workFacts: undefined });
    expect(sections.find((s) => s.id === 'pay')?.sentences[0]).toMatch(/does not say/);
    expect(sections.find((s) => s.id === 'interview')?.sentences[0]).toMatch(/does not say/);
  });
});

describe('work preferences against a job', () => {
  it('counts the preferences the facts meet and names the rest', () => {
    const style = {
      ...EMPTY_WORK_STYLE,
      interview: { choices: ['questions-in-advance' as const, 'camera-off' as const], note: '' },
      environment: { choices: ['quiet-space' as const, 'flexible-hours' as const], note: '' },
    };
    const fit = workStyleFit(style, JOB.workFacts, JOB.workMode);
    expect(fit).toEqual({
      fits: 2,
      of: 3,
      misses: [{ label: 'flexible hours', unstated: true }],
    });
    expect(fitText(fit ?? { fits: 0, of: 0, misses: [] })).toBe(
      'Fits 2 of your 3 work preferences. Not met: flexible hours (the job does not say).',
    );
    expect(workStyleFit(EMPTY_WORK_STYLE, JOB.workFacts, 'O')).toBeNull();
  });

  it('lists facts in words and shows a passport only as text', () => {
    expect(workFactList(JOB.workFacts).map((f) => f.text)).toContain('Quiet');
    const view = employerView({ ...EMPTY_WORK_STYLE, other: { note: '<script>x</script>' } });
    expect(view).toEqual([
      { part: 'other', heading: 'Anything else', items: [], note: '<script>x</script>' },
    ]);
  });
});
