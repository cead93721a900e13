/** The three product flavours (spec 1): D general (default), N neurodiversity, H healthcare. */
export const FLAVOUR_CODES = ['D', 'N', 'H'] as const;
export type FlavourCode = (typeof FLAVOUR_CODES)[number];

export interface Flavour {
  code: FlavourCode;
  /** Short brand name shown in the logo and the AI Assistant title. */
  brand: string;
  /** Suffix of every page title. */
  title: string;
  logo: string;
  /** The logo's width at its 32-pixel height (its viewBox), so its place is held before it loads. */
  logoWidth: number;
  searchPlaceholder: string;
  /** View code sent to the identity provider with each request. */
  viewCode: 'general' | 'N' | 'H';
  showAssessments: boolean;
  showHeaderSearch: boolean;
  /** Flavour H adds is-healthcare=true to every search. */
  healthcareSearch: boolean;
  healthcareLanding: boolean;
  /** Credentials are a main-menu item and the first of the account menu (healthcare work needs them). */
  credentialsFirst: boolean;
  /** The candidates the platform is built for; others are asked to confirm (spec 4.2). */
  neuroClassification: 'ND' | 'NT';
}

export const FLAVOURS: Record<FlavourCode, Flavour> = {
  D: {
    code: 'D',
    brand: 'Worklane',
    title: 'Worklane — find and win work',
    logo: '/logos/worklane.svg',
    logoWidth: 160,
    searchPlaceholder: 'Search by job title or skill',
    viewCode: 'general',
    showAssessments: true,
    showHeaderSearch: true,
    healthcareSearch: false,
    healthcareLanding: false,
    credentialsFirst: false,
    neuroClassification: 'NT',
  },
  N: {
    code: 'N',
    brand: 'Worklane Neuro',
    title: 'Worklane Neuro — work that fits how you think',
    logo: '/logos/worklane-neuro.svg',
    logoWidth: 220,
    searchPlaceholder: 'Search jobs that suit you',
    viewCode: 'N',
    showAssessments: false,
    showHeaderSearch: false,
    healthcareSearch: false,
    healthcareLanding: false,
    credentialsFirst: false,
    neuroClassification: 'ND',
  },
  H: {
    code: 'H',
    brand: 'Worklane Health',
    title: 'Worklane Health — shifts and roles in care',
    logo: '/logos/worklane-health.svg',
    logoWidth: 224,
    searchPlaceholder: 'Search healthcare roles or skills',
    viewCode: 'H',
    showAssessments: true,
    showHeaderSearch: true,
    healthcareSearch: true,
    healthcareLanding: true,
    credentialsFirst: true,
    neuroClassification: 'NT',
  },
};

export function isFlavourCode(value: unknown): value is FlavourCode {
  return typeof value === 'string' && (FLAVOUR_CODES as readonly string[]).includes(value);
}
