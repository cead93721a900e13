import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLAVOUR_CODES, FLAVOURS } from '../../src/shared/flavours.ts';

describe('each flavour’s logo', () => {
  it('holds the place its image takes: the width the page gives it is the image’s own', () => {
    for (const code of FLAVOUR_CODES) {
      const { logo, logoWidth } = FLAVOURS[code];
      const svg = readFileSync(`public${logo}`, 'utf8');
      const [, , , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
      expect(height, logo).toBe('32');
      expect(Number(width), logo).toBe(logoWidth);
    }
  });
});
