/**
 * HTML rendered from one object and kept as long as that object lives: a job's details are one
 * frozen object until the job changes (server/services/job-details-cache.ts), so what is kept for
 * it is dropped with it. `variant` tells apart renderings of the same object (plain language).
 */
/** What the whole site shows alike, whoever asks and wherever: kept for the life of the process. */
export const SITE_WIDE: object = Object.freeze({});

const kept = new WeakMap<object, Map<string, string>>();

export function keptFragment(of: object, variant: string): string | undefined {
  return kept.get(of)?.get(variant);
}

export function keepFragment(of: object, variant: string, html: string): void {
  // Only a frozen object cannot change under what was rendered from it.
  if (!Object.isFrozen(of)) return;
  const variants = kept.get(of) ?? new Map<string, string>();
  variants.set(variant, html);
  kept.set(of, variants);
}
