import { Hono } from 'hono';
import { ok } from '../../http/envelope.ts';
import { allCountries } from '../../services/places/countries.ts';

/** The list changes only with a release, so it may be kept for a day. */
const ONE_DAY_S = 86_400;

/**
 * GET countries: the full ISO country list (spec 3). `shared` lets any cache keep it (the public
 * base); the candidate base answers signed-in requests, which only the browser keeps.
 */
export function countryRoutes(options: { shared: boolean }) {
  const cacheControl = `${options.shared ? 'public' : 'private'}, max-age=${ONE_DAY_S}`;
  return new Hono().get('/countries', (c) => {
    c.header('Cache-Control', cacheControl);
    return ok(c, allCountries());
  });
}
