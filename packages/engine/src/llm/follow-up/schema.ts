import { z } from 'zod';

export const FollowUpOutputSchema = z.object({
  probe: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('One short spoken follow-up question asking for what the answer left out.'),
});
