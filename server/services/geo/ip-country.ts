/** Finds the country of an IP address; null when unknown or when no look-up is configured. */
export type IpCountryLookup = (ip: string) => Promise<string | null>;

/**
 * An IP-to-country look-up over HTTP: GET `<url>/<ip>` answering JSON with `country_code`,
 * `countryCode` or `country` (ISO 3166-1 alpha-2). Off when no URL is configured; a slow or failed
 * look-up answers null rather than holding up sign-in.
 */
export function createIpCountryLookup(url?: string, timeoutMs = 2000): IpCountryLookup {
  if (!url) return async () => null;
  return async (ip) => {
    try {
      const res = await fetch(`${url.replace(/\/$/, '')}/${encodeURIComponent(ip)}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as Record<string, unknown>;
      const code = body.country_code ?? body.countryCode ?? body.country;
      return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
    } catch {
      return null;
    }
  };
}
