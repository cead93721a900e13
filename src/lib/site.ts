import { FLAVOURS } from '../shared/flavours.ts';
import type { SiteSettings } from '../shared/site-settings.ts';

/** The build's settings and flavour, baked in at build time. */
export const settings = JSON.parse(import.meta.env.SITE_SETTINGS) as SiteSettings;
export const flavour = FLAVOURS[settings.FLAVOUR];
