import { describe, expect, it } from 'vitest';
import { jobTypeSummary } from '../../src/islands/chat/JobCards.tsx';
import { replyToMessages } from '../../src/lib/chat-answer.ts';
import { signInMessage } from '../../src/lib/chat-client.ts';
import { limitChatText, passwordError } from '../../src/lib/chat-input.ts';
import { chatHref, jobCardApplyHref } from '../../src/lib/chat-links.ts';
import { CHAT_LIMIT_MESSAGE } from '../../src/shared/dto/chat.ts';

const card = (id: number) => ({
  type: 'card' as const,
  action: `/job/${id}`,
  button_caption: JSON.stringify({
    id,
    jobTitle: `Registered Nurse ${id}`,
    country: 'US',
    city: 'Austin',
    state: 'TX',
    establishmentName: 'Lakeside Health',
    jobType: ['FT', 'PT'],
  }),
});

describe('an answer in the chat window', () => {
  it('shows texts, then at most four job cards, then links and options', () => {
    const items = replyToMessages({
      answer: [
        { caption: '', text: 'Here are nursing jobs in Austin.', type: 'message' },
        { caption: 'find_jobs', text: '', type: 'intent' },
      ],
      actions: [
        card(1),
        card(2),
        card(3),
        card(4),
        card(5),
        {
          type: 'url',
          action: '/candidate/find-jobs?keyword=nurse',
          button_caption: 'View All Jobs',
        },
        { type: 'options', action: 'Remote jobs', button_caption: 'Remote jobs' },
      ],
    });
    expect(items.map((m) => m.type)).toEqual(['text', 'card', 'link', 'options']);
    const cards = items[1];
    expect(cards?.type === 'card' && cards.message.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(items.every((m) => !m.user && m.intent === 'find_jobs')).toBe(true);
  });

  it('ends with Start Over and Continue Chat when the service closes the chat', () => {
    const items = replyToMessages({
      answer: [
        { caption: '', text: 'Thank you for your feedback.', type: 'message' },
        { caption: 'close_chat', text: '', type: 'intent' },
      ],
      actions: [],
    });
    expect(items.map((m) => m.type)).toEqual(['text', 'close_chat']);
  });

  it('skips broken cards and empty texts rather than failing', () => {
    const items = replyToMessages({
      answer: [{ caption: '', text: '  ', type: 'message' }],
      actions: [{ type: 'card', action: '/job/1', button_caption: '{oops' }],
    });
    expect(items).toEqual([]);
  });
});

describe('links in the chat', () => {
  it("sends a visitor's find-jobs link to the public job list with the same query", () => {
    expect(chatHref('/candidate/find-jobs?keyword=nurse&city=Austin', false)).toBe(
      '/job-list?keyword=nurse&city=Austin',
    );
    expect(chatHref('/candidate/find-jobs?keyword=nurse', true)).toBe(
      '/candidate/find-jobs?keyword=nurse',
    );
    expect(chatHref('https://elsewhere.example/x', true)).toBe('/');
    expect(chatHref('//elsewhere.example/x', false)).toBe('/');
  });

  it("9: a job card's Apply opens the job details page when signed in and the public job page for a visitor", () => {
    expect(jobCardApplyHref({ id: 12 }, true)).toBe('/candidate/job-details/12');
    expect(jobCardApplyHref({ id: 12 }, false)).toBe('/job/12');
  });

  it('names the first job type and counts the rest', () => {
    expect(jobTypeSummary(['FT', 'PT', 'FL'])).toBe('Full Time +2 more');
    expect(jobTypeSummary(['Part Time'])).toBe('Part Time');
    expect(jobTypeSummary([])).toBe('');
  });
});

describe('the message box rules', () => {
  it('cuts text to 250 characters and says so', () => {
    expect(limitChatText('a'.repeat(250))).toEqual({ text: 'a'.repeat(250), cut: false });
    expect(limitChatText('b'.repeat(300))).toEqual({ text: 'b'.repeat(250), cut: true });
    expect(limitChatText(`${'c'.repeat(249)}😀`).text).toBe('c'.repeat(249));
    expect(CHAT_LIMIT_MESSAGE).toBe('Maximum character limit is 250');
  });

  it('asks for a password of at least 8 characters', () => {
    expect(passwordError('')).toBe('Please enter your password');
    expect(passwordError('short')).toBe('The password must be at least 8 characters');
    expect(passwordError('long enough')).toBeNull();
  });

  it('shows sign-in refusals the way the chat words them', () => {
    expect(signInMessage('Incorrect username or password.')).toBe('Incorrect password.');
    expect(signInMessage('User is not confirmed.')).toBeNull();
    expect(signInMessage('Password attempts exceeded')).toBe('Password attempts exceeded');
  });
});
