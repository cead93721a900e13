import { EMPLOYMENT_TYPES, WORK_MODES } from '../../../../src/shared/code-tables.ts';
import type { JobRequest } from '../job-request.ts';
import { option, type Reply } from '../reply.ts';
import { describeSearch } from '../search-criteria.ts';

/**
 * How each intent is offered when a question could mean two things: the button's label and the
 * question it sends back, which the assistant understands without doubt.
 */
export const CHOICES: Record<string, { label: string; ask: string }> = {
  'help.product': { label: 'How Worklane works', ask: 'What can you help me with?' },
  'help.account': { label: 'Sign-in and account help', ask: 'How do I change my password?' },
  'help.apply': { label: 'How to apply', ask: 'How do I apply for a job?' },
  'help.privacy': { label: 'Privacy and my data', ask: 'Who can see my data?' },
  'help.feedback': { label: 'Send feedback', ask: 'How do I send feedback?' },
  'jobs.find': { label: 'Search for jobs', ask: 'Find jobs' },
  'jobs.fit': { label: 'Jobs that fit my profile', ask: 'What jobs fit my skills?' },
  'jobs.saved': { label: 'My saved jobs', ask: 'Show my saved jobs' },
  'jobs.searches': { label: 'Saved searches and job alerts', ask: 'Open my saved searches' },
  'career.next': { label: 'My next career step', ask: 'What is my next career step?' },
  'career.learn': { label: 'Skills to learn', ask: 'Which skills should I learn next?' },
  'applications.applied': { label: 'My applications', ask: 'Show my applications' },
  'applications.shortlisted': { label: 'Shortlisted', ask: 'Show my shortlisted applications' },
  'applications.offered': { label: 'My job offers', ask: 'Show my job offers' },
  'applications.onboarded': { label: 'Onboarded', ask: 'Open the onboarded tab' },
  'applications.offboarded': { label: 'Offboarded', ask: 'Open the offboarded tab' },
  'profile.work_experience': { label: 'Work experience', ask: 'Update my work experience' },
  'profile.education': { label: 'Education', ask: 'Update my education' },
  'profile.skills': { label: 'Skills', ask: 'Update my skills' },
  'profile.resume': { label: 'Resume', ask: 'Update my resume' },
  'profile.personal': { label: 'Personal details', ask: 'Edit my personal details' },
  'profile.references': { label: 'References', ask: 'Add references' },
  'profile.licensure': { label: 'Licences and certifications', ask: 'Add my license' },
  'profile.video': { label: 'Video pitch', ask: 'Record a video pitch' },
  'profile.score': { label: 'Profile score', ask: 'What is my profile score?' },
  'profile.public': { label: 'Public profile', ask: 'Share my public profile' },
  notifications: { label: 'Notifications', ask: 'Show my notifications' },
  messages: { label: 'Messages', ask: 'Open my messages' },
  interviews: { label: 'Interviews', ask: 'Show my interviews' },
  settings: { label: 'Settings', ask: 'Open settings' },
  reports: { label: 'Reports', ask: 'Show my reports' },
  human: { label: 'Talk to a person', ask: 'I want to talk to a person' },
};

/** A short question with the two meanings as options, instead of a guess. */
export function whichOne(intents: readonly string[]): Reply | null {
  const choices = intents.flatMap((i) => (CHOICES[i] ? [CHOICES[i]] : []));
  if (choices.length < 2) return null;
  return {
    answer: [{ caption: '', text: 'Did you mean one of these?', type: 'message' }],
    actions: choices.map((c) => option(c.ask, c.label)),
  };
}

/** 'Remote onsite nurse jobs': which of the two values a facet asked twice should have. */
export function whichValue(request: JobRequest): Reply | null {
  const conflict = request.conflict;
  if (!conflict) return null;
  const names: Record<string, string> =
    conflict.facet === 'workMode' ? WORK_MODES : EMPLOYMENT_TYPES;
  const first = names[conflict.first] ?? conflict.first;
  const second = names[conflict.second] ?? conflict.second;
  const asked = (value: string) =>
    describeSearch({ ...request.state, keywords: conflict.keywords, [conflict.facet]: value });
  return {
    answer: [
      {
        caption: '',
        text: `You asked for both ${first.toLowerCase()} and ${second.toLowerCase()} work. Which would you like?`,
        type: 'message',
      },
    ],
    actions: [option(asked(conflict.first)), option(asked(conflict.second))],
  };
}
