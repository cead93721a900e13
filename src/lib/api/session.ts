import { backgroundApi as api } from './client.ts';

/*
 * Who reads a pre-rendered page, which cannot know it. Both probes are background calls: a
 * visitor is an answer (never a sign-in redirect), and a failure reads as signed out.
 */

/** Whether this browser is signed in (the public session status never answers 401). */
export async function isSignedIn(): Promise<boolean> {
  const status = await api
    .get<{ signedIn?: unknown }>('session', { public: true })
    .catch(() => null);
  return status?.signedIn === true;
}

/** The signed-in candidate's id, or null for a visitor. */
export async function signedInCandidateId(): Promise<number | null> {
  const profile = await api.get<{ id?: unknown }>('candidates/').catch(() => null);
  return typeof profile?.id === 'number' ? profile.id : null;
}
