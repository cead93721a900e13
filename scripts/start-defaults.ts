/**
 * What `npm start` adds to the environment before booting: on a developer's machine (NODE_ENV
 * unset or development) it asks for the demo data, so `npm install && npm start` gives the demo
 * candidate. With NODE_ENV=production nothing is asked for, and the server never seeds by itself.
 */
export function startDefaults(env: Record<string, string | undefined>): Record<string, string> {
  if (env.SEED_DEMO_DATA !== undefined) return {};
  if (env.NODE_ENV === 'production') return {};
  return { SEED_DEMO_DATA: 'true' };
}
