import { z } from 'zod';
import { INTERVIEW_CHOICES, type InterviewChoice, PASSPORT_LIMITS } from './passport.ts';

export const ADJUSTMENT_MESSAGES = {
  empty: 'Choose at least one adjustment or say in your own words what would help.',
  noteTooLong: `Keep your note to ${PASSPORT_LIMITS.note} characters or fewer.`,
  answerEmpty: 'Write an answer to the request.',
  answerTooLong: `Keep the answer to ${PASSPORT_LIMITS.note} characters or fewer.`,
  alreadyAnswered: 'This request has already been answered.',
  closed: 'Adjustments can no longer be asked for this interview.',
} as const;

const INTERVIEW_CODES = Object.keys(INTERVIEW_CHOICES) as [InterviewChoice, ...InterviewChoice[]];

/** A candidate's request for interview adjustments: chosen preferences and their own words. */
export const adjustmentRequestSchema = z
  .object({
    choices: z
      .array(z.enum(INTERVIEW_CODES), { message: 'Choose from the options shown.' })
      .max(INTERVIEW_CODES.length)
      .default([])
      .transform((list) => INTERVIEW_CODES.filter((code) => list.includes(code))),
    note: z.string().trim().max(PASSPORT_LIMITS.note, ADJUSTMENT_MESSAGES.noteTooLong).default(''),
  })
  .refine((r) => r.choices.length > 0 || r.note !== '', {
    message: ADJUSTMENT_MESSAGES.empty,
    path: ['choices'],
  });
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** The enterprise's answer to a request. */
export const adjustmentAnswerSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, ADJUSTMENT_MESSAGES.answerEmpty)
    .max(PASSPORT_LIMITS.note, ADJUSTMENT_MESSAGES.answerTooLong),
});

/** One request with its answer, as the candidate and the enterprise read it. */
export interface AdjustmentRequestDto {
  id: number;
  interviewId: number;
  choices: InterviewChoice[];
  /** The chosen adjustments in words. */
  items: string[];
  note: string;
  answer: string | null;
  createdAt: string;
  answeredAt: string | null;
}

export const adjustmentItems = (choices: readonly string[]) =>
  choices.map((code) => INTERVIEW_CHOICES[code as InterviewChoice] ?? code);
