import { atom } from 'nanostores';

/** Set by a 404 (or a 405 'Interview Access denied.'): the page shows its not-found state. */
export const $pageNotFound = atom(false);

export const markPageNotFound = () => $pageNotFound.set(true);
