import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLAVOURS, type FlavourCode } from '../src/shared/flavours.ts';
import { inlineLogo } from '../src/shared/inline-logo.ts';

/**
 * The flavour's logo as pre-rendered pages show it (src/components/Logo.astro), which is what an
 * enterprise's logo replaces; null where the build holds no logo file, so there is none to replace.
 */
export function productLogoMarkup(clientDir: string, flavour: FlavourCode): string | null {
  const { logo, logoWidth } = FLAVOURS[flavour];
  const file = join(clientDir, logo);
  return existsSync(file) ? inlineLogo(readFileSync(file, 'utf8'), logoWidth) : null;
}
