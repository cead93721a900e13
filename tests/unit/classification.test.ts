import { describe, expect, it } from 'vitest';
import {
  $classificationBusy,
  $classificationError,
  acceptPlatform,
  CLASSIFICATION_FAILED,
} from '../../src/stores/classification.ts';

describe('the flavour-mismatch confirmation', () => {
  it("4.3/8: says 'Something went wrong' when the classification change fails, and reloads nothing", async () => {
    let reloaded = false;
    await acceptPlatform('ND', {
      save: () => Promise.reject(new Error('refused')),
      reload: () => {
        reloaded = true;
      },
    });
    expect($classificationError.get()).toBe(CLASSIFICATION_FAILED);
    expect(CLASSIFICATION_FAILED).toBe('Something went wrong');
    expect($classificationBusy.get()).toBe(false);
    expect(reloaded).toBe(false);
  });

  it('4.2: saves the classification and reloads, clearing an earlier failure', async () => {
    const saved: string[] = [];
    let reloaded = false;
    await acceptPlatform('NT', {
      save: async (value) => void saved.push(value),
      reload: () => {
        reloaded = true;
      },
    });
    expect(saved).toEqual(['NT']);
    expect(reloaded).toBe(true);
    expect($classificationError.get()).toBeNull();
  });
});
