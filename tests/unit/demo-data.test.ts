import { describe, expect, it } from 'vitest';
import { catalogue } from '../../server/db/seed/catalogue-data.ts';
import { generateJobs, type JobRefs } from '../../server/db/seed/jobs.ts';
import { seededRandom } from '../../server/db/seed/random.ts';
import { allPlaces } from '../../server/services/places/gazetteer.ts';

const refs: JobRefs = {
  enterprises: [
    { id: 1, name: 'Wrenfield Health System', sector: 'healthcare' },
    { id: 2, name: 'Northbrace Logistics', sector: 'logistics' },
  ],
  titleIds: new Map(catalogue.jobTitles.map((t, i) => [t.title, i + 1])),
  places: allPlaces().filter((p) => p.countryCode === 'GB'),
  now: new Date('2026-11-15T09:00:00Z'),
};

describe('demo job generator', () => {
  it('gives the same jobs for the same seed and others for another', () => {
    const a = generateJobs(seededRandom(7), refs, 50);
    const b = generateJobs(seededRandom(7), refs, 50);
    const c = generateJobs(seededRandom(8), refs, 50);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('writes jobs in the sector of their enterprise or its office, in real cities, with required skills', () => {
    const skillSector = new Map(catalogue.skills.map((s) => [s.id, s.sector]));
    for (const { job, skills } of generateJobs(seededRandom(1), refs, 200)) {
      const sector = refs.enterprises.find((e) => e.id === job.enterprise_id)?.sector;
      const entry = catalogue.jobTitles[(job.job_title_id ?? 0) - 1];
      expect([sector, 'office']).toContain(entry?.sector);
      expect(job.title).toMatch(/^(Per Diem |Travel )?/);
      expect(job.title === entry?.title || job.job_title_id !== null).toBe(true);
      expect(refs.places.some((p) => p.city === job.city && p.state === job.state)).toBe(true);
      expect(skills.length).toBeGreaterThanOrEqual(3);
      for (const s of skills) {
        expect(skillSector.has(s.skill_id)).toBe(true);
        expect(s.max_years).toBeGreaterThan(s.min_years);
      }
      expect(job.description).not.toMatch(/\{(title|company|city)\}/);
      if (job.pay_max !== null) expect(job.pay_max).toBeGreaterThan(job.pay_min ?? 0);
    }
  });

  it('keeps hands-on work on site and quotes pay in a period that fits the work', () => {
    const jobs = generateJobs(seededRandom(3), refs, 600).map((entry) => entry.job);
    const handsOn = /registered nurse|\brn\b|cna|lpn|aide|driver|cook|chef|forklift|welder/i;
    for (const job of jobs.filter((j) => handsOn.test(j.title)))
      expect([job.title, job.work_mode]).toEqual([job.title, 'O']);
    for (const job of jobs.filter((j) => /^travel/i.test(j.title))) {
      expect([job.employment_type, job.pay_period]).toEqual(['FL', 'WK']);
    }
    const periods = new Set(jobs.map((j) => j.pay_period));
    expect([...periods].sort()).toEqual(['DA', 'HR', 'MN', 'WK']);
    expect(jobs.filter((j) => j.work_mode === 'R').length).toBeGreaterThan(0);
    expect(jobs.filter((j) => /^per diem/i.test(j.title)).length).toBeGreaterThan(0);
  });

  it('ships a curated catalogue covering every sector', () => {
    const sectors = new Set(catalogue.skills.map((s) => s.sector));
    expect([...sectors].sort()).toEqual([
      'healthcare',
      'hospitality',
      'logistics',
      'office',
      'technology',
      'trades',
    ]);
    expect(catalogue.skills.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.jobTitles.length).toBeGreaterThanOrEqual(300);
  });
});
