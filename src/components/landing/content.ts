export interface LandingSection {
  id: string;
  title: string;
  text: string;
  points: string[];
}

/** The six sections of the 'Job Seekers' launch page (spec 1). */
export const JOB_SEEKER_SECTIONS: LandingSection[] = [
  {
    id: 'career-path',
    title: 'Take control of your career path',
    text: 'Create a profile once and let it work for you: the jobs you see, the matches you get and the enterprises that find you all start from it.',
    points: [
      'A two-step profile with your resume',
      'Skills with years of experience',
      'You choose what enterprises can see',
    ],
  },
  {
    id: 'search',
    title: 'Search for jobs anywhere, anytime',
    text: 'Search by job title, skill and place, from your phone or your desk, and narrow the list to remote work or one-click Easy Apply jobs.',
    points: [
      'Suggestions before you finish typing',
      "'Remote location' and 'Easy Apply Only' filters",
      'Bookmark the jobs you like',
    ],
  },
  {
    id: 'recommendations',
    title: 'Get hired faster with personalised recommendations',
    text: 'Recommended jobs come with a match score and the reason for it, so you can apply where you fit best.',
    points: [
      'A match score on every recommendation',
      "Reasons you can read, like '4 of 6 skills'",
      'Alerts when a new match appears',
    ],
  },
  {
    id: 'dynamic-profile',
    title: 'A dynamic profile with video pitches and a matching score',
    text: 'Show more than a resume: record a short video pitch and watch your profile score grow with a checklist of what raises it.',
    points: [
      'Record or upload a video pitch',
      'A profile score and a completion checklist',
      'A public profile link you control',
    ],
  },
  {
    id: 'leading-companies',
    title: 'Present yourself to leading companies',
    text: 'Apply in one click with your stored profile, follow every application in real time and talk directly with the enterprises that hire.',
    points: [
      'One-click applications',
      'Every application followed in My Jobs',
      'Messages and interviews in one place',
    ],
  },
  {
    id: 'career-guidance',
    title: 'Expert career guidance through a virtual coach and career-pathing resources',
    text: 'Ask the AI assistant in your own words, get pointed to the right place, and plan your next step with career-pathing resources.',
    points: [
      'An assistant that finds jobs and answers questions',
      'Career-pathing resources for your next role',
      'Accessibility aids built in, like bionic reading',
    ],
  },
];

export const TESTIMONIALS = [
  {
    quote:
      'I picked up weekend shifts at two hospitals within a week of signing up, and every shift is in one list.',
    name: 'Amara O.',
    role: 'Registered Nurse, Manchester',
  },
  {
    quote:
      'The checklist told me exactly what my profile was missing. I added my certificates and the offers followed.',
    name: 'Luis M.',
    role: 'Licensed Practical Nurse, Toronto',
  },
  {
    quote:
      'Messages, interviews and offers in one place: I stopped losing track of where I applied.',
    name: 'Priya S.',
    role: 'Healthcare Assistant, Dublin',
  },
];
