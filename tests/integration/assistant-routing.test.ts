import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type ChatReply, chat, intentOf, said } from '../support/chat.ts';

let t: TestApp;
let cookie: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  const ada = await t.signUpCandidate('Ada');
  cookie = ada.cookie;
  user = String(ada.candidate.id);
});
afterAll(() => t.destroy());

async function ask(text: string): Promise<ChatReply> {
  const { status, body } = await chat(t, { user, ask: text }, cookie);
  expect(status).toBe(200);
  return body;
}
const firstLink = (reply: ChatReply) => reply.actions.find((a) => a.type === 'url')?.action;

describe('the place a request names', () => {
  it('goes by the thing named as well as the action: a skill, a school, the onboarding tab', async () => {
    expect(firstLink(await ask('add a skill I just learned'))).toBe(
      '/candidate/edit-profile#skills',
    );
    expect(firstLink(await ask('I need to add my school'))).toBe(
      '/candidate/edit-profile#education',
    );
    expect(firstLink(await ask('show me the onboarding tab'))).toBe('/candidate/my-jobs?tab=O');
    expect(firstLink(await ask('which tab has the jobs I finished'))).toBe(
      '/candidate/my-jobs?tab=B',
    );
  });

  it('tells job alerts by e-mail (saved searches, in Settings) from the notifications bell', async () => {
    const alerts = await ask('where are my job alerts');
    expect(intentOf(alerts)).toBe('jobs.searches');
    expect(firstLink(alerts)).toBe('/candidate/settings#saved-searches-title');
    const bell = await ask('any new alerts?');
    expect(intentOf(bell)).toBe('notifications');
    expect(firstLink(bell)).toBe('/candidate/dashboard?keyword=notifications');
  });

  it('opens the part of Settings or Reports the words name', async () => {
    expect(firstLink(await ask('turn off e-mail notifications'))).toBe(
      '/candidate/settings#emails-title',
    );
    expect(firstLink(await ask('show my average rating'))).toBe(
      '/candidate/analytics?keyword=my-average-rating',
    );
  });

  it('explains how a part works from its help article, with the link to it', async () => {
    const reply = await ask('how does the profile score work?');
    expect(reply.answer[0]?.caption).toBe('Your profile score');
    expect(firstLink(reply)).toBe('/candidate/dashboard');
  });

  it('offers to search jobs for a word it does not know', async () => {
    const reply = await ask('falconer');
    expect(said(reply)).toBeTruthy();
    const search = reply.actions.find((a) => a.type === 'options' && /falconer/i.test(a.action));
    expect(search?.action).toBe('falconer jobs');
  });
});
