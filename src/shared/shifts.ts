import dayjs from 'dayjs';
import { z } from 'zod';

/**
 * A healthcare job's shift facts, as the enterprise API sets them and cards show them: how the
 * work is engaged, the shift's length and time of day, the start date, weekly hours and, for
 * contracts, how many weeks.
 */
export const ENGAGEMENTS = {
  PD: 'Per diem',
  TR: 'Travel',
  LC: 'Local contract',
  PM: 'Permanent',
} as const;
export const SHIFT_TIMES = { D: 'days', N: 'nights', E: 'evenings', R: 'rotating' } as const;
/** Words of a title that name its shift's time of day ('CNA - Night Shift'), as the title writes them. */
export const SHIFT_TITLE_WORDS = {
  D: ['day shift', 'days'],
  N: ['night', 'nights', 'overnight', 'noc'],
  E: ['evening', 'evenings'],
  R: ['rotating'],
} as const;

export type Engagement = keyof typeof ENGAGEMENTS;
export type ShiftTime = keyof typeof SHIFT_TIMES;

export interface JobShift {
  engagement: Engagement;
  shiftHours: number | null;
  shiftTime: ShiftTime | null;
  startDate: string | null;
  weeklyHours: number | null;
  contractWeeks: number | null;
}

const codes = <T extends Record<string, string>>(table: T) =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]];

export const jobShiftSchema = z
  .object({
    engagement: z.enum(codes(ENGAGEMENTS), {
      message: 'Use PD (per diem), TR (travel), LC (local contract) or PM (permanent).',
    }),
    shiftHours: z.number().int().min(2).max(24).nullable().default(null),
    shiftTime: z.enum(codes(SHIFT_TIMES)).nullable().default(null),
    startDate: z.iso
      .date({ message: 'Use a date in the form YYYY-MM-DD.' })
      .nullable()
      .default(null),
    weeklyHours: z.number().int().min(1).max(84).nullable().default(null),
    contractWeeks: z.number().int().min(1).max(104).nullable().default(null),
  })
  .refine((s) => s.contractWeeks === null || s.engagement !== 'PM', {
    path: ['contractWeeks'],
    message: 'A permanent job has no contract length.',
  });

/** The facts in a few words each: 'Travel', '13 weeks', '12-hour nights', '36 h a week'. */
export function shiftFacts(shift: JobShift): string[] {
  const facts: string[] = [ENGAGEMENTS[shift.engagement]];
  if (shift.contractWeeks)
    facts.push(`${shift.contractWeeks} week${shift.contractWeeks === 1 ? '' : 's'}`);
  if (shift.shiftHours && shift.shiftTime)
    facts.push(`${shift.shiftHours}-hour ${SHIFT_TIMES[shift.shiftTime]}`);
  else if (shift.shiftHours) facts.push(`${shift.shiftHours}-hour shifts`);
  else if (shift.shiftTime)
    facts.push(SHIFT_TIMES[shift.shiftTime].replace(/^./, (c) => c.toUpperCase()));
  if (shift.weeklyHours) facts.push(`${shift.weeklyHours} h a week`);
  if (shift.startDate) facts.push(`Starts ${dayjs(shift.startDate).format('MMM DD, YYYY')}`);
  return facts;
}
