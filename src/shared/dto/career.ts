import { z } from 'zod';

/** `GET candidates/career?title=`: the title to start from; the candidate's own when absent. */
export const careerQuerySchema = z.object({ title: z.string().trim().max(120).optional() });

export interface SkillGap {
  id: number;
  name: string;
  /** The fraction of open jobs with the title that ask for the skill (0 when none are open). */
  share: number;
}

export interface NextRole {
  title: string;
  openJobs: number;
  /** The candidate's job search for the role. */
  searchUrl: string;
  skillsGap: SkillGap[];
}

/** Where a title leads, with each next role's open jobs and skills gap. */
export interface CareerPath {
  currentTitle: string | null;
  nextRoles: NextRole[];
}

/** The career path for the server-rendered page (Astro.locals.career). */
export interface CareerPort {
  /** From `title`, or the candidate's own title when it is absent. */
  path(candidateId: number, title?: string): Promise<CareerPath>;
}
