import type { WorkFacts } from '../../../src/shared/work-style/facts.ts';
import type { WorkStyle } from '../../../src/shared/work-style/passport.ts';
import { apply } from '../../services/applications.ts';
import { inviteToInterview } from '../../services/interviews/enterprise.ts';
import { answerAdjustments, requestAdjustments } from '../../services/work-style/adjustments.ts';
import { stateWorkFacts } from '../../services/work-style/facts.ts';
import { saveWorkStyle, sharePassport } from '../../services/work-style/passport.ts';
import type { Db } from '../connect.ts';
import { insertCandidate } from '../repositories/candidates.ts';

/** How many of the first open demo jobs state their work environment. */
const JOBS_WITH_FACTS = 400;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** The facts of the n-th demo job: varied, and the same on every seed. */
function factsOf(n: number, workMode: string): WorkFacts {
  // Lists of different lengths, so every pairing of facts occurs.
  return {
    noise: pick(['quiet', 'moderate', 'quiet', 'busy'] as const, n),
    space: pick(['private', 'shared', 'open-plan'] as const, n),
    schedule: pick(
      ['predictable', 'mostly-predictable', 'predictable', 'varies', 'predictable'] as const,
      n,
    ),
    hours: pick(['flexible', 'fixed'] as const, n),
    instructions: pick(['written', 'mixed', 'written'] as const, n),
    ...(workMode === 'H' ? { remoteDays: pick(['2', '3'] as const, n) } : {}),
    onboarding: pick(['structured', 'structured', 'informal'] as const, n + 1),
    mentor: pick(['named', 'named', 'none', 'named', 'none'] as const, n + 2),
    interviewFormat: pick(['video', 'in-person', 'phone', 'work-sample'] as const, n + 1),
    questionsInAdvance: pick(['yes', 'no', 'yes', 'yes', 'no', 'yes', 'no'] as const, n),
    adjustments: pick(['offered', 'on-request', 'offered'] as const, n + 2),
  };
}

const DEMO_PASSPORT: WorkStyle = {
  communication: {
    choices: ['written-first', 'notice-before-calls'],
    note: 'I answer e-mails within a day. A day’s notice before a call helps me prepare.',
  },
  interview: {
    choices: ['questions-in-advance', 'extra-time', 'remote'],
    note: 'I give my best answers when I can take a moment to think.',
  },
  environment: {
    choices: ['quiet-space', 'predictable-schedule', 'written-instructions'],
    note: 'Noise-cancelling headphones help me on a busy ward.',
  },
  other: { note: 'A short agenda before meetings helps me follow along.' },
};

const SECOND_PASSPORT: WorkStyle = {
  communication: { choices: ['written-first', 'video-off'], note: '' },
  interview: { choices: ['questions-in-advance', 'camera-off', 'break'], note: '' },
  environment: { choices: ['quiet-space', 'flexible-hours'], note: 'Mornings are my best time.' },
  other: { note: '' },
};

type DemoJob = { id: number; enterprise_id: number; work_mode: string };

/**
 * How I work best in the demo: the first open jobs state their work environment (set as their
 * enterprise sets them); the demo candidate has a passport shared in full with the enterprise of
 * one application, in part with another, and not with the rest; a second candidate shared theirs
 * for an interview, asked for adjustments and got an answer. Everything goes through the services
 * the candidate and the enterprise API use, and takes nothing from the seed's random stream.
 */
export async function seedDemoWorkStyle(db: Db, demoId: number, now: Date) {
  const open = (await db
    .selectFrom('jobs')
    .select(['id', 'enterprise_id', 'work_mode'])
    .where('status', '=', 'open')
    .orderBy('id')
    .limit(JOBS_WITH_FACTS)
    .execute()) as DemoJob[];
  await stateWorkFacts(
    db,
    open.map((job, n) => ({
      enterpriseId: job.enterprise_id,
      jobId: job.id,
      facts: factsOf(n, job.work_mode),
    })),
  );

  await saveWorkStyle(db, demoId, DEMO_PASSPORT);
  const applications = await db
    .selectFrom('applications')
    .select('id')
    .where('candidate_id', '=', demoId)
    .orderBy('id')
    .execute();
  const [whole, part] = applications;
  if (whole)
    await sharePassport(
      db,
      demoId,
      whole.id,
      ['communication', 'interview', 'environment', 'other'],
      '',
    );
  if (part) await sharePassport(db, demoId, part.id, ['interview'], '');

  // A second candidate, who cannot sign in, with an answered adjustment request.
  const at = now.toISOString();
  const riley = await insertCandidate(db, {
    email: 'riley@worklane.test',
    first_name: 'Riley',
    last_name: 'Morgan',
    profile_title: 'Data Analyst',
    neuro_classification: 'ND',
    origin: 'P',
    email_verified: 1,
    created_at: at,
    updated_at: at,
  });
  await saveWorkStyle(db, riley.id, SECOND_PASSPORT);
  const job = open.at(-1);
  if (!job) return;
  const applied = await apply(db, riley.id, job.id, {
    startDate: '2026-12-01',
    availability: 'Full Time',
    hoursPerDay: 8,
    days: ['Monday', 'Tuesday', 'Wednesday'],
  });
  if (!applied.ok) return;
  await sharePassport(db, riley.id, applied.applicationId, ['communication', 'interview'], '');
  const start = new Date(now.getTime() + 10 * 86_400_000);
  const invited = await inviteToInterview(db, job.enterprise_id, applied.applicationId, {
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    meetingLink: 'https://meet.worklane.test/riley',
  });
  if (!invited.ok) return;
  const asked = await requestAdjustments(db, riley.id, invited.value.id, {
    choices: ['questions-in-advance', 'camera-off', 'break'],
    note: '',
  });
  if (asked.ok)
    await answerAdjustments(
      db,
      job.enterprise_id,
      asked.value.id,
      'Yes to all three: we will send the questions two days before, your camera can stay off, and there is a ten-minute break halfway.',
    );
}
