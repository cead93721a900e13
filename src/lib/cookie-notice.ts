import { consentCookie, cookieDialogTiming, hasConsent } from '../shared/consent.ts';
import { isSignedIn } from './api/session.ts';

/**
 * The cookie notice (spec 2.4), server-rendered hidden and shown by this script when it applies
 * (or by the head script from the first paint, where it shows at once to everyone): a labelled
 * region fixed to the bottom of the viewport, non-modal, so it shifts no layout and never hides
 * the page from assistive technology. Its accept button is a form post, so a click before this
 * script has loaded still stores the consent. Focus moves to it when it appears, unless the
 * reader has already focused something; Escape sends focus back to the page without accepting;
 * accepting stores the consent cookie for a year and returns focus the same way.
 */
export function startCookieNotice(region: HTMLElement | null) {
  if (!region) return;
  const known = region.dataset.signedIn;
  const context = {
    path: location.pathname,
    consented: hasConsent(document.cookie),
    signedIn: known === undefined ? undefined : known === 'true',
  };
  let returnTo: Element | null = null;

  const show = () => {
    region.hidden = false;
    // Someone already working in the page keeps their place; the notice waits at the bottom.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    returnTo = active;
    region.focus();
  };
  const schedule = (timing: ReturnType<typeof cookieDialogTiming>) => {
    if (typeof timing === 'number') setTimeout(show, timing);
  };
  const giveFocusBack = () => {
    const back = returnTo instanceof HTMLElement && returnTo !== document.body ? returnTo : null;
    (back ?? document.getElementById('main'))?.focus();
  };

  region.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    giveFocusBack();
  });
  region.querySelector('[data-accept]')?.addEventListener('submit', (event) => {
    event.preventDefault();
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
    document.cookie = consentCookie(location.protocol === 'https:');
    region.hidden = true;
    giveFocusBack();
  });

  const timing = cookieDialogTiming(context);
  // Shown from the first paint by the head script where it shows at once: it stays, now live.
  if (timing === 0) show();
  document.documentElement.classList.remove('cookie-notice-due');
  if (timing === 'ask')
    void isSignedIn().then((known) =>
      schedule(cookieDialogTiming({ ...context, signedIn: known })),
    );
  else if (timing !== 0) schedule(timing);
}
