import { html, raw } from 'hono/html';

/**
 * The provider's own screens. Sign-out confirms with a form that submits itself (a button stays
 * for browsers without script); errors show a plain, accessible page without details.
 */
export function logoutPage(form: string, nonce?: string) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing you out | Worklane</title>
<style>body{font-family:system-ui,sans-serif;color:#101828;display:grid;place-items:center;min-height:100vh;margin:0}button{font:inherit;font-weight:600;color:#fff;background:#4f2bb0;border:0;border-radius:8px;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible{outline:3px solid #1a7fae;outline-offset:2px}</style>
</head><body><main><h1>Signing you out…</h1>${raw(form)}</main>
<script nonce="${nonce ?? ''}">document.getElementById('op.logoutForm').insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.getElementById('op.logoutForm').submit();</script>
<noscript><p><button form="op.logoutForm" name="logout" value="yes" type="submit">Sign out</button></p></noscript>
</body></html>`;
}

export function errorPage(message: string) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in problem | Worklane</title>
<style>body{font-family:system-ui,sans-serif;color:#101828;max-width:36rem;margin:4rem auto;padding:0 1rem}a{color:#3b1f86}</style>
</head><body><main><h1>We could not complete sign-in</h1><p>${message}</p><p><a href="/signin">Start again</a></p></main></body></html>`;
}
