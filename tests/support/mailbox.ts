import type { RunningServer } from './server.ts';

/**
 * The newest six-digit code e-mailed to an address, read from the developer mailbox the way a
 * developer would (newest first).
 */
export async function latestCode(
  server: RunningServer,
  to: string,
  subject?: string,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await (await fetch(`${server.url}/dev/mail`)).text();
    for (const article of page.split('<article>').slice(1)) {
      if (!article.includes(`<dd>${to}</dd>`)) continue;
      // An earlier mail to the same address (the sign-up code) must not pass for the one awaited.
      if (subject && !article.includes(`<h2>${subject}</h2>`)) continue;
      const code = /\b(\d{6})\b/.exec(article.split('<pre>')[1] ?? '')?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code was e-mailed to ${to}`);
}
