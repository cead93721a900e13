import { CONSENT_COOKIE, NOT_AT_ONCE } from '../shared/consent.ts';
import { AFTER_PAINT_SCRIPT } from './after-paint.ts';
import { CHAT_COOKIES } from './chat-cookies.ts';

const hasCookie = (name: string, value: string) =>
  `/(?:^|;\\s*)${name}=${value}(?:;|$)/.test(document.cookie)`;

/**
 * The script every page runs in its head, before the first paint: it marks the page with what the
 * reader chose on earlier visits, so server-rendered markup shows the right thing from the start
 * — the assistant's greeting closed, and the cookie notice shown at once where it shows to
 * everyone who has not consented (src/lib/cookie-notice.ts takes over when it loads) — and starts
 * the page's scripts after its first paint (after-paint.ts).
 * Kept tiny: it blocks rendering. The build allows it by its hash.
 */
export const HEAD_BOOT_SCRIPT = `(h=>{${[
  `${hasCookie(CHAT_COOKIES.greetingClosed, 'true')}&&h.add('chat-greeting-closed')`,
  `${hasCookie(CONSENT_COOKIE, 'accepted')}||/${NOT_AT_ONCE.source}/.test(location.pathname)||h.add('cookie-notice-due')`,
].join(';')}})(document.documentElement.classList);${AFTER_PAINT_SCRIPT}`;
