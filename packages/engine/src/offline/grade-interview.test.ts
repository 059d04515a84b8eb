import type { PlannedQuestion, TranscriptEntry } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { gradeInterview } from './grade-interview.ts';

// Questions as generateJob wrote them for the Java developer fixture, plus a work requirement and a CV check.
const questions: PlannedQuestion[] = [
  {
    question_type: 'job_spec',
    question_title: null,
    question:
      'The role asks for knowledge of database technologies such as Oracle, MySQL, or SQL Server. Tell me about a project where you used Oracle or MySQL: what did you build, which decisions were yours, and what was the outcome?',
  },
  {
    question_type: 'job_spec',
    question_title: null,
    question:
      'The role asks for experience with Agile development methodologies. Tell me about a project where you used Agile: what did you build, which decisions were yours, and what was the outcome?',
  },
  {
    question_type: 'work_requirement',
    question_title: 'Location',
    question:
      'The role is based in Gurgaon. Are you able to work from Gurgaon, or would you need to relocate?',
  },
  {
    question_type: 'cv',
    question_title: null,
    question: 'Tell me about your time as a Senior Python Developer at Acme Analytics.',
    expected_answer:
      'At Acme Analytics I built data pipelines in Python and Airflow and led a team of four engineers.',
  },
  {
    question_type: 'culture',
    question_title: null,
    question:
      'Give an example of candid feedback you gave or received. How was it handled, and what changed afterwards?',
  },
];

const transcript: TranscriptEntry[] = [
  {
    role: 'agent',
    message:
      "Hi, thanks for joining. Let's start. Could you tell me about a project where you used Oracle or MySQL, what you built and which decisions were yours?",
    time_in_call_secs: 3,
  },
  {
    role: 'user',
    message:
      'Sure. Um, at my last job I built the order history service on MySQL 8. I designed the schema and, uh, I chose to partition the orders table by month, which cut our report queries from 40 seconds to about 2 seconds.',
    time_in_call_secs: 12,
  },
  { role: 'agent', message: 'What was the outcome for the team?', time_in_call_secs: 40 },
  {
    role: 'user',
    message:
      'We retired the nightly batch job, so support got fresh numbers every hour instead of once a day.',
    time_in_call_secs: 44,
  },
  {
    role: 'agent',
    message:
      'Great. And have you used Agile development methodologies? Tell me about a project where you used Agile.',
    time_in_call_secs: 60,
  },
  {
    role: 'user',
    message: 'Like, yeah, basically we did, you know, sprints. It was, like, fine I guess.',
    time_in_call_secs: 66,
  },
  {
    role: 'agent',
    message: 'The role is based in Gurgaon. Would you be able to work from Gurgaon?',
    time_in_call_secs: 80,
  },
  {
    role: 'user',
    message: 'Yes, I can. I already live in Gurgaon, about twenty minutes from the office.',
    time_in_call_secs: 85,
  },
  { role: 'agent', message: 'Thanks, that is everything from me today.', time_in_call_secs: 95 },
];

const grading = await gradeInterview({ transcript, questions });

describe('gradeInterview on a realistic transcript', () => {
  const [database, agile, location, cv, culture] = grading.processed_questions;

  it('finds each answer after the turn that asked it, follow-ups included', () => {
    expect(database?.user_answer).toMatch(/^Sure\. Um, at my last job I built the order history service/);
    expect(database?.user_answer).toMatch(/retired the nightly batch job/);
    expect(agile?.user_answer).toBe(
      'Like, yeah, basically we did, you know, sprints. It was, like, fine I guess.',
    );
    expect(location?.user_answer).toMatch(/^Yes, I can\./);
  });

  it('leaves questions that were never asked unanswered, with a zero', () => {
    for (const unasked of [cv, culture]) {
      expect(unasked?.user_answer).toBeNull();
      expect(unasked?.score).toBe(0);
      expect(unasked?.justification).toMatch(/not asked/);
    }
  });

  it('scores a specific, relevant answer above a vague one and says why', () => {
    expect(database?.score).toBeGreaterThan(6);
    expect(agile?.score).toBeLessThan(4);
    expect(database?.justification).toMatch(/figures/);
    expect(database?.justification).toMatch(/MySQL/);
    expect(agile?.justification).toMatch(/filler words/);
    expect(location?.score).toBeGreaterThanOrEqual(7);
    expect(location?.justification).toMatch(/clear confirmation/);
  });

  it('counts filler words per answer', () => {
    expect(database?.filler_words).toEqual({ total_count: 2, breakdown: { um: 1, uh: 1 } });
    expect(agile?.filler_words.breakdown).toEqual({ like: 2, basically: 1, 'you know': 1 });
    expect(location?.filler_words.total_count).toBe(0);
  });

  it('gives the mean of the question scores overall', () => {
    const mean = grading.processed_questions.reduce((sum, item) => sum + item.score, 0) / questions.length;
    expect(grading.overall_score).toBeCloseTo(mean, 1);
  });

  it('quotes the candidate’s own words with the time they were said as evidence for each score', () => {
    // The sentences with the figures, tools and own actions, from the entry at 12 s, verbatim and in order.
    expect(database?.evidence).toEqual([
      { quote: 'Um, at my last job I built the order history service on MySQL 8.', time_in_call_secs: 12 },
      {
        quote:
          'I designed the schema and, uh, I chose to partition the orders table by month, which cut our report queries from 40 seconds to about 2 seconds.',
        time_in_call_secs: 12,
      },
    ]);
    for (const item of grading.processed_questions) {
      for (const evidence of item.evidence) {
        const entry = transcript.find((turn) => turn.time_in_call_secs === evidence.time_in_call_secs);
        expect(entry?.role).toBe('user');
        expect(entry?.message).toContain(evidence.quote);
      }
    }
    // A vague answer is still quoted, so its low score points at what was said.
    expect(agile?.evidence).toHaveLength(1);
    expect(cv?.evidence).toEqual([]);
  });

  it('names the engine that graded', () => {
    expect(grading.engine).toEqual({
      kind: 'offline',
      version: expect.stringMatching(/^offline-grader-\d+$/),
    });
  });

  it('keeps the question metadata', () => {
    expect(location).toMatchObject({ question_type: 'work_requirement', question_title: 'Location' });
  });
});
