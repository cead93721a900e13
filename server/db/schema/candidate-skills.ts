/** A skill a candidate has, with years of experience (skills without years are never stored). */
export interface CandidateSkillsTable {
  candidate_id: number;
  skill_id: number;
  years_of_experience: number;
}
