import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium, waitForHydration } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { signInAsDemo } from '../support/session.ts';

const PITCH = resolve('tests/fixtures/files/pitch.webm');
const RESUME = resolve('tests/fixtures/files/resume.pdf');
const AVATAR = resolve('tests/fixtures/files/avatar.png');

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // A fake camera and microphone, allowed without a prompt, stand in for the real devices.
  browser = await launchChromium([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ]);
  server = await startServer('D');
  context = await browser.newContext();
  await signInAsDemo(context, server);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
  await browser?.close();
});

async function open(path: string) {
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
}

const pitchVideo = () => page.getByRole('region', { name: 'Your video pitch' }).locator('video');

/** Plays the video for a moment and tells whether it really played frames. */
const plays = (video: ReturnType<typeof pitchVideo>) =>
  video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    await new Promise((r) => setTimeout(r, 600));
    v.pause();
    return v.currentTime > 0 && v.videoWidth > 0;
  });

describe('the video pitch page', () => {
  it('sends a visitor to sign in first', async () => {
    const visitor = await browser.newContext();
    const res = await visitor.request.get(`${server.url}/upload-video`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/signin?returnTo=%2Fupload-video');
    await visitor.close();
  });

  it('uploads a video file, which then plays on demand and can be deleted', async () => {
    await open('/upload-video');
    await expect(
      page.getByRole('heading', { name: 'Video pitch', level: 1 }).isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page);

    await page.getByLabel('Video file', { exact: true }).setInputFiles(PITCH);
    await page.getByRole('button', { name: 'Upload video' }).click();
    await page.getByRole('status').getByText('Your video pitch is saved.').waitFor();
    const video = pitchVideo();
    await video.waitFor();
    await expect(video.evaluate((v: HTMLVideoElement) => v.controls && v.paused)).resolves.toBe(
      true,
    );
    await expect(plays(video)).resolves.toBe(true);

    const src = (await video.getAttribute('src')) ?? '';
    const served = await page.request.get(`${server.url}${src}`);
    expect(served.headers()['content-type']).toBe('video/webm');
    expect(served.headers()['content-security-policy']).toBe('sandbox');

    await page.reload();
    await waitForHydration(page);
    await pitchVideo().waitFor();

    await page.getByRole('button', { name: 'Delete video pitch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your video pitch?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('You have no video pitch yet.').waitFor();
    expect((await page.request.get(`${server.url}${src}`)).status()).toBe(404);
  });

  it('refuses a file that is not a video, saying so', async () => {
    await page.getByLabel('Video file', { exact: true }).setInputFiles({
      name: 'pitch.webm',
      mimeType: 'video/webm',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await page.getByRole('button', { name: 'Upload video' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toBe('Unable to process the file.');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
      'alert',
    );
  });

  it('records with the camera, shows the timer and a preview, and uses the recording', async () => {
    await open('/upload-video');
    await page.getByRole('button', { name: 'Start recording' }).click();
    const timer = page.getByRole('timer');
    await timer.getByText(/^Recording 0:0[1-9] of 2:00$/).waitFor();
    await expect(
      page.getByRole('region', { name: 'Record a video' }).getByLabel('Camera preview').isVisible(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    const preview = page.getByLabel('Recording preview');
    await preview.waitFor();
    await expect(preview.evaluate((v: HTMLVideoElement) => v.paused)).resolves.toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Use this video' }).click();
    await page.getByRole('status').getByText('Your video pitch is saved.').waitFor();
    await expect(plays(pitchVideo())).resolves.toBe(true);
  });
});

describe('documents and photos on the profile', () => {
  it('uploads a resume and an avatar, served through signed links', async () => {
    await open('/candidate/edit-profile');
    const upload = page.getByRole('form', { name: 'Upload a resume' });
    await upload.getByLabel('Resume file').setInputFiles(RESUME);
    await upload.getByLabel('Resume title').fill('Files test CV');
    await upload.getByRole('button', { name: 'Upload resume' }).click();
    const link = page.getByRole('link', { name: 'Files test CV' });
    await link.waitFor();
    const resume = await page.request.get(`${server.url}${await link.getAttribute('href')}`);
    expect(resume.status()).toBe(200);
    expect(resume.headers()['content-type']).toBe('application/pdf');
    expect(resume.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(resume.headers()['x-content-type-options']).toBe('nosniff');

    await page.getByLabel('Profile photo or video').setInputFiles(AVATAR);
    const photo = page.getByRole('img', { name: 'Your profile' });
    await photo.waitFor();
    // The new photo shows once the browser has fetched it: loaded, and a real picture.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await expect(
      photo.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).resolves.toBeGreaterThan(0);
  });
});
