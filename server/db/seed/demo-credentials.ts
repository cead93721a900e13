import type { JobCredentialInput } from '../../../src/shared/credentials/schema.ts';
import { isoToday } from '../../../src/shared/credentials/status.ts';
import type { JobShift } from '../../../src/shared/shifts.ts';
import { setOwnJobCredentials, setOwnJobShift } from '../../services/credentials/jobs.ts';
import type { Db } from '../connect.ts';
import { credentials } from '../repositories/credentials.ts';
import type { NewJobWithSkills } from '../repositories/jobs.ts';

const need = (type: string, required = true): JobCredentialInput => ({ type, required });

/** What a US healthcare posting of this title asks for, the first matching rule winning. */
const RULES: [RegExp, JobCredentialInput[]][] = [
  [/Nurse Practitioner/, [need('NP'), need('BLS'), need('ACLS', false)]],
  [/\bICU\b|Tracheostomy/, [need('RN'), need('BLS'), need('ACLS'), need('CCRN', false)]],
  [/Emergency Room/, [need('RN'), need('BLS'), need('ACLS'), need('TNCC', false)]],
  [/Operating Room|Telemetry/, [need('RN'), need('BLS'), need('ACLS')]],
  [/NICU|Labor and Delivery/, [need('RN'), need('BLS'), need('NRP')]],
  [/Pediatric/, [need('RN'), need('BLS'), need('PALS')]],
  [/Licensed Practical/, [need('LPN'), need('BLS')]],
  [/Nursing Assistant/, [need('CNA'), need('BLS')]],
  [/Nurse/, [need('RN'), need('BLS'), need('ACLS', false)]],
  [/Respiratory Therapist/, [need('RT'), need('BLS'), need('ACLS', false)]],
  [/^Physical Therapist\b(?! Assistant)/, [need('PT'), need('CPR', false)]],
  [/^Occupational Therapist\b/, [need('OT'), need('CPR', false)]],
  [/Speech-Language/, [need('SLP')]],
  [/^Pharmacist/, [need('RPH')]],
  [/Pharmacy Technician/, [need('PHT')]],
  [/Paramedic/, [need('PARAMEDIC'), need('BLS'), need('ACLS')]],
  [/Emergency Medical Technician/, [need('EMT'), need('BLS')]],
  [/Physician Assistant/, [need('PA'), need('BLS'), need('ACLS', false)]],
  [/Radiologic|CT Technologist|MRI Technologist/, [need('RAD'), need('BLS', false)]],
  [/Patient Care Technician|Home Health Aide|Caregiver|Memory Care/, [need('CPR')]],
];

/**
 * The shift facts of a nursing or allied posting: travel postings run 13 weeks, per diem ones are
 * single shifts, the rest are permanent; days or nights alternate with the posting's place in the
 * batch, and the start is two weeks after posting.
 */
export function shiftForTitle(title: string, index: number, postedAt: string): JobShift | null {
  if (!/Nurse|Therapist|Technologist|Paramedic|Nursing Assistant/.test(title)) return null;
  const engagement = /Travel/.test(title) ? 'TR' : index % 5 === 0 ? 'PD' : 'PM';
  const startDate = isoToday(new Date(Date.parse(postedAt) + 14 * 86_400_000));
  return {
    engagement,
    shiftHours: /Nurse|Nursing/.test(title) ? 12 : 8,
    shiftTime: index % 2 === 0 ? 'D' : 'N',
    startDate: engagement === 'PD' ? null : startDate,
    weeklyHours: engagement === 'PD' ? null : /Nurse|Nursing/.test(title) ? 36 : 40,
    contractWeeks: engagement === 'TR' ? 13 : null,
  };
}

export const credentialsForTitle = (title: string) =>
  RULES.find(([pattern]) => pattern.test(title))?.[1] ?? [];

/**
 * The enterprises say which credentials their US healthcare postings ask for, through the
 * enterprise side; the rules depend only on the title, so the same seed gives the same asks.
 */
export async function seedJobCredentials(
  db: Db,
  jobs: readonly NewJobWithSkills[],
  ids: readonly number[],
  healthcare: ReadonlySet<number>,
) {
  let asked = 0;
  for (const [i, entry] of jobs.entries()) {
    const id = ids[i];
    const { job } = entry;
    if (id === undefined || job.country_code !== 'US' || !healthcare.has(job.enterprise_id))
      continue;
    const shift = shiftForTitle(job.title, i, job.posted_at);
    if (shift) await setOwnJobShift(db, job.enterprise_id, id, shift);
    const list = credentialsForTitle(job.title);
    if (list.length === 0) continue;
    await setOwnJobCredentials(db, job.enterprise_id, id, list);
    asked++;
  }
  return asked;
}

const DAY_MS = 86_400_000;

/**
 * The demo candidate's wallet: a current multistate RN licence from Texas (a compact state), a
 * BLS card expiring within the reminder window and a lapsed ACLS. The expiry dates follow the
 * real clock, so the demo always shows all three statuses.
 */
export async function seedDemoCredentials(db: Db, candidateId: number, now = new Date()) {
  const on = (days: number) => isoToday(new Date(now.getTime() + days * DAY_MS));
  const at = now.toISOString();
  const wallet = [
    {
      kind: 'L' as const,
      type_code: 'RN',
      issuing_state: 'TX',
      number: 'RN-884213',
      multistate: 1,
      issued_on: '2019-06-14',
      expires_on: on(540),
    },
    {
      kind: 'C' as const,
      type_code: 'BLS',
      issuing_state: null,
      number: 'BLS-55120',
      multistate: 0,
      issued_on: on(-690),
      expires_on: on(40),
    },
    {
      kind: 'C' as const,
      type_code: 'ACLS',
      issuing_state: null,
      number: 'ACLS-30977',
      multistate: 0,
      issued_on: on(-760),
      expires_on: on(-30),
    },
  ];
  for (const fields of wallet) await credentials.insert(db, candidateId, fields, at);
}
