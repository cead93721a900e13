import type { UnderstoodQuery } from './types.ts';

/** Words asking for work near the one searching, wherever that is. */
export const NEAR_ME =
  /(?<![\p{L}\p{N}])(?:near\s+me|near\s*by|close\s+to\s+me|close\s+by|around\s+me|in\s+my\s+(?:area|town|city))(?![\p{L}\p{N}])/iu;

/** Whether a text asks for work near the one searching ('cna near me'), wherever that is. */
export const asksNearMe = (text: string) => NEAR_ME.test(text);

/**
 * Whether a search, as understood, is to look where the one searching lives: it asks for work
 * near them and names no place of its own (a place typed beside 'near me' wins).
 */
export const wantsHome = (understood: UnderstoodQuery) =>
  Boolean(understood.nearMe) && !understood.place && !understood.unknownPlace;
