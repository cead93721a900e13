import { describe, expect, it } from 'vitest';
import { userText } from '../../src/lib/chat-messages.ts';
import { CHAT_KEYS, ownerOf, writeFlag, writeMessages } from '../../src/lib/chat-storage.ts';
import { forgetSignInOpening, launcherPlan } from '../../src/lib/chat-wake.ts';

/** Browser storage as the browser keeps it: strings by key. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("the assistant launcher's plan for a page (spec 4.5)", () => {
  it('waits for the reader when nothing was open and nothing was said', () => {
    for (const who of [undefined, null, 7]) expect(launcherPlan(memoryStorage(), who)).toBe('wait');
  });

  it('opens at once when the window was open on the previous page, for anyone', () => {
    const storage = memoryStorage();
    writeFlag(storage, CHAT_KEYS.open, true);
    for (const who of [undefined, null, 7]) expect(launcherPlan(storage, who)).toBe('open');
  });

  it('opens once after sign-in when the candidate took part in the kept conversation', () => {
    const storage = memoryStorage();
    writeMessages(storage, ownerOf(7), [userText('Any nursing jobs?', 1)]);
    expect(launcherPlan(storage, 7)).toBe('open-after-sign-in');
    expect(launcherPlan(storage, undefined)).toBe('wait');
    writeFlag(storage, CHAT_KEYS.openedOnLogin, true);
    expect(launcherPlan(storage, 7)).toBe('wait');
    // Signed out again, the next sign-in brings it back.
    forgetSignInOpening(storage, null);
    expect(launcherPlan(storage, 7)).toBe('open-after-sign-in');
  });

  it("never opens another candidate's conversation", () => {
    const storage = memoryStorage();
    writeMessages(storage, ownerOf(8), [userText('Mine', 1)]);
    expect(launcherPlan(storage, 7)).toBe('wait');
  });
});
