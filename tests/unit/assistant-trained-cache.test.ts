import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { modelOf, trainModel } from '../../server/services/assistant/model.ts';
import {
  sourceDigest,
  type Trained,
  trainedOnce,
} from '../../server/services/assistant/trained-cache.ts';

const examples = [
  { features: ['apply', 'job'], label: 'help.apply' },
  { features: ['reset', 'password'], label: 'settings' },
  { features: ['weather', 'tomorrow'], label: 'None' },
];
const trained = (): Trained => ({
  sentences: [{ intent: 'help.apply', masked: 'apply job', words: ['apply', 'job'] }],
  state: trainModel(examples),
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the trained assistant model, kept between processes', () => {
  it('is trained once for the same sources and read back exactly', () => {
    dir = mkdtempSync(join(tmpdir(), 'worklane-model-'));
    let trainings = 0;
    const train = () => {
      trainings++;
      return trained();
    };
    const first = trainedOnce(train, dir);
    const second = trainedOnce(train, dir);
    expect(trainings).toBe(1);
    expect(second.sentences).toEqual(first.sentences);
    expect([...second.state.weights]).toEqual([...first.state.weights]);
    expect(modelOf(second.state).rank(['reset', 'password'])).toEqual(
      modelOf(first.state).rank(['reset', 'password']),
    );
    expect(modelOf(second.state).rank(['apply'])[0]?.intent).toBe('help.apply');
  });

  it('trains again when the kept model is unreadable, and keeps only the current one', () => {
    dir = mkdtempSync(join(tmpdir(), 'worklane-model-'));
    writeFileSync(join(dir, `assistant-${sourceDigest()}.json`), '{"sentences": [');
    writeFileSync(join(dir, 'assistant-0123.json'), '{}');
    let trainings = 0;
    trainedOnce(() => {
      trainings++;
      return trained();
    }, dir);
    expect(trainings).toBe(1);
    expect(readdirSync(dir)).toEqual([`assistant-${sourceDigest()}.json`]);
  });

  it('names the sources it was trained from by their content', () => {
    expect(sourceDigest()).toMatch(/^[0-9a-f]{32}$/);
    expect(sourceDigest()).toBe(sourceDigest());
  });
});
