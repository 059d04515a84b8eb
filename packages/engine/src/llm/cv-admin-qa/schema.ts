import { z } from 'zod';

export const CvAdminQaOutputSchema = z.object({
  qa_admin_pairs: z
    .array(
      z.object({
        title: z.string().describe('Short label, e.g. "BSc Computer Science" or "Notice period".'),
        question: z.string().describe('A question that verifies one fact of the CV or asks a preference.'),
      }),
    )
    .describe(
      'Verification questions covering education, employment history, work authorisation and preferences.',
    ),
});
