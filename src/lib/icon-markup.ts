import { ICON_PATHS, type IconName } from './icon-paths.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

const made = new Map<string, string>();

/**
 * The markup of Icon.astro as a string, the same to the byte: lists that show an icon per item
 * place it with set:html instead of a component per icon. Each icon is made once.
 */
export function iconMarkup(name: IconName, size = 20, filled = false): string {
  const key = `${name}\0${size}\0${filled}`;
  let svg = made.get(key);
  if (svg === undefined) {
    const path = ICON_PATHS[name] as string | undefined;
    svg = `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="${filled ? 'currentColor' : 'none'}" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path${path === undefined ? '' : ` d="${escapeAttribute(path)}"`}></path></svg>`;
    made.set(key, svg);
  }
  return svg;
}
