/** Business constants of spec section 9 that both sides use. */
export const APP_VERSION = '4.0.4';
export const REQUEST_TIMEOUT_MS = 600_000;
export const TOAST_AUTO_CLOSE_MS = 15_000;
export const API_BASE = '/api/v1';
export const PUBLIC_API_BASE = '/public/api/v1';
/** Browser writes carry this header with this value: a cross-site form cannot set it (CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'worklane';
export const DEFAULT_RETURN_AFTER_LOGIN = '/candidate/dashboard';
