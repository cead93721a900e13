import { describe, expect, it } from 'vitest';
import { demoJobGrades } from '../../scripts/plain-language-grade.ts';

describe('the plain-language view of the demo jobs', () => {
  it('reads at grade 8 or below on every open demo job (Flesch-Kincaid)', async () => {
    const grades = await demoJobGrades();
    expect(grades.length).toBeGreaterThan(1000);
    const highest = Math.max(...grades.map((g) => g.grade));
    const mean = grades.reduce((sum, g) => sum + g.grade, 0) / grades.length;
    console.log(
      `plain-language grade over ${grades.length} demo jobs: mean ${mean.toFixed(2)}, highest ${highest.toFixed(2)}`,
    );
    expect(highest).toBeLessThanOrEqual(8);
  }, 120_000);
});
