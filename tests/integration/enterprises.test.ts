import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEnterprise } from '../../server/db/repositories/enterprises.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let enterpriseId: number;
const theme = [
  {
    isSelected: true,
    primaryColor: '#0b5394',
    secondaryColor: '#073763',
    hoverButtonColor: '#073763',
    hoverButtonTextColor: '#ffffff',
    headingTextColor: '#101828',
    mainTextColor: '#344054',
    listHoverColor: '#f2f4f7',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const row = await insertEnterprise(
    t.db,
    {
      key: 'harbour',
      establishment_name: 'Harbour Care',
      sector: 'healthcare',
      theme: JSON.stringify(theme),
      nav_bar_logo_url: 'data:image/svg+xml,logo',
      career_portal_favicon_url: 'data:image/svg+xml,icon',
      created_at: new Date().toISOString(),
    },
    ['careers.harbour.test', 'jobs.harbour.test'],
  );
  enterpriseId = row.id;
});
afterAll(() => t.destroy());

describe('public enterprise details', () => {
  it('returns the branding of a career-portal domain', async () => {
    const res = await t.app.request(
      '/public/api/v1/candidates/enterprise/details/Careers.Harbour.test',
    );
    expect(res.status).toBe(200);
    expect((await res.json()).responsePayload).toEqual({
      enterpriseId,
      establishmentName: 'Harbour Care',
      validDomainNames: 'careers.harbour.test,jobs.harbour.test',
      theme,
      exclusiveCandidateTheme: null,
      exclusiveCandidateLogoFileSignedUrl: null,
      navBarLogoSignedUrl: 'data:image/svg+xml,logo',
      careerPortalFavIcon: 'data:image/svg+xml,icon',
    });
  });

  it('returns the same details by enterprise id', async () => {
    const res = await t.app.request(`/public/api/v1/enterprises/${enterpriseId}/details`);
    expect((await res.json()).responsePayload.establishmentName).toBe('Harbour Care');
  });

  it('answers 404 for an unknown domain or id, and 400 for input that is not one', async () => {
    expect(
      (await t.app.request('/public/api/v1/candidates/enterprise/details/unknown.test')).status,
    ).toBe(404);
    expect(
      (await t.app.request(`/public/api/v1/enterprises/${enterpriseId + 1000}/details`)).status,
    ).toBe(404);
    const bad = await t.app.request('/public/api/v1/candidates/enterprise/details/%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorMessage).toMatch(/domain/);
    expect((await t.app.request('/public/api/v1/enterprises/abc/details')).status).toBe(400);
    expect((await t.app.request('/public/api/v1/enterprises/99999999999999/details')).status).toBe(
      400,
    );
  });
});
