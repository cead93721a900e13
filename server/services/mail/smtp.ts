import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import { MAIL_FROM, type Mailer } from './mailer.ts';

export interface SmtpMailerOptions {
  /** Wait before each retry; one retry per entry. */
  retryDelays?: readonly number[];
}

/** Refusals that the same message would get again: 5xx replies and messages nodemailer rejects. */
function isPermanent(error: unknown): boolean {
  const { permanent, command } = error as { permanent?: boolean; command?: string };
  return permanent === true || command === 'API';
}

/**
 * Delivers through the SMTP server of `url` (`smtp://user:pass@host:port`, `smtps://…`). A failed
 * send is retried after each of `retryDelays`; the last error rejects.
 */
export function createSmtpMailer(
  url: string,
  { retryDelays = [200, 400, 800] }: SmtpMailerOptions = {},
): Mailer {
  const transport = nodemailer.createTransport(url, { from: MAIL_FROM });

  return {
    async send(message) {
      for (let attempt = 0; ; attempt++) {
        try {
          await transport.sendMail({
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            messageId: message.messageId,
          });
          return;
        } catch (error) {
          const delay = retryDelays[attempt];
          if (delay === undefined || isPermanent(error)) throw error;
          await sleep(delay);
        }
      }
    },

    async close() {
      transport.close();
    },
  };
}
