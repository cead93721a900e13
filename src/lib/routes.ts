/** Candidate-area pages (spec 2.1) with their titles and what each offers (dashboard cards). */
export interface CandidatePage {
  path: string;
  title: string;
  summary: string;
  /** Hidden for flavour N (Assessments). */
  assessments?: boolean;
}

export const CANDIDATE_PAGES: CandidatePage[] = [
  {
    path: 'find-jobs',
    title: 'Find Jobs',
    summary:
      'Search every open job by title, skill and place, with filters for remote work and Easy Apply.',
  },
  {
    path: 'my-jobs',
    title: 'My Jobs',
    summary:
      'Follow every application through Applied, Shortlisted, Offered, Onboarded and Offboarded.',
  },
  {
    path: 'edit-profile',
    title: 'My Profile',
    summary: 'Edit your work history, skills, education, resume and video pitch.',
  },
  {
    path: 'settings',
    title: 'Settings',
    summary: 'Choose your e-mail notifications, privacy and account settings.',
  },
  {
    path: 'my-referrals',
    title: 'My Referrals',
    summary: 'Refer people you have worked with and follow their progress.',
  },
  {
    path: 'message-list',
    title: 'Messages',
    summary: 'Talk with the enterprises that hire you, with attachments.',
  },
  {
    path: 'add-checklist',
    title: 'Assessments > Checklist',
    summary:
      'Keep the documents and credentials enterprises ask for ready, with their expiry dates.',
    assessments: true,
  },
  {
    path: 'analytics',
    title: 'Reports',
    summary: 'See your own numbers: average rating, activity summary and job density.',
  },
  {
    path: 'work-style',
    title: 'How I work best',
    summary:
      'Say how you communicate, interview and work best, and share it only with employers you choose.',
  },
  {
    path: 'interviews',
    title: 'Interviews',
    summary: 'See every interview with its status, add it to your calendar and rate it afterwards.',
  },
];

export const REPORTS = [
  { label: 'My Dashboard', href: '/candidate/dashboard' },
  { label: 'My Average Rating', href: '/candidate/analytics?keyword=my-average-rating' },
  { label: 'My Activity Summary', href: '/candidate/analytics?keyword=my-activity-summary' },
  { label: 'Job Density', href: '/candidate/analytics?keyword=job-density' },
] as const;
