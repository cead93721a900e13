import { CHAT_MAX_LENGTH } from '../shared/dto/chat.ts';

/**
 * Typed or spoken text cut to the limit, and whether it was cut. Characters are counted the way
 * the service counts them (UTF-16 units), never leaving half of a surrogate pair.
 */
export function limitChatText(text: string): { text: string; cut: boolean } {
  if (text.length <= CHAT_MAX_LENGTH) return { text, cut: false };
  let cut = text.slice(0, CHAT_MAX_LENGTH);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return { text: cut, cut: true };
}

/** Spec 5, chat password box. */
export function passwordError(password: string): string | null {
  if (password.length === 0) return 'Please enter your password';
  if (password.length < 8) return 'The password must be at least 8 characters';
  return null;
}
