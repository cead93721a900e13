import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page. Axe runs in the
 * page itself (legacy mode: no second, blank page to finish the run in; Worklane's pages embed no
 * cross-origin frame, the one thing that mode leaves out) and reports only violations: the same
 * rules, in under half the time, which is what lets the sweeps cover every route in every flavour.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    // Before withTags: options() replaces every option set so far.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .setLegacyMode()
    .analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  // The list goes in the message too: a caller gathering several pages' failures keeps only that.
  expect(summary, `${page.url()} has accessibility violations: ${summary.join('; ')}`).toEqual([]);
}
