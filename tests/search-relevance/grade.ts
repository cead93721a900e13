/**
 * Graded relevance judgements for job search (tuning.json, heldout.json) and the measures over
 * them: NDCG@10, MRR and the zero-result rate.
 */

/** One grading rule: every condition given must hold for a job to earn the grade. */
export interface GradeRule {
  grade: number;
  /** Case-insensitive regular expression over the title. */
  title?: string;
  /** Case-insensitive regular expression over title, skills and description. */
  text?: string;
  city?: string;
  state?: string;
  country?: string;
  workMode?: string;
  employmentType?: string;
  experienceLevel?: string;
  /** A work-environment fact the job states, as 'fact:value' ('hours:flexible', 'noise:quiet'). */
  fact?: string;
  /** The job's lowest pay, per hour (8 h days, 40 h weeks, 173 h months), is at least this. */
  payMinAtLeast?: number;
}

export interface Judgement {
  id: string;
  query: string;
  flavour: 'D' | 'N' | 'H';
  grades: GradeRule[];
}

/** What grading reads of a job. */
export interface GradedJob {
  id: number;
  title: string;
  skills: string;
  description: string;
  city: string;
  state: string;
  country: string;
  workMode: string;
  employmentType: string;
  experienceLevel: string;
  payMin: number | null;
  payPeriod: string | null;
  /** The work-environment facts the job states, as 'fact:value'. */
  facts?: readonly string[];
}

const HOURS: Record<string, number> = { HR: 1, DA: 8, WK: 40, MN: 173 };

export function hourlyPay(job: Pick<GradedJob, 'payMin' | 'payPeriod'>): number | null {
  if (job.payMin === null) return null;
  return job.payMin / (HOURS[job.payPeriod ?? 'HR'] ?? 1);
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function holds(rule: GradeRule, job: GradedJob): boolean {
  if (rule.title && !new RegExp(rule.title, 'i').test(job.title)) return false;
  if (
    rule.text &&
    !new RegExp(rule.text, 'i').test(`${job.title}\n${job.skills}\n${job.description}`)
  )
    return false;
  if (rule.city && !same(rule.city, job.city)) return false;
  if (rule.state && !same(rule.state, job.state)) return false;
  if (rule.country && !same(rule.country, job.country)) return false;
  if (rule.workMode && rule.workMode !== job.workMode) return false;
  if (rule.employmentType && rule.employmentType !== job.employmentType) return false;
  if (rule.experienceLevel && rule.experienceLevel !== job.experienceLevel) return false;
  if (rule.fact && !job.facts?.includes(rule.fact)) return false;
  if (rule.payMinAtLeast !== undefined && (hourlyPay(job) ?? -1) < rule.payMinAtLeast) return false;
  return true;
}

/** A job's grade: the highest of the rules it meets, 0 when it meets none. */
export function gradeOf(rules: readonly GradeRule[], job: GradedJob): number {
  return Math.max(0, ...rules.filter((rule) => holds(rule, job)).map((rule) => rule.grade));
}

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: readonly number[]) =>
  grades.slice(0, 10).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);

/**
 * NDCG@10 of the grades of the results shown, against the best order of every job's grade;
 * null when no job earns a grade (nothing to rank).
 */
export function ndcgAt10(shown: readonly number[], all: readonly number[]): number | null {
  const ideal = dcg([...all].sort((a, b) => b - a));
  return ideal === 0 ? null : dcg(shown) / ideal;
}

/** The reciprocal rank of the first good result (grade 2 or more) in the top 10, else 0. */
export function reciprocalRank(shown: readonly number[]): number {
  const rank = shown.slice(0, 10).findIndex((g) => g >= 2);
  return rank < 0 ? 0 : 1 / (rank + 1);
}
