import { z } from 'zod';
import { CANDIDATE_ORIGINS, NEURO_CLASSIFICATIONS } from './code-tables.ts';
import { NOTIFICATION_EMAILS, PUBLIC_SECTIONS } from './dto/profile.ts';

/** The profile's checks, the same in the browser and on the server (spec 3, 4.4, 5). */

const isoDate = z.iso.date({ message: 'Use a date in the form YYYY-MM-DD.' });

/** Optional free text: trimmed, and an empty answer is stored as no answer. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullable()
    .transform((value) => (value ? value : null));

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(100, `Your ${label} can have at most 100 characters.`);

export const BIONIC_COLOURS = [
  '#101828',
  '#6941C6',
  '#150349',
  '#1A7FAE',
  '#027A48',
  '#B42318',
] as const;

/** Bionic reading settings (spec 3 and 9): fixation 1–5, font size 16–20. */
export const bionicSchema = z.object({
  fixation: z.number().int().min(1).max(5),
  fontSize: z.number().int().min(16).max(20),
  color: z.enum(BIONIC_COLOURS),
  bionicSelect: z.enum(['bold', 'underline']),
});

/** JSON text of the bionic settings, or '' when none are kept. */
const bionicText = z.string().refine((text) => {
  if (text === '') return true;
  try {
    return bionicSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}, 'The reading settings are not valid.');

export const profileFieldsSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  profileTitle: optionalText(120),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  zipCode: optionalText(20),
  employerName: optionalText(120),
  jobTitle: optionalText(120),
  overallYearsOfExperience: z
    .number({ message: 'Enter your years of experience as a number.' })
    .int('Enter whole years.')
    .min(0, 'Years of experience cannot be negative.')
    .max(70, 'Enter at most 70 years.')
    .nullable(),
  workedFrom: isoDate.nullable(),
  workedTill: isoDate.nullable(),
});

const flags = <K extends string>(keys: Record<K, string>) =>
  z.object(
    Object.fromEntries(Object.keys(keys).map((key) => [key, z.boolean().optional()])) as Record<
      K,
      z.ZodOptional<z.ZodBoolean>
    >,
  );

/** PUT candidates/: any subset of the fields; only the fields present change. */
export const profileUpdateSchema = profileFieldsSchema
  .partial()
  .extend({
    id: z.number().int().positive().optional(),
    neuroClassification: z.enum(NEURO_CLASSIFICATIONS).optional(),
    // Accepted as the spec's client sends them, and ignored: the server decides both.
    origin: z.enum(CANDIDATE_ORIGINS).optional(),
    sourceEnterpriseId: z.number().int().positive().nullable().optional(),
    accessibility: z.enum(['Y', 'N']).optional(),
    bionicReadingConfiguration: bionicText.optional(),
    profileVisibility: flags(PUBLIC_SECTIONS).optional(),
    notificationPreferences: flags(NOTIFICATION_EMAILS).optional(),
    profileCompleted: z.literal(true).optional(),
  })
  .refine((body) => !body.workedFrom || !body.workedTill || body.workedTill >= body.workedFrom, {
    message: 'The end date cannot be before the start date.',
    path: ['workedTill'],
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const years = z
  .number({ message: 'Enter the years of experience for each skill.' })
  .int('Enter whole years.')
  .min(0, 'Years of experience cannot be negative.')
  .max(60, 'Enter at most 60 years.');

export const skillYearsSchema = z.object({ yearsOfExperience: years });
/** `GET skills?keyword=`: catalogue skills for pickers. */
export const skillSearchQuerySchema = z.object({ keyword: z.string().trim().max(100).optional() });
export const skillListSchema = z
  .array(z.object({ id: z.number().int().positive(), yearsOfExperience: years }))
  .max(50, 'Add at most 50 skills.');

const entryBase = {
  id: z.number().int().positive().optional(),
  version: z.number().int().positive().optional(),
};

export const workHistorySchema = z
  .object({
    ...entryBase,
    title: z.string().trim().min(1, 'Enter the job title.').max(120),
    workedWith: z.string().trim().min(1, 'Enter who you worked with.').max(120),
    workedFrom: isoDate,
    workedTill: isoDate.nullable().optional(),
    description: optionalText(2000).optional(),
  })
  .refine((e) => !e.workedTill || e.workedTill >= e.workedFrom, {
    message: 'The end date cannot be before the start date.',
    path: ['workedTill'],
  })
  .refine((e) => (e.id === undefined) === (e.version === undefined), {
    message: 'An update needs both the id and the version.',
    path: ['version'],
  });
export type WorkHistoryInput = z.infer<typeof workHistorySchema>;

export const educationSchema = z
  .object({
    ...entryBase,
    institution: z.string().trim().min(1, 'Enter the school or institution.').max(160),
    degree: z.string().trim().min(1, 'Enter the degree or qualification.').max(120),
    fieldOfStudy: optionalText(120).optional(),
    startedOn: isoDate.nullable().optional(),
    finishedOn: isoDate.nullable().optional(),
  })
  .refine((e) => !e.startedOn || !e.finishedOn || e.finishedOn >= e.startedOn, {
    message: 'The end date cannot be before the start date.',
    path: ['finishedOn'],
  })
  .refine((e) => (e.id === undefined) === (e.version === undefined), {
    message: 'An update needs both the id and the version.',
    path: ['version'],
  });
export type EducationInput = z.infer<typeof educationSchema>;

export const checklistUpdateSchema = z.object({
  completed: z.boolean(),
  expiresOn: isoDate.nullable().optional(),
});

export const consentSchema = z.object({
  termsOfUse: z.string().min(1).max(40),
  privacy: z.string().min(1).max(40),
  secrecy: z.string().min(1).max(40),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128),
  newPassword: z
    .string()
    .min(8, 'The password must be at least 8 characters')
    .max(128, 'Use at most 128 characters.'),
});

/** `PUT candidates/email`: the new address (checked by the server) and the current password. */
export const emailChangeSchema = z.object({
  email: z.string().max(254),
  password: z
    .string({ message: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(128),
});

/** `PUT candidates/email/verify`: the code sent to the new address. */
export const emailCodeSchema = z.object({ code: z.string().max(12) });

export const accountDeletionSchema = z.object({
  confirm: z.literal('DELETE', { message: 'Type DELETE to confirm.' }),
});
