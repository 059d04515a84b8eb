import { describe, expect, it } from 'vitest';
import {
  canAccessArea,
  canPerform,
  CreateJobFieldsSchema,
  DEFAULT_SETTINGS,
  McqQuestionSchema,
  NAV_ITEMS,
  ReplaceJobSpecsQuestionsRequestSchema,
  ReplaceWorkRequirementsRequestSchema,
  UserSettingsSchema,
} from './index.ts';

describe('role table (spec part 1 §6)', () => {
  it('gives each role exactly the spec’s areas, in the nav’s order', () => {
    const visible = (role: 'recruiter' | 'candidate' | 'admin') =>
      NAV_ITEMS.filter((item) => canAccessArea(role, item.area)).map((item) => item.label);
    expect(visible('candidate')).toEqual(['Home', 'Dashboard', 'Jobs', 'Practice', 'CV', 'Generic']);
    expect(visible('recruiter')).toEqual(['Home', 'Dashboard', 'Jobs', 'Candidates']);
    expect(visible('admin')).toEqual([
      'Home',
      'Dashboard',
      'Jobs',
      'Candidates',
      'Users',
      'Practice',
      'CV',
      'Specs',
      'Generic',
      'Outbox',
    ]);
  });

  it('gives no access without a role', () => {
    expect(canAccessArea(null, 'home')).toBe(false);
    expect(canPerform(undefined, 'takeMcq')).toBe(false);
  });

  it('lets candidates and recruiters apply, and only recruiters and admins post', () => {
    expect(canPerform('candidate', 'applyToJob')).toBe(true);
    expect(canPerform('admin', 'applyToJob')).toBe(false);
    expect(canPerform('candidate', 'postJob')).toBe(false);
    expect(canPerform('admin', 'postJob')).toBe(true);
  });
});

describe('validation in the spec’s words', () => {
  it('refuses a blank screening question with the spec’s message', () => {
    const result = ReplaceJobSpecsQuestionsRequestSchema.safeParse({ jobSpecsQuestions: ['ok', '   '] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Question cannot be empty.');
  });

  it('accepts {question} items and trims them into strings', () => {
    const result = ReplaceJobSpecsQuestionsRequestSchema.parse({ jobSpecsQuestions: [{ question: ' Why? ' }, 'How?'] });
    expect(result.jobSpecsQuestions).toEqual(['Why?', 'How?']);
  });

  it('refuses a work requirement with a blank title', () => {
    const result = ReplaceWorkRequirementsRequestSchema.safeParse({
      jobSpecWorkRequirements: [{ title: ' ', question: 'Can you work on site?' }],
    });
    expect(result.error?.issues[0]?.message).toBe('Both title and question cannot be empty.');
  });

  it('defaults the job type to full-time and refuses unknown types', () => {
    const fields = { position: 'Engineer', company: 'Acme', location: 'Lima' };
    expect(CreateJobFieldsSchema.parse(fields).type).toBe('full-time');
    expect(CreateJobFieldsSchema.safeParse({ ...fields, type: 'gig' }).success).toBe(false);
  });

  it('keeps the settings defaults inside their bounds', () => {
    expect(UserSettingsSchema.parse(DEFAULT_SETTINGS)).toEqual({
      questionTimeSeconds: 20,
      transitionTimeSeconds: 5,
      maxQuestionsToAsk: 2,
      autoPlayAudio: false,
      interview_link_expiration_hours: 72,
    });
  });

  it('refuses an MCQ question whose correct answer is not exactly one option', () => {
    const question = {
      skill_level: 'basic',
      question: 'What is 2 + 2?',
      options: [{ text: '3' }, { text: '4' }, { text: '5' }, { text: '6' }],
      correct_answer: '7',
      explanation: 'Arithmetic.',
    };
    expect(McqQuestionSchema.safeParse(question).success).toBe(false);
    expect(McqQuestionSchema.safeParse({ ...question, correct_answer: '4' }).success).toBe(true);
  });
});
