import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox.ts';
import { createSmtpMailer } from './smtp.ts';

export { MAIL_FROM, type Mailer, type MailMessage } from './mailer.ts';
export { createOutboxMailer, type OutboxEntry } from './outbox.ts';
export { createSmtpMailer } from './smtp.ts';

/** SMTP when a server is configured; otherwise the development outbox in `outboxDir`. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl)
    : createOutboxMailer(options.outboxDir);
}
