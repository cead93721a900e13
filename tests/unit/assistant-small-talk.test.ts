import { describe, expect, it } from 'vitest';
import { intentOf } from '../../scripts/bench/assistant-quality.ts';
import { type Classifier, FALLBACK } from '../../server/services/assistant/classifier.ts';
import { smallTalk, withoutSmallTalk } from '../../server/services/assistant/small-talk.ts';
import { understand } from '../../server/services/assistant/understand.ts';

describe('hello, thanks and goodbye in their own words', () => {
  it.each([
    ['howdy', 'greeting'],
    ['helo there', 'greeting'],
    ['good evening everyone', 'greeting'],
    ['thnx a lot mate', 'thanks'],
    ['thanks so much, bye', 'goodbye'],
    ['have a nice evening', 'goodbye'],
    ['good night', 'goodbye'],
    ['are you there?', 'greeting'],
    ["hey, what's up", 'greeting'],
  ])('reads %j as %s', (text, intent) => {
    expect(smallTalk(text)).toBe(intent);
  });

  it('leaves a sentence with any other word to the model', () => {
    for (const text of ['hi, I need a job', 'thank you for your help', 'ok', 'bye'.repeat(3), ''])
      expect(smallTalk(text), text).toBeUndefined();
  });
});

describe('a question wrapped in hellos and thanks', () => {
  it('sets the small talk aside', () => {
    expect(
      withoutSmallTalk(
        "Hello, good morning. I'd like to add my degree to my profile please, thank you",
      ),
    ).toBe("I'd like to add my degree to my profile please,");
    expect(withoutSmallTalk('hey there so I tried logging in and it failed')).toBe(
      'I tried logging in and it failed',
    );
    expect(withoutSmallTalk('hi, thanks!')).toBe('hi, thanks!');
  });

  it('answers what it asks when the model is sure of it, else the hello', async () => {
    // The first reading is the whole sentence's, the second what it asks besides the hello.
    let calls = 0;
    const model = (rest: [string, number]): Classifier => ({
      intents: ['greeting', rest[0]],
      knows: () => true,
      classify: async () => {
        const [intent, score] = calls++ === 0 ? ['greeting', 0.9] : rest;
        return { intent, score, ranked: [{ intent, score }], unknown: [], cues: [] };
      },
    });
    const text = 'hey there so I tried logging in and it said my password was wrong';
    expect(intentOf(await understand(model(['help.account', 0.95]), text))).toBe('help.account');
    calls = 0;
    expect(intentOf(await understand(model(['help.account', 0.5]), text))).toBe('greeting');
    calls = 0;
    expect(intentOf(await understand(model([FALLBACK, 0.9]), text))).toBe('greeting');
  });
});

describe('small talk without its words', () => {
  it('reads a sentence about work that says no hello, thanks or goodbye for what else it may mean', async () => {
    const model: Classifier = {
      intents: ['goodbye', 'applications.offboarded'],
      knows: () => true,
      classify: async () => ({
        intent: 'goodbye',
        score: 0.8,
        ranked: [
          { intent: 'goodbye', score: 0.8 },
          { intent: 'applications.offboarded', score: 0.15 },
        ],
        unknown: [],
        cues: [],
      }),
    };
    expect(intentOf(await understand(model, 'gigs that are over'))).toBe('applications.offboarded');
    expect(intentOf(await understand(model, 'bye, good luck with the jobs'))).toBe('goodbye');
  });
});
