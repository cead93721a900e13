import { z } from 'zod';
import {
  CERTIFICATION_TYPES,
  CREDENTIAL_CODES,
  type CredentialType,
  isLicenceType,
  kindOf,
  LICENCE_TYPES,
  US_STATES,
} from './catalogue.ts';
import { COMPACT_LICENCE_TYPES } from './compact.ts';

const isoDate = (what: string) =>
  z.iso.date({ message: `Enter the ${what} as a date in the form YYYY-MM-DD.` });

export const CREDENTIAL_MESSAGES = {
  unknownType: 'Choose a licence or certification type from the list.',
  stateRequired: 'Choose the state that issued the licence.',
  unknownState: 'Choose a US state from the list.',
  numberRequired: 'Enter the licence number.',
  numberCharacters: 'Use only letters, digits, spaces, hyphens and full stops in the number.',
  datesOrder: 'The expiry date cannot be before the issue date.',
  issuedInFuture: 'The issue date cannot be in the future.',
  multistateType: 'Only RN and LPN/LVN licences can be multistate.',
  multistateKind: 'Only a licence can be multistate.',
  stale: 'This credential was changed elsewhere. Reload to see the latest.',
} as const;

/** Letters, digits, spaces, hyphens and full stops: what boards print on licences and cards. */
const NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .-]*$/;

/**
 * A licence or certification as the candidate enters it. Licences need their issuing state and
 * number; a certification may name a state and a number. An expiry already past is accepted and
 * shown as expired.
 */
const credentialFields = {
  type: z
    .string({ message: CREDENTIAL_MESSAGES.unknownType })
    .trim()
    .refine(
      (code) => (CREDENTIAL_CODES as string[]).includes(code),
      CREDENTIAL_MESSAGES.unknownType,
    ),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || code in US_STATES, CREDENTIAL_MESSAGES.unknownState)
    .nullable()
    .optional()
    .transform((code) => code || null),
  number: z
    .string()
    .trim()
    .max(40, 'Use at most 40 characters in the number.')
    .refine((text) => text === '' || NUMBER.test(text), CREDENTIAL_MESSAGES.numberCharacters)
    .nullable()
    .optional()
    .transform((text) => text || null),
  multistate: z.boolean().optional().default(false),
  issuedOn: isoDate('issue date').nullable().optional(),
  expiresOn: isoDate('expiry date'),
};

type CredentialFieldValues = z.infer<z.ZodObject<typeof credentialFields>>;

function checkCredential(c: CredentialFieldValues, ctx: z.RefinementCtx) {
  const licence = isLicenceType(c.type);
  if (licence && !c.state)
    ctx.addIssue({ code: 'custom', path: ['state'], message: CREDENTIAL_MESSAGES.stateRequired });
  if (licence && !c.number)
    ctx.addIssue({
      code: 'custom',
      path: ['number'],
      message: CREDENTIAL_MESSAGES.numberRequired,
    });
  if (c.issuedOn && c.expiresOn < c.issuedOn)
    ctx.addIssue({
      code: 'custom',
      path: ['expiresOn'],
      message: CREDENTIAL_MESSAGES.datesOrder,
    });
  if (c.issuedOn && c.issuedOn > new Date().toISOString().slice(0, 10))
    ctx.addIssue({
      code: 'custom',
      path: ['issuedOn'],
      message: CREDENTIAL_MESSAGES.issuedInFuture,
    });
  if (c.multistate && !licence)
    ctx.addIssue({
      code: 'custom',
      path: ['multistate'],
      message: CREDENTIAL_MESSAGES.multistateKind,
    });
  else if (c.multistate && !COMPACT_LICENCE_TYPES.includes(c.type as CredentialType))
    ctx.addIssue({
      code: 'custom',
      path: ['multistate'],
      message: CREDENTIAL_MESSAGES.multistateType,
    });
}

export const credentialInputSchema = z.object(credentialFields).superRefine(checkCredential);
export type CredentialInput = z.infer<typeof credentialInputSchema>;

/** A change: the fields again, with the version the change started from (stale → 409). */
export const credentialUpdateSchema = z
  .object({
    ...credentialFields,
    version: z.number({ message: 'Send the version you started from.' }).int().positive(),
  })
  .superRefine(checkCredential);
export type CredentialUpdate = z.infer<typeof credentialUpdateSchema>;

/** A job's credential requirement, as the enterprise API sets it. */
export const jobCredentialSchema = z.object({
  type: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => kindOf(code) !== null, CREDENTIAL_MESSAGES.unknownType),
  required: z.boolean().default(true),
});
export const jobCredentialsSchema = z
  .array(jobCredentialSchema)
  .max(20, 'Ask for at most 20 credentials.')
  .refine(
    (list) => new Set(list.map((c) => c.type)).size === list.length,
    'Name each credential once.',
  );
export type JobCredentialInput = z.infer<typeof jobCredentialSchema>;

export { CERTIFICATION_TYPES, LICENCE_TYPES };

/** What a credential's document may be (the server decides by the file's bytes). */
export const CREDENTIAL_DOCUMENT = {
  accept: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
  maxMegabytes: 10,
} as const;

export const CREDENTIAL_DOCUMENT_MESSAGES = {
  tooLarge: `The document is too large: upload a file of at most ${CREDENTIAL_DOCUMENT.maxMegabytes} MB.`,
  type: 'The document must be a PDF, PNG or JPEG file.',
} as const;
