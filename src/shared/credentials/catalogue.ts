/**
 * The credentials a healthcare worker holds: licences issued by a state board and certifications
 * issued by a professional body. Codes are what the API, the database and the enterprise API use.
 */

export const LICENCE_TYPES = {
  RN: 'Registered Nurse (RN)',
  LPN: 'Licensed Practical / Vocational Nurse (LPN/LVN)',
  CNA: 'Certified Nursing Assistant (CNA)',
  NP: 'Nurse Practitioner (NP)',
  CRNA: 'Certified Registered Nurse Anesthetist (CRNA)',
  PA: 'Physician Assistant (PA)',
  RT: 'Respiratory Therapist (RT)',
  PT: 'Physical Therapist (PT)',
  OT: 'Occupational Therapist (OT)',
  SLP: 'Speech-Language Pathologist (SLP)',
  RPH: 'Pharmacist (RPh)',
  PHT: 'Pharmacy Technician',
  PARAMEDIC: 'Paramedic',
  EMT: 'Emergency Medical Technician (EMT)',
  RAD: 'Radiologic Technologist',
  MLS: 'Medical Laboratory Scientist',
} as const;

export const CERTIFICATION_TYPES = {
  BLS: 'Basic Life Support (BLS)',
  ACLS: 'Advanced Cardiovascular Life Support (ACLS)',
  PALS: 'Pediatric Advanced Life Support (PALS)',
  NRP: 'Neonatal Resuscitation Program (NRP)',
  TNCC: 'Trauma Nursing Core Course (TNCC)',
  ENPC: 'Emergency Nursing Pediatric Course (ENPC)',
  CCRN: 'Critical Care Registered Nurse (CCRN)',
  PCCN: 'Progressive Care Certified Nurse (PCCN)',
  CEN: 'Certified Emergency Nurse (CEN)',
  CPR: 'Cardiopulmonary Resuscitation (CPR)',
  ONC: 'Oncology Certified Nurse (OCN)',
  STABLE: 'S.T.A.B.L.E. Program',
} as const;

export type LicenceType = keyof typeof LICENCE_TYPES;
export type CertificationType = keyof typeof CERTIFICATION_TYPES;
export type CredentialType = LicenceType | CertificationType;

/** L: a licence from a state board; C: a certification. */
export const CREDENTIAL_KINDS = { L: 'Licence', C: 'Certification' } as const;
export type CredentialKind = keyof typeof CREDENTIAL_KINDS;

export const LICENCE_CODES = Object.keys(LICENCE_TYPES) as LicenceType[];
export const CERTIFICATION_CODES = Object.keys(CERTIFICATION_TYPES) as CertificationType[];
export const CREDENTIAL_CODES: CredentialType[] = [...LICENCE_CODES, ...CERTIFICATION_CODES];

export const isLicenceType = (code: string): code is LicenceType => code in LICENCE_TYPES;
export const isCertificationType = (code: string): code is CertificationType =>
  code in CERTIFICATION_TYPES;

/** The kind a credential code belongs to, or null for a code not in the catalogue. */
export const kindOf = (code: string): CredentialKind | null =>
  isLicenceType(code) ? 'L' : isCertificationType(code) ? 'C' : null;

/** The full name of a code ('Basic Life Support (BLS)'), or the code itself if unknown. */
export const credentialName = (code: string): string =>
  isLicenceType(code)
    ? LICENCE_TYPES[code]
    : isCertificationType(code)
      ? CERTIFICATION_TYPES[code]
      : code;

/** The short label shown in lists and job fit lines: 'BLS', 'RN licence'. */
export const credentialLabel = (code: string): string =>
  isLicenceType(code) ? `${code === 'RPH' ? 'RPh' : code} licence` : code;

/** US states, DC and the territories whose boards issue licences, by USPS code. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  GU: 'Guam',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const;

export type UsState = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as UsState[];

const BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code as UsState]),
);

/** A state as a job or profile writes it ('Texas', 'TX', 'tx') as its code, or null. */
export function stateCode(text: string | null | undefined): UsState | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  if (value.toUpperCase() in US_STATES) return value.toUpperCase() as UsState;
  return BY_NAME.get(value.toLowerCase()) ?? null;
}
