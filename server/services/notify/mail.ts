import type { NotificationEmail } from '../../../src/shared/dto/profile.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** Which e-mail preference of Settings covers a notification kind; none for other kinds. */
export function preferenceOf(kind: string): NotificationEmail | null {
  const group = kind.split(':')[0];
  if (group === 'pool' || group === 'review') return 'applications';
  if (group === 'interview') return 'interviews';
  if (group === 'message') return 'messages';
  if (group === 'credential') return 'credentials';
  return null;
}

/** A missing or unreadable preference means on. */
export function wantsMail(preferencesJson: string, preference: NotificationEmail): boolean {
  try {
    const preferences = JSON.parse(preferencesJson) as Record<string, unknown>;
    return preferences[preference] !== false;
  } catch {
    return true;
  }
}

const SUBJECTS: Record<NotificationEmail, string> = {
  applications: 'An update on your application',
  interviews: 'An update on your interview',
  messages: 'You have a new message',
  jobAlerts: 'New jobs for you',
  credentials: 'A credential of yours is about to expire',
};

/** The personalised e-mail of one notification. */
export function notificationMail(input: {
  to: string;
  firstName: string;
  text: string;
  url: string | null;
  preference: NotificationEmail;
  origin: string;
}): MailMessage {
  const link = input.url ? `${input.origin}${input.url}` : `${input.origin}/candidate/dashboard`;
  const settings = `${input.origin}/candidate/settings`;
  return {
    to: input.to,
    subject: SUBJECTS[input.preference],
    text: [
      `Hi ${input.firstName},`,
      '',
      input.text,
      '',
      `See it in Worklane: ${link}`,
      '',
      `You can choose which e-mails you receive in Settings: ${settings}`,
    ].join('\n'),
  };
}
