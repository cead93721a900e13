import { z } from 'zod';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** One entry of an enterprise theme (spec 3); the selected one applies. */
export const themeEntrySchema = z.object({
  isSelected: z.boolean(),
  primaryColor: colour,
  secondaryColor: colour,
  hoverButtonColor: colour,
  hoverButtonTextColor: colour,
  headingTextColor: colour,
  mainTextColor: colour,
  listHoverColor: colour,
});
export type ThemeEntry = z.infer<typeof themeEntrySchema>;
export const themeSchema = z.array(themeEntrySchema);

export interface EnterprisePublicDetails {
  enterpriseId: number;
  establishmentName: string;
  /** Comma-separated career-portal domains. */
  validDomainNames: string;
  theme: ThemeEntry[];
  exclusiveCandidateTheme: ThemeEntry[] | null;
  exclusiveCandidateLogoFileSignedUrl: string | null;
  navBarLogoSignedUrl: string | null;
  careerPortalFavIcon: string | null;
}

/** A domain name as typed in a URL: letters, digits, dots and hyphens, at most 253 characters. */
export const domainSchema = z
  .string()
  .max(253)
  .regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i,
    'is not a domain name',
  );
