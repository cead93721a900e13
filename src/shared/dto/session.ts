/** What every server-rendered page knows of the signed-in candidate. */
export interface SignedInCandidate {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  neuroClassification: 'ND' | 'NT';
  emailVerified: boolean;
}
