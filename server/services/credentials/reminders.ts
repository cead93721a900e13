import dayjs from 'dayjs';
import { credentialLabel } from '../../../src/shared/credentials/catalogue.ts';
import {
  daysUntil,
  EXPIRING_WITHIN_DAYS,
  isoToday,
  REMINDER_DAYS,
} from '../../../src/shared/credentials/status.ts';
import type { Db } from '../../db/connect.ts';
import {
  type CredentialRow,
  claimReminder,
  credentialsExpiringBetween,
} from '../../db/repositories/credentials.ts';

const DAY_MS = 86_400_000;

/**
 * The reminder a credential is due on `today`: the nearest of 60, 30 and 7 days before its expiry
 * and the day itself that has been reached, or null once it has expired or while it is further off.
 * A credential added 20 days before its expiry gets the 30-day reminder, not the 60-day one.
 */
export function dueReminder(expiresOn: string, today: string): number | null {
  const days = daysUntil(expiresOn, today);
  if (days < 0) return null;
  const reached = REMINDER_DAYS.filter((threshold) => days <= threshold);
  return reached.length ? Math.min(...reached) : null;
}

export function reminderText(
  row: Pick<CredentialRow, 'type_code' | 'issuing_state' | 'expires_on'>,
  today: string,
) {
  const name = `${credentialLabel(row.type_code)}${row.issuing_state ? ` (${row.issuing_state})` : ''}`;
  const days = daysUntil(row.expires_on, today);
  const date = dayjs(row.expires_on).format('MMM DD, YYYY');
  const when =
    days === 0 ? 'today' : days === 1 ? `tomorrow, ${date}` : `in ${days} days, on ${date}`;
  return `Your ${name} expires ${when}. Renew it and upload the new document so jobs keep counting it.`;
}

/**
 * Writes the expiry reminders due today: one notification (and so one e-mail, if the candidate
 * wants them) per credential and threshold, never twice: what was sent is stored with the expiry
 * date it was for, so a renewed credential is reminded again before its new date. Returns how many
 * were written.
 */
export async function writeCredentialReminders(db: Db, now = new Date()): Promise<number> {
  const today = isoToday(now);
  const until = isoToday(new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS));
  const due = await credentialsExpiringBetween(db, today, until);
  const at = now.toISOString();
  let written = 0;
  for (const row of due) {
    const daysBefore = dueReminder(row.expires_on, today);
    if (daysBefore === null) continue;
    const claimed = await claimReminder(
      db,
      { credentialId: row.id, expiresOn: row.expires_on, daysBefore, now: at },
      {
        candidate_id: row.candidate_id,
        enterprise_id: null,
        kind: `credential:expiry-${daysBefore}`,
        text: reminderText(row, today),
        call_to_action_url: `/candidate/credentials#credential-${row.id}`,
        created_at: at,
      },
    );
    if (claimed) written++;
  }
  return written;
}
