import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLAVOURS, type FlavourCode } from '../src/shared/flavours.ts';
import { inlineLogo } from '../src/shared/inline-logo.ts';

/**
 * The address pre-rendered pages show the flavour's logo at, which is what an enterprise's logo
 * replaces: the shipped logo file inline (src/components/Logo.astro), or its plain path where a
 * build holds no such file.
 */
export function productLogoAddress(clientDir: string, flavour: FlavourCode): string {
  const path = FLAVOURS[flavour].logo;
  const file = join(clientDir, path);
  return existsSync(file) ? inlineLogo(readFileSync(file, 'utf8')) : path;
}
