import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCandidateById, updateCandidate } from '../../server/db/repositories/candidates.ts';
import { insertEnterprise } from '../../server/db/repositories/enterprises.ts';
import { poolMembership } from '../../server/db/repositories/talent-pools.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let poolId: number;

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date().toISOString();
  const enterprise = await insertEnterprise(t.db, {
    key: 'lantern',
    establishment_name: 'Lantern Health',
    sector: 'healthcare',
    created_at: now,
  });
  ({ id: poolId } = await t.db
    .insertInto('talent_pools')
    .values({ enterprise_id: enterprise.id, name: 'Bank staff', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => t.destroy());

/** A candidate whose address is verified, as after sign-up or an e-mail change. */
async function verifiedCandidate(name: string) {
  const signedUp = await t.signUpCandidate(name);
  await updateCandidate(t.db, signedUp.candidate.id, { email_verified: 1 });
  return signedUp;
}

const invite = async (email: string) =>
  (
    await t.db
      .insertInto('talent_pool_invitees')
      .values({ pool_id: poolId, email, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const acceptInvitee = (cookie: string | undefined, id: string | number) => {
  const body = new FormData();
  body.set('id', String(id));
  return t.app.request('/api/v1/candidates/pool/priority/invitee', {
    method: 'PUT',
    body,
    headers: { 'X-Requested-With': 'worklane', ...(cookie ? { cookie } : {}) },
  });
};

const join = (cookie: string | undefined, pool: number | string, body: unknown) =>
  t.app.request(`/api/v1/candidates/pool/priority/${pool}/candidates`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      'X-Requested-With': 'worklane',
      ...(cookie ? { cookie } : {}),
    },
  });

const invitee = (id: number) =>
  t.db
    .selectFrom('talent_pool_invitees')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('accepting an invitation', () => {
  it("marks the candidate's own invitation accepted, once and again", async () => {
    const { candidate, cookie } = await verifiedCandidate('Ines');
    const id = await invite(candidate.email);
    const res = await acceptInvitee(cookie, id);
    expect(res.status).toBe(200);
    expect((await res.json()).responsePayload).toEqual({ id, talentPoolId: poolId, status: 'A' });
    expect(await invitee(id)).toMatchObject({ status: 'A', candidate_id: candidate.id });
    expect((await acceptInvitee(cookie, id)).status).toBe(200);
  });

  it('does not accept an invitation sent to the address while that address is not verified', async () => {
    const { candidate, cookie } = await t.signUpCandidate('Nell');
    expect(candidate.email_verified).toBe(0);
    const id = await invite(candidate.email);
    const res = await acceptInvitee(cookie, id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, errorMessage: expect.any(String) });
    expect(await invitee(id)).toMatchObject({ status: 'P', candidate_id: null });
    await updateCandidate(t.db, candidate.id, { email_verified: 1 });
    expect((await acceptInvitee(cookie, id)).status).toBe(200);
  });

  it('accepts the invitation the candidate record names, whatever address it went to', async () => {
    const { candidate, cookie } = await t.signUpCandidate('Omar');
    const id = await invite('old.address@example.test');
    await updateCandidate(t.db, candidate.id, { invitee_candidate_id: String(id) });
    expect((await acceptInvitee(cookie, id)).status).toBe(200);
    expect(await invitee(id)).toMatchObject({ status: 'A', candidate_id: candidate.id });
  });

  it("answers 404 for another candidate's invitation and for an unknown one", async () => {
    const owner = await verifiedCandidate('Pia');
    const other = await verifiedCandidate('Quin');
    const id = await invite(owner.candidate.email);
    const res = await acceptInvitee(other.cookie, id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, errorMessage: expect.any(String) });
    expect(await invitee(id)).toMatchObject({ status: 'P', candidate_id: null });
    expect((await acceptInvitee(other.cookie, 99999999)).status).toBe(404);
    expect((await acceptInvitee(owner.cookie, id)).status).toBe(200);
    expect((await acceptInvitee(other.cookie, id)).status).toBe(404);
  });

  it('answers 401 to visitors and 400 to a missing or malformed id', async () => {
    const { candidate, cookie } = await verifiedCandidate('Rae');
    const id = await invite(candidate.email);
    expect((await acceptInvitee(undefined, id)).status).toBe(401);
    const bad = await acceptInvitee(cookie, 'abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ statusCode: 400, errorMessage: expect.any(String) });
    const missing = await t.app.request('/api/v1/candidates/pool/priority/invitee', {
      method: 'PUT',
      body: new FormData(),
      headers: { 'X-Requested-With': 'worklane', cookie },
    });
    expect(missing.status).toBe(400);
  });
});

describe('joining a pool', () => {
  it('adds the candidate with the origin given and clears the pool attribute it names', async () => {
    const { candidate, cookie } = await t.signUpCandidate('Sana');
    await updateCandidate(t.db, candidate.id, { talent_pool_id: String(poolId) });
    const res = await join(cookie, poolId, { candidatesIds: [candidate.id], origin: 'I' });
    expect(res.status).toBe(200);
    expect((await res.json()).responsePayload).toEqual({
      talentPoolId: poolId,
      candidatesIds: [candidate.id],
      origin: 'I',
    });
    expect(await poolMembership(t.db, candidate.id)).toEqual([
      expect.objectContaining({ pool_id: poolId, origin: 'I' }),
    ]);
    expect((await findCandidateById(t.db, candidate.id))?.talent_pool_id).toBeNull();
    expect(
      (await join(cookie, poolId, { candidatesIds: [candidate.id], origin: 'J' })).status,
    ).toBe(200);
    expect(await poolMembership(t.db, candidate.id)).toEqual([
      expect.objectContaining({ pool_id: poolId, origin: 'I' }),
    ]);
  });

  it('answers 404 when the list names anyone else, or the pool is unknown', async () => {
    const me = await t.signUpCandidate('Tao');
    const other = await t.signUpCandidate('Uma');
    const both = { candidatesIds: [me.candidate.id, other.candidate.id], origin: 'J' };
    const res = await join(me.cookie, poolId, both);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, errorMessage: expect.any(String) });
    expect(
      (await join(me.cookie, poolId, { candidatesIds: [other.candidate.id], origin: 'J' })).status,
    ).toBe(404);
    expect(await poolMembership(t.db, other.candidate.id)).toEqual([]);
    expect(await poolMembership(t.db, me.candidate.id)).toEqual([]);
    expect(
      (await join(me.cookie, 99999999, { candidatesIds: [me.candidate.id], origin: 'J' })).status,
    ).toBe(404);
  });

  it('answers 401 to visitors and 400 to bad input', async () => {
    const { candidate, cookie } = await t.signUpCandidate('Vik');
    expect((await join(undefined, poolId, { candidatesIds: [1], origin: 'J' })).status).toBe(401);
    for (const body of [
      { candidatesIds: [candidate.id], origin: 'X' },
      { candidatesIds: [candidate.id] },
      { candidatesIds: [], origin: 'J' },
      { candidatesIds: ['me'], origin: 'J' },
    ]) {
      const res = await join(cookie, poolId, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: 400, errorMessage: expect.any(String) });
    }
    expect((await join(cookie, 'abc', { candidatesIds: [candidate.id], origin: 'J' })).status).toBe(
      400,
    );
  });
});
