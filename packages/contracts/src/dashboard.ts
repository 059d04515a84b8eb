import { z } from 'zod';

/** The dashboard's three cards, counted from the database. */
export const DashboardStatsSchema = z.object({
  /** Users with the candidate role. */
  candidates: z.number().int(),
  /** Job postings: open ones take applications, closed ones no longer do. */
  job_applications: z.object({ total: z.number().int(), open: z.number().int(), closed: z.number().int() }),
  /** Interviews: completed have a transcript; scheduled are started and not yet finished (and, once emailed links exist, links not yet used). */
  interviews: z.object({ total: z.number().int(), completed: z.number().int(), scheduled: z.number().int() }),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
