/** The current candidate as GET candidates/ returns it; later issues add the profile sections. */
export interface CandidateDto {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  emailVerified: boolean;
  profileTitle: string | null;
  neuroClassification: 'ND' | 'NT';
  origin: string | null;
  sourceEnterpriseId: number | null;
  talentPool: string | null;
  accessibility: 'Y' | 'N';
  bionicReadingConfiguration: string;
}
