import { newPublicKey, newReferralCode } from '../../services/profile/keys.ts';
import type { Db } from '../connect.ts';
import { updateCandidate } from '../repositories/candidates.ts';
import { educations } from '../repositories/educations.ts';
import { markProfileCompleted, setPublicKey } from '../repositories/profile.ts';
import { insertProfileView } from '../repositories/profile-views.ts';
import { ensureReferralCode } from '../repositories/referrals.ts';
import { workHistory } from '../repositories/work-history.ts';

const DAY_MS = 86_400_000;

/**
 * The demo candidate's fuller profile: where they live and work, two jobs, a degree, a finished
 * wizard, a public link, a referral code and two recent looks from enterprises they applied to.
 * The views are dated from the real clock so the dashboard's 30 days always include them.
 */
export async function seedDemoProfile(
  db: Db,
  candidateId: number,
  options: { now: Date; viewers: readonly number[] },
) {
  const at = options.now.toISOString();
  await updateCandidate(db, candidateId, {
    address: '14 Park Square East',
    city: 'Leeds',
    state: 'West Yorkshire',
    country: 'GB',
    zip_code: 'LS1 2NE',
    employer_name: 'Leeds General Infirmary',
    job_title: 'Registered Nurse',
    overall_years_of_experience: 8,
    worked_from: '2021-04-01',
  });
  await workHistory.insert(
    db,
    candidateId,
    {
      title: 'Senior Staff Nurse',
      worked_with: 'Leeds General Infirmary',
      worked_from: '2021-04-01',
      worked_till: null,
      description: 'Leads a team of six nurses on a 28-bed acute medical ward.',
    },
    at,
  );
  await workHistory.insert(
    db,
    candidateId,
    {
      title: 'Staff Nurse',
      worked_with: "St James's University Hospital",
      worked_from: '2017-09-01',
      worked_till: '2021-03-31',
      description: 'Surgical ward nursing, wound care and patient education.',
    },
    at,
  );
  await educations.insert(
    db,
    candidateId,
    {
      institution: 'University of Leeds',
      degree: 'BSc (Hons) Adult Nursing',
      field_of_study: 'Nursing',
      started_on: '2014-09-01',
      finished_on: '2017-07-01',
    },
    at,
  );
  await markProfileCompleted(db, candidateId, at);
  await setPublicKey(db, candidateId, newPublicKey(), at);
  await ensureReferralCode(db, candidateId, newReferralCode(), at);
  const today = Date.now();
  for (const [i, enterpriseId] of options.viewers.slice(0, 2).entries())
    await insertProfileView(
      db,
      candidateId,
      enterpriseId,
      new Date(today - (1 + 2 * i) * DAY_MS).toISOString(),
    );
}
