import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { latestCode } from '../support/mailbox.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const AVATAR = resolve('tests/fixtures/files/avatar.png');
const RESUME = resolve('tests/fixtures/files/resume.pdf');

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  server = await startServer('D');
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

const heading = (name: string | RegExp, level = 2) => page.getByRole('heading', { level, name });
const toast = (text: string) => page.getByRole('status').getByText(text);

/** The text of the elements a field's aria-describedby names: its hint and error. */
const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');

/** Chooses a suggestion from a combobox's list. */
async function choose(box: Locator, typed: string, option: RegExp) {
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function signUp(email: string) {
  await page.goto(`${server.url}/signup`);
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Jordan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Worklane#2026');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('Verification code').fill(await latestCode(server, email));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.waitForURL(`${server.url}/candidate/create-profile`);
  await waitForHydration(page);
}

describe('creating a profile', () => {
  it('walks through the steps, keeps the draft over a reload and lands on the dashboard', async () => {
    const email = `casey.${Date.now()}@example.test`;
    await signUp(email);
    await expect(heading('Step 1 of 3: About you').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Casey');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    await expectAccessible(page);

    // A step's errors sit next to their fields, and focus moves to the first of them.
    await page.getByLabel('Email').fill('casey@nowhere');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(focusedId()).resolves.toBe('cp-email');
    await expect(description(page.getByLabel('Email'))).resolves.toContain(
      'Enter an e-mail address like name@example.com',
    );
    const place = page.getByRole('combobox', { name: 'City, state and country' });
    await expect(description(place)).resolves.toContain('Please select from the list');
    // Another address is a change of the sign-in e-mail: the password confirms it.
    await expect(description(page.getByLabel('Your password'))).resolves.toContain(
      'Enter your password to change your e-mail address',
    );
    await page.getByLabel('Email').fill(email);
    await expect(page.getByLabel('Your password').count()).resolves.toBe(0);

    // Typed but not chosen from the list: cleared on leaving, and said why.
    await place.fill('Leeds');
    await page
      .getByRole('option', { name: /^Leeds/ })
      .first()
      .waitFor();
    await page.getByLabel('Zip code').click();
    await expect.poll(() => place.inputValue()).toBe('');
    await expect(description(place)).resolves.toContain('Please select from the list');
    await choose(place, 'Leeds', /^Leeds/);
    await expect(place.inputValue()).resolves.toMatch(/^Leeds/);

    await page.getByLabel('Zip code').fill('LS1 4AP');
    await page
      .getByRole('textbox', { name: 'Profile title', exact: true })
      .fill('Community care worker');
    await page.getByLabel('Employer name').fill('Northern Care');
    await page.getByRole('combobox', { name: 'Job title', exact: true }).fill('Care assistant');
    const years = page.getByLabel('Overall years of experience');
    await years.pressSequentially('a7-e');
    await expect(years.inputValue()).resolves.toBe('7');
    await page.getByLabel('Worked from').fill('2021-03-01');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await heading('Step 2 of 3: Your skills').waitFor();

    const skillBox = page.getByRole('combobox', { name: 'Add a skill' });
    await choose(skillBox, 'Nursi', /^Nursing$/);
    await choose(skillBox, 'Patient Ca', /^Patient Care$/);

    // A reload keeps the draft: the step, the skills and step 1's answers.
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByText('We restored the answers you gave before.').isVisible(),
    ).resolves.toBe(true);
    await heading('Step 2 of 3: Your skills').waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(
      page.getByRole('textbox', { name: 'Profile title', exact: true }).inputValue(),
    ).resolves.toBe('Community care worker');
    await expect(place.inputValue()).resolves.toMatch(/^Leeds/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Each skill needs its years.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(focusedId()).resolves.toBe('cp-skill-1001');
    await page.getByLabel('Years of experience in Nursing').fill('5');
    await page.getByLabel('Years of experience in Patient Care').fill('3');
    await choose(skillBox, 'CPR', /^CPR$/);
    await page.getByLabel('Years of experience in CPR').fill('2');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await heading('Step 3 of 3: Your resume').waitFor();
    await expectAccessible(page);

    // Leaving asks first; a click on the backdrop does not answer.
    await page.getByRole('button', { name: 'Exit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave profile creation?' });
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('No');
    await expectAccessible(page);
    await page.mouse.click(5, 5);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog.isVisible()).resolves.toBe(false);

    await page.getByLabel('Resume file').setInputFiles(RESUME);
    await page.getByLabel('Resume title').fill('Care CV');
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.waitForURL(`${server.url}/candidate/dashboard`);
    const score = page.getByRole('progressbar', { name: 'Profile score' });
    expect(Number(await score.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await expect(
      page.evaluate(() => localStorage.getItem('registrationDraft')),
    ).resolves.toBeNull();
  });
});

describe('editing the profile', () => {
  it('shows the profile from the wizard under its score', async () => {
    await page.goto(`${server.url}/candidate/edit-profile`);
    await waitForHydration(page);
    await expect(heading('My Profile', 1).isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('progressbar', { name: 'Profile score' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('textbox', { name: 'Profile title', exact: true }).inputValue(),
    ).resolves.toBe('Community care worker');
    await expect(page.getByLabel('Years of experience in Nursing').inputValue()).resolves.toBe('5');
    await page.getByRole('link', { name: 'Care CV' }).waitFor();
    await expect(page.getByText('Coming soon').count()).resolves.toBe(0);
    await expectAccessible(page);
  });

  it('saves personal details and a new profile photo', async () => {
    await page
      .getByRole('textbox', { name: 'Profile title', exact: true })
      .fill('Senior care worker');
    await page.getByRole('button', { name: 'Save details', exact: true }).click();
    await toast('Your details are saved.').waitFor();
    await page.getByLabel('Profile photo or video').setInputFiles(AVATAR);
    await toast('Your profile photo is updated.').waitFor();
    const photo = page.getByRole('img', { name: 'Your profile' });
    // The new photo shows once the browser has fetched it: loaded, and a real picture.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await expect(
      photo.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).resolves.toBeGreaterThan(0);
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole('textbox', { name: 'Profile title', exact: true }).inputValue(),
    ).resolves.toBe('Senior care worker');
    await expect(page.getByRole('img', { name: 'Your profile' }).isVisible()).resolves.toBe(true);
  });

  it('adds, changes and deletes skills', async () => {
    await choose(page.getByRole('combobox', { name: 'Add a skill' }), 'Triag', /^Triage$/);
    await page.getByLabel('Years of experience in Triage').fill('4');
    await page.getByRole('button', { name: 'Add skill', exact: true }).click();
    await toast('Triage is added to your skills.').waitFor();
    await page.getByLabel('Years of experience in CPR').fill('6');
    await page.getByRole('button', { name: 'Save years for CPR', exact: true }).click();
    await toast('CPR is updated.').waitFor();
    await page.getByRole('button', { name: 'Delete Patient Care', exact: true }).click();
    await toast('Patient Care is removed from your skills.').waitFor();
    await page.reload();
    await waitForHydration(page);
    const skills = page.getByRole('list', { name: 'Your skills' });
    await expect(skills.getByRole('listitem').count()).resolves.toBe(3);
    await expect(page.getByLabel('Years of experience in CPR').inputValue()).resolves.toBe('6');
    await expect(page.getByLabel('Years of experience in Patient Care').count()).resolves.toBe(0);
  });

  it('adds a job with a showcase, refuses a stale edit, and deletes the job after asking', async () => {
    await page.getByRole('button', { name: 'Add your first job', exact: true }).click();
    const form = page.getByRole('form', { name: 'New job' });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(focusedId()).resolves.toBe('wh-title');
    await form.getByLabel('Job title').fill('Care assistant');
    await form.getByLabel('Employer').fill('Northern Care');
    await form.getByLabel('Worked from').fill('2021-03-01');
    await form.getByLabel('What you did').fill('Home visits across Leeds.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Your work experience is saved.').waitFor();
    await heading('Care assistant', 3).waitFor();

    await page.getByLabel('Add a showcase to Care assistant').setInputFiles(AVATAR);
    await toast('The showcase is added.').waitFor();
    await page.getByRole('link', { name: 'avatar' }).waitFor();
    await page.getByRole('button', { name: 'Delete showcase avatar', exact: true }).click();
    await toast('The showcase is deleted.').waitFor();

    // Another tab changes the job while this one edits it.
    await page.getByRole('button', { name: 'Edit Care assistant', exact: true }).click();
    const [job] = await (await page.request.get(`${server.url}/api/v1/candidates/work-history`))
      .json()
      .then((body) => body.responsePayload);
    const elsewhere = await page.request.put(`${server.url}/api/v1/candidates/work-history`, {
      headers: { 'X-Requested-With': 'worklane' },
      data: { ...job, title: 'Lead care assistant', showcases: undefined },
    });
    expect(elsewhere.status()).toBe(200);
    const edit = page.getByRole('form', { name: /^Edit / });
    await edit.getByLabel('Employer').fill('Northern Care Trust');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('This entry was changed elsewhere. Reload to see the latest.')
      .waitFor();
    await expect(edit.getByLabel('Job title').inputValue()).resolves.toBe('Lead care assistant');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await heading('Lead care assistant', 3).waitFor();

    await page.getByRole('button', { name: 'Delete Lead care assistant', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await toast('The job is deleted.').waitFor();
    await page.getByRole('button', { name: 'Add your first job', exact: true }).waitFor();
  });

  it('adds and deletes an education', async () => {
    await page.getByRole('button', { name: 'Add your first education', exact: true }).click();
    const form = page.getByRole('form', { name: 'New education' });
    await form.getByLabel('School, college or university').fill('Leeds College');
    await form.getByLabel('Degree or qualification').fill('Diploma');
    await form.getByLabel('Field of study').fill('Health and social care');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await heading('Diploma, Leeds College', 3).waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Delete Diploma, Leeds College', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this education?' })
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await page.getByRole('button', { name: 'Add your first education', exact: true }).waitFor();
  });

  it('uploads and deletes resumes, and says when a file cannot be used', async () => {
    const upload = page.getByRole('form', { name: 'Upload a resume' });
    await upload.getByLabel('Resume file').setInputFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text'),
    });
    await upload.getByRole('button', { name: 'Upload resume', exact: true }).click();
    await expect
      .poll(() => description(upload.getByLabel('Resume file')))
      .toContain('Unable to process the file.');
    await upload.getByLabel('Resume file').setInputFiles(RESUME);
    await upload.getByLabel('Resume title').fill('Short CV');
    await upload.getByRole('button', { name: 'Upload resume', exact: true }).click();
    await toast('Your resume is uploaded.').waitFor();
    const resumes = page.getByRole('list', { name: 'Your resumes' });
    await expect(resumes.getByRole('listitem').count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Delete Care CV', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this resume?' })
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await toast('The resume is deleted.').waitFor();
    await expect(resumes.getByRole('listitem').count()).resolves.toBe(1);
    await expect(
      page.getByRole('link', { name: 'Add a video pitch' }).getAttribute('href'),
    ).resolves.toBe('/upload-video');
  });
});
