import { z } from 'zod';

/** Interview practice question with a sample answer. */
export const QaPairSchema = z.object({
  question: z.string().trim().min(1, 'Question cannot be empty.'),
  answer: z.string().trim().min(1, 'Answer cannot be empty.'),
});
export type QaPair = z.infer<typeof QaPairSchema>;

/** Verification question checking a CV's accuracy (qualifications, employment, authorisation, preferences). */
export const AdminQaPairSchema = z.object({
  title: z.string().trim().min(1, 'Title cannot be empty.'),
  question: z.string().trim().min(1, 'Question cannot be empty.'),
});
export type AdminQaPair = z.infer<typeof AdminQaPairSchema>;

/** Q&A generated from one CV (spec part 2 §3). */
export const CvQaSchema = z.object({
  qa_pairs: z.array(QaPairSchema),
  qa_admin_pairs: z.array(AdminQaPairSchema),
});
export type CvQa = z.infer<typeof CvQaSchema>;
