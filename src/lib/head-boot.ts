import { CHAT_COOKIES } from './chat-cookies.ts';

/**
 * The script every page runs in its head, before the first paint: it marks the page with what the
 * reader chose on earlier visits, so server-rendered markup shows the right thing from the start.
 * Kept tiny: it blocks rendering. The build allows it by its hash.
 */
export const HEAD_BOOT_SCRIPT = `/(?:^|;\\s*)${CHAT_COOKIES.greetingClosed}=true(?:;|$)/.test(document.cookie)&&document.documentElement.classList.add('chat-greeting-closed')`;
