import { z } from 'zod';

/**
 * The dashboard's cards, counted from the database within what the viewer may see: an admin sees the whole
 * platform, a recruiter their own postings and interviews, a candidate their own applications and interviews.
 */
export const DashboardStatsSchema = z.object({
  /** Users with the candidate role (recruiters and admins manage them all); null for a candidate, who sees no one else. */
  candidates: z.number().int().nullable(),
  /**
   * Admin: every job posting; recruiter: the postings they made; candidate: the postings they applied to. Open ones
   * take applications, closed ones no longer do.
   */
  job_applications: z.object({ total: z.number().int(), open: z.number().int(), closed: z.number().int() }),
  /**
   * Admin: every interview; recruiter: interviews for their postings; candidate: their own. Completed have ended
   * with a transcript; scheduled are started and not yet finished (and, once emailed links exist, links not yet used).
   */
  interviews: z.object({ total: z.number().int(), completed: z.number().int(), scheduled: z.number().int() }),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
