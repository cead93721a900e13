import { z } from 'zod';

/**
 * "How I work best" (the work-style passport): ready-made choices and the candidate's own words
 * on how they communicate, how they like to be interviewed, what helps them work, and anything
 * else. It never asks for a diagnosis. The same checks run in the browser and on the server.
 */

export const COMMUNICATION_CHOICES = {
  'written-first': 'Written messages first (e-mail or chat)',
  'video-on': 'Video calls are fine',
  'video-off': 'Calls without video',
  'notice-before-calls': 'Notice before a call',
} as const;

export const INTERVIEW_CHOICES = {
  'questions-in-advance': 'Questions in advance',
  'extra-time': 'Extra time to answer',
  break: 'A short break',
  'camera-off': 'Camera off',
  'support-person': 'A support person with me',
  'in-person': 'In person',
  remote: 'Remote (video or phone)',
} as const;

export const ENVIRONMENT_CHOICES = {
  'quiet-space': 'A quiet space',
  'predictable-schedule': 'A predictable schedule',
  'written-instructions': 'Written instructions',
  'flexible-hours': 'Flexible hours',
  remote: 'Remote work',
} as const;

export type CommunicationChoice = keyof typeof COMMUNICATION_CHOICES;
export type InterviewChoice = keyof typeof INTERVIEW_CHOICES;
export type EnvironmentChoice = keyof typeof ENVIRONMENT_CHOICES;

/** The parts of the passport, in the order they are shown and shared. */
export const PASSPORT_PARTS = {
  communication: 'How I communicate',
  interview: 'How I interview best',
  environment: 'What helps me work',
  other: 'Anything else',
} as const;
export type PassportPart = keyof typeof PASSPORT_PARTS;
export const PART_CODES = Object.keys(PASSPORT_PARTS) as [PassportPart, ...PassportPart[]];

export const PASSPORT_LIMITS = { note: 1000 } as const;

export const PASSPORT_MESSAGES = {
  noteTooLong: (part: PassportPart) =>
    `Keep what you write under "${PASSPORT_PARTS[part]}" to ${PASSPORT_LIMITS.note} characters or fewer.`,
  unknownChoice: 'Choose from the options shown.',
  noParts: 'Choose at least one part to share.',
  nothingToShare: 'Fill in How I work best before sharing it.',
} as const;

const codes = <T extends Record<string, string>>(table: T) =>
  z
    .array(z.enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]]), {
      message: PASSPORT_MESSAGES.unknownChoice,
    })
    .max(Object.keys(table).length)
    .default([])
    .transform((list) => [...new Set(list)]);

const note = (part: PassportPart) =>
  z.string().trim().max(PASSPORT_LIMITS.note, PASSPORT_MESSAGES.noteTooLong(part)).default('');

export const workStyleSchema = z.object({
  communication: z
    .object({ choices: codes(COMMUNICATION_CHOICES), note: note('communication') })
    .default({ choices: [], note: '' }),
  interview: z
    .object({ choices: codes(INTERVIEW_CHOICES), note: note('interview') })
    .default({ choices: [], note: '' }),
  environment: z
    .object({ choices: codes(ENVIRONMENT_CHOICES), note: note('environment') })
    .default({ choices: [], note: '' }),
  other: z.object({ note: note('other') }).default({ note: '' }),
});
export type WorkStyle = z.infer<typeof workStyleSchema>;

export const EMPTY_WORK_STYLE: WorkStyle = workStyleSchema.parse({});

/** The candidate's passport as their own page and API read it. */
export interface WorkStyleDto {
  workStyle: WorkStyle;
  /** ISO 8601; null before the first save. */
  updatedAt: string | null;
}

/** One part of the passport as an employer reads it: plain text, never markup. */
export interface PassportSection {
  part: PassportPart;
  heading: string;
  items: string[];
  note: string | null;
}

const labelsOf: Record<Exclude<PassportPart, 'other'>, Record<string, string>> = {
  communication: COMMUNICATION_CHOICES,
  interview: INTERVIEW_CHOICES,
  environment: ENVIRONMENT_CHOICES,
};

/**
 * The passport exactly as an employer sees it: only the parts given, only those with something in
 * them. The candidate's preview and the enterprise API both read this.
 */
export function employerView(
  style: WorkStyle,
  parts: readonly PassportPart[] = PART_CODES,
): PassportSection[] {
  return PART_CODES.filter((part) => parts.includes(part)).flatMap((part) => {
    const items =
      part === 'other'
        ? []
        : (style[part].choices as string[]).map((code) => labelsOf[part][code] ?? code);
    const text = style[part].note.trim();
    if (items.length === 0 && text === '') return [];
    return [{ part, heading: PASSPORT_PARTS[part], items, note: text || null }];
  });
}

/** Whether anything has been filled in. */
export const isFilled = (style: WorkStyle) => employerView(style).length > 0;

/** What a candidate shares with the enterprise of one application. */
export const shareSchema = z.object({
  parts: z
    .array(z.enum(PART_CODES), { message: PASSPORT_MESSAGES.unknownChoice })
    .min(1, PASSPORT_MESSAGES.noParts)
    .max(PART_CODES.length)
    .transform((list) => PART_CODES.filter((part) => list.includes(part))),
});

/** One share, as the candidate sees it. */
export interface PassportShareDto {
  applicationId: number;
  jobId: number;
  jobTitle: string;
  establishmentName: string;
  parts: PassportPart[];
  sharedAt: string;
}

/** What the enterprise API answers for a shared passport. */
export interface SharedPassportDto {
  applicationId: number;
  candidateId: number;
  parts: PassportPart[];
  sharedAt: string;
  sections: PassportSection[];
}
