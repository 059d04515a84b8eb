import {
  JOB_TYPES,
  type McqCompetencyGroup,
  type WorkArrangementInfo,
  type WorkRequirement,
} from '@viva/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../../db/schema.ts';

export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recruiter (or admin) who posted it: they, and admins, may change it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The background job that created it: a retried job finds its posting instead of making a second one. */
    sourceJobId: uuid('source_job_id').unique(),
    position: text('position').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    type: text('type', { enum: JOB_TYPES }).notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    /** Storage keys of the uploaded PDFs. */
    jobSpecsFileKey: text('job_specs_file_key').notNull(),
    companyCultureFileKey: text('company_culture_file_key'),
    jobSpecsMarkdown: text('job_specs_markdown').notNull(),
    companyCultureMarkdown: text('company_culture_markdown'),
    jobSpecsQuestions: jsonb('job_specs_questions').$type<string[]>().notNull(),
    companyCultureQuestions: jsonb('company_culture_questions').$type<string[]>().notNull(),
    workRequirements: jsonb('work_requirements').$type<WorkRequirement[]>().notNull(),
    workArrangement: jsonb('work_arrangement').$type<WorkArrangementInfo>().notNull(),
    mcqQuestions: jsonb('mcq_questions').$type<McqCompetencyGroup[]>().notNull(),
    /**
     * Questions over all competency groups, kept by the database (a generated column, filled for existing rows when
     * added): the list shows it for every posting and would otherwise read and walk each posting's questions.
     */
    mcqQuestionCount: integer('mcq_question_count')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_array_length(jsonb_path_query_array(mcq_questions, '$[*].questions[*]'))`),
    ...timestamps,
  },
  (table) => [index('job_postings_created_at_idx').on(table.createdAt)],
);
