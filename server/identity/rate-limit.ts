/**
 * Failure counting for sign-in, sign-up, code and reset attempts: more than `limit` failures for one
 * key within the window blocks that key until the window has passed. Keys are an IP or an account;
 * nothing is ever locked for good.
 */
export function createFailureLimiter(limit = 10, windowMs = 60_000, now = () => Date.now()) {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > since);
    if (list.length > 0) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  return {
    /** Seconds until the key may try again, or 0 when it may try now. */
    retryAfter(...keys: string[]): number {
      let wait = 0;
      for (const key of keys) {
        const list = recent(key);
        if (list.length >= limit)
          wait = Math.max(wait, Math.ceil(((list[0] ?? 0) + windowMs - now()) / 1000));
      }
      return wait;
    },
    fail(...keys: string[]) {
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    clear(key: string) {
      failures.delete(key);
    },
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
