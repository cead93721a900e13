/** One plain-text message to one recipient; html is an optional alternative part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Delivers mail. send() settles once the message is accepted for delivery or has failed. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

export const MAIL_FROM = 'Worklane <no-reply@worklane.example>';
