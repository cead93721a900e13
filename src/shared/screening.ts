import { z } from 'zod';

/** The default screening questions every application asks (spec 3). */
export const DEFAULT_QUESTIONS = [
  { id: 'startDate', label: 'When can you start?', type: 'date' },
  { id: 'availability', label: 'Availability', type: 'radio', options: ['Full Time', 'Part Time'] },
  { id: 'hoursPerDay', label: 'Hours per day', type: 'text' },
  {
    id: 'days',
    label: 'Days of the week',
    type: 'checkbox',
    options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
] as const;

const DAYS = DEFAULT_QUESTIONS[3].options;

/** Answers to the default questions, checked the same way in the browser and on the server. */
export const screeningAnswersSchema = z.object({
  startDate: z.iso.date({ message: 'Choose the date you can start.' }),
  availability: z.enum(['Full Time', 'Part Time'], { message: 'Choose Full Time or Part Time.' }),
  hoursPerDay: z.coerce
    .number({ message: 'Hours per day must be a number from 1 to 24.' })
    .int('Hours per day must be a whole number.')
    .min(1, 'Hours per day must be a number from 1 to 24.')
    .max(24, 'Hours per day must be a number from 1 to 24.'),
  days: z.array(z.enum(DAYS)).min(1, 'Choose at least one day.').max(7),
});

export type ScreeningAnswers = z.infer<typeof screeningAnswersSchema>;

/** Pool statuses (spec 3): the enterprise's side of an application, and the My Jobs tabs. */
export const ENTERPRISE_STATUSES = {
  R: 'Applied',
  S: 'Shortlisted',
  F: 'Offered',
  O: 'Onboarded',
  B: 'Offboarded',
  X: 'Not selected',
} as const;
export type EnterpriseStatus = keyof typeof ENTERPRISE_STATUSES;

export const APPLICATION_MESSAGES = {
  duplicate: 'You have already applied for this job.',
  closed: 'This job is no longer accepting applications.',
} as const;
