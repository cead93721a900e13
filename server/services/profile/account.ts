import type { Db } from '../../db/connect.ts';
import { findCandidateById, updateCandidate } from '../../db/repositories/candidates.ts';
import { domainsOf } from '../../db/repositories/enterprises.ts';
import { deleteCandidateRow } from '../../db/repositories/profile.ts';
import {
  ensureReferralCode,
  findCandidateByReferralCode,
  forgetReferrer,
  referredBy,
  setReferrer,
} from '../../db/repositories/referrals.ts';
import { deleteAllFilesOf } from '../storage/attachments.ts';
import type { ProfileDeps } from './deps.ts';
import { newReferralCode, REFERRAL_CODE_PATTERN } from './keys.ts';

/**
 * Deletes the account: the stored files first (their bytes are not in the database), then the
 * candidate, whose sessions, profile, applications and the rest go with the row.
 */
export async function deleteAccount({ db, storage }: ProfileDeps, candidateId: number) {
  await deleteAllFilesOf(db, storage, candidateId);
  await forgetReferrer(db, candidateId);
  await deleteCandidateRow(db, candidateId);
}

/** GET candidates/referrals: the candidate's code and link, and who joined through it. */
export async function referralsOf(db: Db, candidateId: number, origin: string, host: string) {
  const row = await findCandidateById(db, candidateId);
  if (!row) return null;
  let code = row.referral_code;
  // A clash of two fresh random codes is all but impossible; one retry covers it.
  for (let attempt = 0; !code && attempt < 2; attempt++) {
    try {
      code = await ensureReferralCode(db, candidateId, newReferralCode(), new Date().toISOString());
    } catch {
      code = null;
    }
  }
  const enterpriseDomain = row.source_enterprise_id
    ? (await domainsOf(db, row.source_enterprise_id))[0]
    : undefined;
  const details = { validDomainName: enterpriseDomain ?? host, referralCode: code };
  const referred = await referredBy(db, candidateId);
  return {
    referralCode: code,
    link: `${origin}/signup?referralDetails=${encodeURIComponent(
      Buffer.from(JSON.stringify(details)).toString('base64'),
    )}`,
    referred: referred.map((r) => ({
      firstName: r.first_name,
      lastInitial: r.last_name.slice(0, 1).toUpperCase(),
      joinedAt: r.created_at,
    })),
  };
}

/** Credits the referrer whose code a new candidate signed up with (never themselves). */
export async function attributeReferral(db: Db, candidateId: number, code: string) {
  if (!REFERRAL_CODE_PATTERN.test(code)) return;
  const referrer = await findCandidateByReferralCode(db, code);
  if (referrer && referrer.id !== candidateId)
    await setReferrer(db, candidateId, referrer.id, new Date().toISOString());
}

/** The candidate's account record (address, password state, settings); undefined when unknown. */
export const accountOf = (db: Db, candidateId: number) => findCandidateById(db, candidateId);

/** Sets the candidate's region (an ISO 3166-1 alpha-2 code). */
export async function setRegion(db: Db, candidateId: number, region: string) {
  await updateCandidate(db, candidateId, { region });
}

/** Keeps the token of the candidate's device for push notifications. */
export async function setDeviceToken(db: Db, candidateId: number, deviceToken: string) {
  await updateCandidate(db, candidateId, { device_token: deviceToken });
}

/** What the chat assistant greets the candidate with; null when unknown. */
export async function chatbotDetailsOf(db: Db, candidateId: number) {
  const row = await findCandidateById(db, candidateId);
  return row ? { firstName: row.first_name, profileTitle: row.profile_title } : null;
}
