import { describe, expect, it } from 'vitest';
import { smallTalk } from '../../server/services/assistant/small-talk.ts';

describe('hello, thanks and goodbye in their own words', () => {
  it.each([
    ['howdy', 'greeting'],
    ['helo there', 'greeting'],
    ['good evening everyone', 'greeting'],
    ['thnx a lot mate', 'thanks'],
    ['thanks so much, bye', 'goodbye'],
    ['have a nice evening', 'goodbye'],
    ['good night', 'goodbye'],
  ])('reads %j as %s', (text, intent) => {
    expect(smallTalk(text)).toBe(intent);
  });

  it('leaves a sentence with any other word to the model', () => {
    for (const text of ['hi, I need a job', 'thank you for your help', 'ok', 'bye'.repeat(3), ''])
      expect(smallTalk(text), text).toBeUndefined();
  });
});
