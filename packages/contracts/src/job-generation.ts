import { z } from 'zod';

/** A work requirement asked in the interview: location, hours, on-call, authorisation, travel... */
export const WorkRequirementSchema = z.object({
  /** Short label, 3 words at most by convention (spec part 1 §5: a hint, not enforced). */
  title: z.string().trim().min(1, 'Both title and question cannot be empty.'),
  question: z.string().trim().min(1, 'Both title and question cannot be empty.'),
});
export type WorkRequirement = z.infer<typeof WorkRequirementSchema>;

/** How and where the work is done, as the job specification states it (null where it says nothing). */
export const WorkArrangementInfoSchema = z.object({
  office_location: z.string().nullable(),
  working_hours: z.string().nullable(),
  on_call_requirement: z.string().nullable(),
  /** e.g. 'Remote', 'Hybrid', 'On-site'. */
  work_arrangement: z.string().nullable(),
});
export type WorkArrangementInfo = z.infer<typeof WorkArrangementInfoSchema>;

export const SkillLevelSchema = z.enum(['basic', 'intermediate', 'advanced']);
export type SkillLevel = z.infer<typeof SkillLevelSchema>;

export const McqOptionSchema = z.object({ text: z.string().trim().min(1) });

/** One multiple-choice question: four distinct options, exactly one of them correct. */
export const McqQuestionSchema = z
  .object({
    skill_level: SkillLevelSchema,
    question: z.string().trim().min(1),
    options: z.array(McqOptionSchema).length(4),
    /** The text of the correct option. */
    correct_answer: z.string().trim().min(1),
    /** Why the correct answer is correct. */
    explanation: z.string().trim().min(1),
  })
  .refine((q) => new Set(q.options.map((o) => o.text.toLowerCase())).size === 4, {
    message: 'Options must be distinct',
    path: ['options'],
  })
  .refine((q) => q.options.filter((o) => o.text === q.correct_answer).length === 1, {
    message: 'Exactly one option must be the correct answer',
    path: ['correct_answer'],
  });
export type McqQuestion = z.infer<typeof McqQuestionSchema>;

/** Questions about one competency, at basic, intermediate and advanced level. */
export const McqCompetencyGroupSchema = z.object({
  competency: z.string().trim().min(1),
  questions: z.array(McqQuestionSchema).min(1),
});
export type McqCompetencyGroup = z.infer<typeof McqCompetencyGroupSchema>;

/**
 * The languages of a generation (ISO 639-1): the specification's, which the questions are written in, and the MCQ's,
 * which is English when the curated bank has no questions in the specification's language.
 */
export const GenerationLanguagesSchema = z.object({ document: z.string(), mcq: z.string() });
export type GenerationLanguages = z.infer<typeof GenerationLanguagesSchema>;

/** Everything the engine produces from a job specification and an optional culture document (spec part 1 §3). */
export const JobGenerationSchema = z.object({
  jobSpecsMarkdown: z.string(),
  companyCultureMarkdown: z.string().nullable(),
  /** Screening questions tied to the role's requirements and responsibilities. */
  jobSpecsQuestions: z.array(z.string().trim().min(1)),
  companyCultureQuestions: z.array(z.string().trim().min(1)),
  jobSpecWorkRequirements: z.array(WorkRequirementSchema),
  workArrangementInfo: WorkArrangementInfoSchema,
  mcqQuestions: z.array(McqCompetencyGroupSchema),
  languages: GenerationLanguagesSchema.optional(),
});
export type JobGeneration = z.infer<typeof JobGenerationSchema>;
