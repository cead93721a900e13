import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.destroy());

const places = async (path: string) => {
  const res = await t.app.request(`/public/api/v1/places/${path}`);
  return { status: res.status, body: await res.json() };
};

describe('places from the shipped gazetteer', () => {
  it('suggests real cities by prefix, most populous first, with address components', async () => {
    const { status, body } = await places('manch');
    expect(status).toBe(200);
    expect(body.responsePayload[0]).toMatchObject({
      description: expect.stringMatching(/^Manchester, /),
      placeId: expect.any(String),
      addressComponents: expect.arrayContaining([{ types: ['locality'], shortName: 'Manchester' }]),
    });
    expect(body.responsePayload.length).toBeLessThanOrEqual(10);
  });

  it('ignores accents and case', async () => {
    const plain = (await places('sao%20paulo')).body.responsePayload[0];
    expect(plain.description).toMatch(/^Sao Paulo, São Paulo, Brazil/);
    expect((await places('s%C3%A3o%20paulo')).body.responsePayload[0]).toEqual(plain);
    expect((await places('SAO%20PAULO')).body.responsePayload[0]).toEqual(plain);
  });

  it('checks regions with type=R and gives details with type=D', async () => {
    const regions = (await places('ontar?type=R')).body.responsePayload;
    expect(regions[0].description).toBe('Ontario, Canada');
    const leeds = (await places('leeds')).body.responsePayload[0];
    const details = await places(`${encodeURIComponent(leeds.description)}?type=D`);
    expect(details.body.responsePayload).toEqual(leeds);
    expect((await places('Nowhere%20at%20all?type=D')).status).toBe(404);
  });

  it('names the city nearest a point, and refuses a point off the globe', async () => {
    const near = async (query: string) => {
      const res = await t.app.request(`/public/api/v1/places?${query}`);
      return { status: res.status, body: await res.json() };
    };
    // Downtown Houston, and a point in the Thames a little east of central London.
    const houston = await near('lat=29.76&lng=-95.37');
    expect(houston.status).toBe(200);
    expect(houston.body.responsePayload.description).toBe(
      'Houston, Texas, United States of America',
    );
    const london = await near('lat=51.50&lng=-0.05');
    expect(london.body.responsePayload.description).toMatch(/^London, /);
    for (const query of ['lat=91&lng=0', 'lat=0&lng=181', 'lat=north&lng=0', 'lat=10']) {
      const bad = await near(query);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ statusCode: 400, errorMessage: expect.any(String) });
    }
  });

  it('answers odd input with an empty list, and candidates only on the candidate path', async () => {
    for (const text of ['%22%2A', '%27%3B%20DROP', '%F0%9D%94%98']) {
      expect((await places(text)).body.responsePayload).toEqual([]);
    }
    expect((await places('x?type=Z')).status).toBe(400);
    expect((await t.app.request('/api/v1/places/leeds')).status).toBe(401);
  });
});
