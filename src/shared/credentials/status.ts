/** How soon before its expiry a credential counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 60;

/** Days before an expiry (and the day itself) when the holder is reminded. */
export const REMINDER_DAYS = [60, 30, 7, 0] as const;

export const CREDENTIAL_STATUSES = {
  current: 'Current',
  expiring: 'Expiring soon',
  expired: 'Expired',
} as const;
export type CredentialStatus = keyof typeof CREDENTIAL_STATUSES;

const DAY_MS = 86_400_000;

/** Today as an ISO date (YYYY-MM-DD), in UTC. */
export const isoToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** Whole days from `today` to `date` (both ISO dates); negative once it has passed. */
export const daysUntil = (date: string, today: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/**
 * Current, expiring (within 60 days, the expiry day included) or expired (the day after its
 * expiry date). A credential is valid through its expiry date.
 */
export function credentialStatus(expiresOn: string, today: string): CredentialStatus {
  const days = daysUntil(expiresOn, today);
  if (days < 0) return 'expired';
  return days <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'current';
}

/** Counts as held: current or expiring, never expired. */
export const isValidStatus = (status: CredentialStatus) => status !== 'expired';
