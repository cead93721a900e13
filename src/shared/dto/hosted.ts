/** The identity provider's hosted screens (sign in, sign up, codes, passwords). */
export const HOSTED_SCREENS = [
  'signin',
  'signup',
  'confirm',
  'forgot',
  'reset',
  'new-password',
] as const;
export type HostedScreen = (typeof HOSTED_SCREENS)[number];

/** What the server hands the hosted page it renders for an interaction. */
export interface HostedView {
  screen: HostedScreen;
  /** Base path of this interaction's form actions. */
  action: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  error?: string;
  notice?: string;
  /** The signed proof, carried by the new-password form, of who passed the password check. */
  challenge?: string;
  /** Offer 'Resend code' on the sign-in error of an unconfirmed account. */
  offerResend?: boolean;
  /** The request's view code (N, H or general) and client metadata origin. */
  viewCode: 'general' | 'N' | 'H';
  /** The enterprise look the sign-in arrived with. */
  brand?: import('./branding.ts').Branding | null;
  /** HTTP status of the page: 400 for a failed attempt, 429 when rate-limited. */
  status?: number;
  /** Seconds, with status 429. */
  retryAfter?: number;
}

/** The provider's exception names (spec 8) and the messages candidates read. */
export const IDENTITY_MESSAGES = {
  UserNotFoundException: 'Incorrect username or password.',
  NotAuthorizedException: 'Incorrect username or password.',
  CodeMismatchException: 'Invalid verification code provided, please try again.',
  ExpiredCodeException: 'This code has expired. Please request a new code.',
  LimitExceededException: 'Attempt limit exceeded, please try after some time.',
  UserNotConfirmedException:
    'Your account is not confirmed yet. Enter the code we e-mailed you, or ask for a new one.',
  InvalidParameterException: 'Please check the highlighted details and try again.',
  InvalidPasswordException:
    'Passwords need at least 8 characters, with at least one letter and one number.',
  UsernameExistsException: 'An account with the given email already exists.',
  UserLambdaValidationException: 'Your account is not active. Please contact support.',
  UnexpectedLambdaException: 'Something went wrong. Please try again.',
} as const;
export type IdentityException = keyof typeof IDENTITY_MESSAGES;
