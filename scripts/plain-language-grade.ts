/**
 * The reading grade (Flesch-Kincaid, from the `flesch-kincaid` and `syllable` packages) of the
 * plain-language view of every open demo job: prints the mean, the highest and the lowest.
 * Usage: node scripts/plain-language-grade.ts [--jobs N]
 */
import { parseArgs } from 'node:util';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoData } from '../server/db/seed/demo-data.ts';
import { createJobSearch } from '../server/services/search/jobs.ts';
import { plainJob, plainText } from '../src/shared/plain-language/index.ts';

/** The Flesch-Kincaid grade of a text: sentences end in . ! or ?; a number counts two syllables. */
export function gradeOf(text: string): number {
  const sentence = text.split(/[.!?]+(?=\s|$)/).filter((s) => /[A-Za-z0-9]/.test(s)).length;
  const words = text.match(/[A-Za-z0-9][A-Za-z0-9'’,-]*/g) ?? [];
  const syllables = words.reduce((sum, word) => {
    const bare = word.replace(/[,]/g, '');
    return sum + (/^\d/.test(bare) ? 2 : Math.max(1, syllable(bare)));
  }, 0);
  return fleschKincaid({ sentence, word: words.length, syllable: syllables });
}

/** The grade of each open demo job's plain-language view, on a throwaway database. */
export async function demoJobGrades(jobs?: number) {
  const db = openDatabase({ dataDir: ':memory:' });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { jobs });
    const search = createJobSearch(db);
    const ids = await db.selectFrom('jobs').select('id').where('status', '=', 'open').execute();
    const grades: { id: number; title: string; grade: number; text: string }[] = [];
    for (const { id } of ids) {
      const job = await search.find(id);
      if (!job) continue;
      const text = plainText(plainJob(job));
      grades.push({ id, title: job.jobTitle, grade: gradeOf(text), text });
    }
    return grades;
  } finally {
    await db.destroy();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { jobs: { type: 'string' } } });
  const grades = await demoJobGrades(values.jobs ? Number(values.jobs) : undefined);
  const sorted = grades.map((g) => g.grade).sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const hardest = grades.reduce((a, b) => (b.grade > a.grade ? b : a));
  console.log(`Plain-language view of ${grades.length} open demo jobs (Flesch-Kincaid grade):`);
  console.log(
    `  mean ${mean.toFixed(2)}, lowest ${sorted[0]?.toFixed(2)}, highest ${hardest.grade.toFixed(2)}`,
  );
  console.log(`  hardest: job ${hardest.id} (${hardest.title})\n  ${hardest.text}`);
}
