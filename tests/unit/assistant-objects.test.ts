import { describe, expect, it } from 'vitest';
import { intentOf } from '../../scripts/bench/assistant-quality.ts';
import { type Classifier, FALLBACK } from '../../server/services/assistant/classifier.ts';
import { headIntents, objectIntents } from '../../server/services/assistant/lexicon.ts';
import { understand } from '../../server/services/assistant/understand.ts';

/** A model that always ranks the given intents so, whatever the question. */
const ranking = (...ranked: [string, number][]): Classifier => ({
  intents: ranked.map(([intent]) => intent),
  knows: () => true,
  classify: async () => ({
    intent: ranked[0]?.[0] ?? FALLBACK,
    score: ranked[0]?.[1] ?? 0,
    ranked: ranked.map(([intent, score]) => ({ intent, score })),
    unknown: [],
    cues: [],
  }),
});

describe('the thing a question is about', () => {
  it('tells the thing asked about from a thing named after a preposition', () => {
    const text = 'add references from previous employers';
    expect(objectIntents(text)).toEqual(new Set(['profile.references', 'profile.work_experience']));
    expect(headIntents(text)).toEqual(new Set(['profile.references']));
    expect(headIntents('turn off all e-mails except messages')).toEqual(new Set(['settings']));
    // Named only after a preposition: that is still what it is about.
    expect(headIntents('questions about my interview')).toEqual(new Set(['interviews']));
  });

  it('routes to the thing asked about, not the thing that qualifies it', async () => {
    const model = ranking(['profile.work_experience', 0.8], ['profile.references', 0.15]);
    expect(intentOf(await understand(model, 'add references from previous employers'))).toBe(
      'profile.references',
    );
  });

  it('reads a short question it cannot otherwise read by the one thing it names', async () => {
    expect(intentOf(await understand(ranking(), "what's the red dot on the bell"))).toBe(
      'notifications',
    );
    expect(intentOf(await understand(ranking(), 'what is the capital of France'))).toBe(FALLBACK);
  });

  it('takes a general question about the site that names a thing as a question about it', async () => {
    const model = ranking(['help.product', 0.7], ['profile.skills', 0.2]);
    expect(intentOf(await understand(model, "how do I list the things I'm good at"))).toBe(
      'profile.skills',
    );
  });

  it('answers the close reading about the thing named instead of asking', async () => {
    const model = ranking(['help.account', 0.45], ['settings', 0.4]);
    expect(intentOf(await understand(model, 'stop the newsletter'))).toBe('settings');
  });

  it('takes switching notifications or messages off for a setting', async () => {
    const model = ranking(['messages', 0.8], ['settings', 0.1]);
    expect(intentOf(await understand(model, 'turn off the text messages'))).toBe('settings');
    expect(intentOf(await understand(model, 'open my messages'))).toBe('messages');
  });

  it('takes a wish to hear of new jobs for saved-search alerts', async () => {
    const model = ranking(['jobs.find', 0.9], ['jobs.searches', 0.05]);
    for (const text of [
      'let me know when new welder jobs are posted',
      'can I get notified when new nursing openings come up',
    ])
      expect(intentOf(await understand(model, text)), text).toBe('jobs.searches');
    const seen = await understand(model, 'tell me if the welder position is still open');
    expect(intentOf(seen)).not.toBe('jobs.searches');
  });

  it('keeps a request for jobs a search when the model leans to a part of the site it never names', async () => {
    const model = ranking(['applications.onboarded', 0.6], ['jobs.find', 0.3]);
    expect(intentOf(await understand(model, 'show me falconry jobs in Portland'))).toBe(
      'jobs.find',
    );
  });
});
