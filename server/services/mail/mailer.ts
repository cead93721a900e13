/** One plain-text message to one recipient; html is an optional alternative part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID (`<…@…>`) of a message that may be sent again after a crash: the same one each
   * time, so the outbox keeps one copy and a mail client recognises the repeat.
   */
  messageId?: string;
}

/** Delivers mail. send() settles once the message is accepted for delivery or has failed. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

export const MAIL_FROM = 'Worklane <no-reply@worklane.example>';
