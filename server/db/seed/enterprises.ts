import type { ThemeEntry } from '../../../src/shared/dto/enterprise.ts';
import type { EnterpriseEntry } from './catalogue-data.ts';

/** The demo enterprise that runs its own career portal under its own domain. */
export const PORTAL_DOMAIN = 'careers.wrenfield-health.test';

export function themeOf(entry: EnterpriseEntry): ThemeEntry[] {
  return [
    {
      isSelected: true,
      primaryColor: entry.primaryColor,
      secondaryColor: entry.secondaryColor,
      hoverButtonColor: entry.primaryColor,
      hoverButtonTextColor: '#ffffff',
      headingTextColor: '#101828',
      mainTextColor: '#344054',
      listHoverColor: '#f2f4f7',
    },
  ];
}

/** A square monogram logo as an SVG data URL, in the enterprise's colour. */
export function monogram(entry: EnterpriseEntry): string {
  const letters = entry.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${entry.primaryColor}"/><text x="32" y="41" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
