import { describe, expect, it } from 'vitest';
import {
  type HeldOutSet,
  measureQuality,
  REGRESSION_ACCURACY_BUDGET,
  REGRESSION_FALLBACK_BUDGET,
} from '../../scripts/bench/assistant-quality.ts';
import { writtenUtterances } from '../../server/services/assistant/classifier.ts';
import devSet from '../fixtures/assistant/dev.json' with { type: 'json' };
import dev2Set from '../fixtures/assistant/dev2.json' with { type: 'json' };
import firstSet from '../fixtures/assistant/held-out.json' with { type: 'json' };
import v2 from '../fixtures/assistant/held-out-v2.json' with { type: 'json' };

const first = firstSet as unknown as HeldOutSet;
const dev = devSet as unknown as HeldOutSet;
const dev2 = dev2Set as unknown as HeldOutSet;
const plain = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, '');

describe('the assistant on questions it was not trained on', () => {
  // Sentences made from the lists of things and actions ('add {thing}') are left out: a short
  // held-out phrase ('add skills') may be one of them without having been copied.
  it('trains on no written copy of a held-out question', () => {
    const trained = new Set([...writtenUtterances().values()].flat().map(plain));
    const heldOut = [
      ...first.inDomain.map(([text]) => text),
      ...first.outOfDomain,
      ...v2.inDomain.map(([text]) => text as string),
      ...v2.outOfDomain,
      ...v2.jobRequests.map((r) => r.text),
      ...v2.followUps.map((f) => f.text),
    ];
    expect(first.inDomain.length).toBeGreaterThanOrEqual(100);
    expect(heldOut.filter((text) => trained.has(plain(text)))).toEqual([]);
  });

  // The development sets guide tuning only while the model has not seen their questions.
  const questionsOf = (set: HeldOutSet) => [
    ...set.inDomain.map(([text]) => text),
    ...set.outOfDomain,
    ...(set.jobRequests ?? []).map((r) => r.text),
    ...(set.followUps ?? []).map((f) => f.text),
  ];
  it.each([
    ['dev.json', dev, 250],
    ['dev2.json', dev2, 100],
  ] as const)('trains on no written copy of a question of %s', (_name, set, least) => {
    const trained = new Set([...writtenUtterances().values()].flat().map(plain));
    expect(set.inDomain.length).toBeGreaterThanOrEqual(least);
    expect(new Set(set.inDomain.map(([, intent]) => intent)).size).toBeGreaterThanOrEqual(35);
    expect(questionsOf(set).filter((text) => trained.has(plain(text)))).toEqual([]);
  });

  it(`understands at least ${REGRESSION_ACCURACY_BUDGET * 100}% of the first held-out set and turns at least ${REGRESSION_FALLBACK_BUDGET * 100}% of its unrelated questions to the fallback`, async () => {
    const quality = await measureQuality(first);
    expect(quality.accuracy, quality.misses.join('\n')).toBeGreaterThanOrEqual(
      REGRESSION_ACCURACY_BUDGET,
    );
    expect(quality.fallbackRate, quality.misses.join('\n')).toBeGreaterThanOrEqual(
      REGRESSION_FALLBACK_BUDGET,
    );
  });
});
