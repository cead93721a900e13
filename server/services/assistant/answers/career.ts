import type { NextRole } from '../../../../src/shared/dto/career.ts';
import { type Action, link, message, option, type Reply } from '../reply.ts';
import { type AnswerDeps, findJobsPath, type Turn } from './context.ts';
import { jobCards } from './jobs.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;

function gapText(role: NextRole, forCandidate: boolean): string {
  if (role.skillsGap.length === 0)
    return forCandidate
      ? `You already have the skills most ${role.title} jobs ask for.`
      : `${role.title} jobs ask for a mix of skills; add yours to your profile to see what you lack.`;
  const list = role.skillsGap
    .map((s) => (s.share > 0 ? `${s.name} (${percent(s.share)} of jobs)` : s.name))
    .join(', ');
  return forCandidate
    ? `To become a ${role.title}, learn ${list}.`
    : `${role.title} jobs most often ask for ${list}.`;
}

const openJobsText = (role: NextRole) =>
  role.openJobs === 1
    ? 'There is one open job for it now.'
    : `There are ${role.openJobs} open jobs for it now.`;

/** 'What should I learn to become X?': the skills gap for X from open jobs. */
export async function learnFor(deps: AnswerDeps, turn: Turn): Promise<Reply> {
  const { candidateId } = turn.asker;
  const target = turn.entities.roles.find((r) => r.kind === 'title')?.name;
  if (!target) {
    if (candidateId) return nextRoles(deps, turn);
    return {
      answer: [
        message(
          'Which role would you like to move into? For example: "what should I learn to become a charge nurse?"',
        ),
      ],
      actions: [],
    };
  }
  const role = await deps.career.learn(candidateId, target);
  if (!role)
    return { answer: [message(`I don't know the role ${target} well enough yet.`)], actions: [] };
  const actions: Action[] = [
    link(findJobsPath(turn.asker, { jobTitle: role.title }), `${role.title} jobs`),
  ];
  if (candidateId) actions.push(link('/candidate/edit-profile#skills', 'Skills'));
  return {
    answer: [message(`${gapText(role, candidateId !== null)} ${openJobsText(role)}`, role.title)],
    actions,
  };
}

/** The next roles from the candidate's title, with the skills gap for each. */
export async function nextRoles(deps: AnswerDeps, turn: Turn): Promise<Reply> {
  const { candidateId } = turn.asker;
  const named = turn.entities.roles.find((r) => r.kind === 'title')?.name;
  const path = await deps.career.path(candidateId, named);
  if (!path.currentTitle || path.nextRoles.length === 0) {
    return {
      answer: [
        message(
          candidateId
            ? 'Add your current job title to your profile and I can show where it leads and what to learn next.'
            : 'Tell me your job title, for example "what comes after line cook?", and I can show where it leads.',
        ),
      ],
      actions: candidateId ? [link('/candidate/edit-profile#personal', 'Personal Details')] : [],
    };
  }
  const lines = path.nextRoles.map(
    (r) => `${r.title}: ${gapText(r, candidateId !== null)} ${openJobsText(r)}`,
  );
  return {
    answer: [
      message(
        `From ${path.currentTitle}, people often move to ${path.nextRoles.map((r) => r.title).join(', ')}.`,
        'Career path',
      ),
      ...lines.map((l) => message(l)),
    ],
    actions: path.nextRoles.map((r) =>
      link(findJobsPath(turn.asker, { jobTitle: r.title }), `${r.title} jobs`),
    ),
  };
}

/** 'What jobs fit my skills?': the candidate's recommendations. */
export async function jobsThatFit(deps: AnswerDeps, turn: Turn): Promise<Reply> {
  const { candidateId } = turn.asker;
  if (!candidateId)
    return {
      answer: [
        message(
          'Sign in and add your skills to your profile, and I can show the jobs that fit you best.',
        ),
      ],
      actions: [link('/signin', 'Sign In'), option('Remote jobs')],
    };
  const page = await deps.recommendations.top(candidateId, 4);
  if (!page.hasSkills)
    return {
      answer: [
        message(
          'Add your skills, with years of experience, to your profile and I can find the jobs that fit them.',
        ),
      ],
      actions: [link('/candidate/edit-profile#skills', 'Skills')],
    };
  if (page.jobs.length === 0)
    return {
      answer: [
        message(
          'No open jobs match your skills right now. New jobs are posted every day, so check back soon.',
        ),
      ],
      actions: [link('/candidate/find-jobs', 'Find Jobs')],
    };
  const actions = jobCards(turn.asker, page.jobs);
  if (page.total > page.jobs.length) actions.push(link('/candidate/dashboard', 'View All Jobs'));
  return { answer: [message('These open jobs fit your skills best:')], actions };
}
