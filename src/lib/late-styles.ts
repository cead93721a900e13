/**
 * The site's whole stylesheet, which parts of islands loaded on demand need: a page carries
 * only the utilities of what it can show before anything loads (scripts/page-css.mjs). Resolves
 * once the sheet applies, or could not load; at once where there is none (`astro dev`, tests).
 */
let loading: Promise<void> | undefined;

export function lateStyles(): Promise<void> {
  const href = import.meta.env.LATE_STYLES_URL;
  if (!href || typeof document === 'undefined') return Promise.resolve();
  loading ??= new Promise<void>((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
    document.head.append(link);
  });
  return loading;
}
