import type { HelpIndex } from '../help-index.ts';
import { link, message, type Reply } from '../reply.ts';
import type { Asker } from './context.ts';

interface Destination {
  path: string;
  label: string;
  text: string;
  /** The help article that explains it, for 'how does … work?'. */
  article?: string;
  /** A narrower place on the page for words the question uses ('the e-mails' of Settings). */
  sections?: { words: RegExp; path: string; label: string }[];
}

/** Where each navigation intent leads, with the section or tab it opens (spec 4.5). */
export const DESTINATIONS: Record<string, Destination> = {
  'applications.applied': {
    path: '/candidate/my-jobs?tab=A',
    label: 'My Applications',
    text: 'Your applications are in My Jobs, on the Applied tab, with where each one stands.',
  },
  'applications.shortlisted': {
    article: 'my-jobs-tabs',
    path: '/candidate/my-jobs?tab=S',
    label: 'Shortlisted',
    text: 'Applications an employer has shortlisted are on the Shortlisted tab of My Jobs.',
  },
  'applications.offered': {
    article: 'offers',
    path: '/candidate/my-jobs?tab=F',
    label: 'Offered',
    text: 'Job offers waiting for your answer are on the Offered tab of My Jobs.',
  },
  'applications.onboarded': {
    article: 'my-jobs-tabs',
    path: '/candidate/my-jobs?tab=O',
    label: 'Onboarded',
    text: 'The work you have been onboarded to is on the Onboarded tab of My Jobs.',
  },
  'applications.offboarded': {
    article: 'my-jobs-tabs',
    path: '/candidate/my-jobs?tab=B',
    label: 'Offboarded',
    text: 'Assignments that have ended are on the Offboarded tab of My Jobs.',
  },
  'jobs.saved': {
    article: 'bookmarks',
    path: '/candidate/my-jobs?tab=saved',
    label: 'Saved Jobs',
    text: 'The jobs you bookmarked are on the Saved tab of My Jobs.',
  },
  'profile.work_experience': {
    path: '/candidate/edit-profile#work-experience',
    label: 'Work Experience',
    text: 'You can add, edit or remove jobs in the Work Experience section of your profile.',
  },
  'profile.education': {
    path: '/candidate/edit-profile#education',
    label: 'Education',
    text: 'You can add or update your schools, degrees and documents in the Education section of your profile.',
  },
  'profile.skills': {
    path: '/candidate/edit-profile#skills',
    label: 'Skills',
    text: 'You can add skills, with your years of experience in each, in the Skills section of your profile.',
  },
  'profile.resume': {
    article: 'resume',
    path: '/candidate/edit-profile#resume',
    label: 'Resume',
    text: 'You can upload, replace or delete your resume in the Resume section of your profile.',
  },
  'profile.personal': {
    path: '/candidate/edit-profile#personal',
    label: 'Personal Details',
    text: 'Your name, photo, title, address and contact details are in the Personal section of your profile.',
  },
  'profile.references': {
    path: '/candidate/add-checklist',
    label: 'Checklist',
    text: 'References are part of your checklist, under Assessments: upload them there.',
  },
  'profile.licensure': {
    path: '/candidate/edit-profile#licensure',
    label: 'Licences and certifications',
    text: 'Your licences and certifications, each with its document and expiry date, are in the Licences and certifications section of your profile. We remind you before one expires.',
  },
  'profile.video': {
    article: 'video-pitch',
    path: '/upload-video',
    label: 'Video Pitch',
    text: 'You can record a video pitch of up to two minutes, or upload one, on the video pitch page.',
  },
  'profile.score': {
    article: 'profile-score',
    path: '/candidate/dashboard',
    label: 'My Dashboard',
    text: 'Your dashboard shows your profile score and recruiter interest. Adding skills, work experience, education, a resume and a video pitch raises the score.',
  },
  'profile.public': {
    article: 'public-profile',
    path: '/candidate/settings',
    label: 'Settings',
    text: 'Your public profile link and its QR code, and which sections it shows, are in Settings.',
  },
  notifications: {
    article: 'notifications',
    path: '/candidate/dashboard?keyword=notifications',
    label: 'Notifications',
    text: 'Here are your notifications: the bell in the top bar opens them.',
  },
  messages: {
    article: 'messages',
    path: '/candidate/message-list',
    label: 'Messages',
    text: 'Your conversations with employers are in Messages.',
  },
  interviews: {
    article: 'interviews',
    path: '/candidate/interviews',
    label: 'Interviews',
    text: 'Your interview invitations and schedule are on the Interviews page, where you can accept them and add them to your calendar.',
  },
  settings: {
    path: '/candidate/settings',
    label: 'Settings',
    text: 'Settings has your e-mail notifications, saved searches, profile visibility, password and account options.',
    sections: [
      {
        words: /\b(e-?mails?|newsletters?|notification (e-?mails?|settings|preferences))\b/i,
        path: '/candidate/settings#emails-title',
        label: 'E-mail notifications',
      },
      {
        words: /\b(visib\w*|public|hide|private)\b/i,
        path: '/candidate/settings#public-title',
        label: 'Public profile',
      },
      {
        words: /\bclassification\b/i,
        path: '/candidate/settings#classification-title',
        label: 'Neuro classification',
      },
      {
        words: /\baccessib\w*\b/i,
        path: '/candidate/settings#accessibility-title',
        label: 'Accessibility toolbar',
      },
    ],
  },
  'jobs.searches': {
    path: '/candidate/settings#saved-searches-title',
    label: 'Saved searches',
    text: 'Your saved searches and their e-mail job alerts are in Settings, under Saved searches: open one, switch its alerts on or off, or delete it. To save a new one, search for jobs and choose Save search on the results.',
    article: 'saved-searches',
  },
  reports: {
    path: '/candidate/analytics',
    label: 'Reports',
    text: 'Your reports are under Reports: My Average Rating, My Activity Summary and Job Density.',
    sections: [
      {
        words: /\bratings?\b|\brated\b/i,
        path: '/candidate/analytics?keyword=my-average-rating',
        label: 'My Average Rating',
      },
      {
        words: /\bactivity\b/i,
        path: '/candidate/analytics?keyword=my-activity-summary',
        label: 'My Activity Summary',
      },
      {
        words: /\bdensity\b/i,
        path: '/candidate/analytics?keyword=job-density',
        label: 'Job Density',
      },
    ],
  },
};

const EXPLAIN =
  /^(?:(?:so|and|ok(?:ay)?|hi|hey)[\s,]+)?(?:how (?:does|do|is|are|can)|what (?:is|are|does|do)|what's|why|explain|tell me about)\b/i;

/**
 * A link to the right section or tab, narrowed to the part of the page the question's words name;
 * a question about how it works gets the help article too. A visitor is told to sign in first.
 */
export function navigate(
  intent: string,
  asker: Asker,
  question = '',
  help?: HelpIndex,
): Reply | null {
  const to = DESTINATIONS[intent];
  if (!to) return null;
  const section = to.sections?.find((s) => s.words.test(question));
  const article =
    to.article && EXPLAIN.test(question.trim()) ? help?.bySlug(to.article) : undefined;
  const base = article ? article.text : to.text;
  const text = asker.candidateId ? base : `${base} Please sign in first: the link asks you to.`;
  const where = section ?? to;
  return {
    answer: [message(text, article?.title ?? '')],
    actions: [link(where.path, where.label)],
  };
}
