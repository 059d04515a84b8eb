import { chatCompletion, type Reply, type ReceivedRequest } from '@viva/engine/testing';

const question = (text: string, options: string[]) => ({
  question: text,
  options,
  correct_option: 0,
  explanation: `${options[0]} is the right answer.`,
});

/** What a model answers to each of the engine's job-posting calls (named by their structured output). */
export const JOB_GENERATION_ANSWERS: Record<string, unknown> = {
  job_spec_questions: {
    questions: [
      'Walk me through how you debug a customer issue in a large codebase.',
      'How do you write a clear bug report?',
    ],
  },
  company_culture_questions: {
    questions: ['Tell me about a time you worked asynchronously across time zones.'],
  },
  work_requirements: {
    requirements: [{ title: 'Remote work', question: 'This role is fully remote. Does that suit you?' }],
    arrangement: {
      office_location: null,
      working_hours: null,
      on_call_requirement: null,
      work_arrangement: 'Remote',
    },
  },
  mcq_questions: {
    competencies: [
      {
        competency: 'Customer support',
        basic: question('What should a first reply to a customer do?', [
          'Acknowledge the issue',
          'Close the ticket',
          'Blame the user',
          'Ask nothing',
        ]),
        intermediate: question('Which metric measures time to first reply?', [
          'First response time',
          'Churn',
          'NPS',
          'ARR',
        ]),
        advanced: question('What is a good escalation trigger?', [
          'A confirmed product bug',
          'A polite customer',
          'A short ticket',
          'A Monday',
        ]),
      },
    ],
  },
};

/** The structured output a chat completions request asks for (each engine capability names its own). */
export const outputNameOf = (request: ReceivedRequest) =>
  (request.body as { response_format?: { json_schema?: { name?: string } } }).response_format?.json_schema
    ?.name ?? '';

/**
 * A grading in the model's shape, read off the prompt: the n-th planned question is answered by the n-th candidate
 * entry and scored 7.
 */
export function gradingAnswerFor(request: ReceivedRequest): unknown {
  const prompt = (request.body as { messages: { content: string }[] }).messages
    .map((message) => message.content)
    .join('\n');
  const questionCount = (prompt.match(/^\d+\. \[/gm) ?? []).length;
  const candidateEntries = [...prompt.matchAll(/^\[(\d+)\] candidate/gm)].map((match) => Number(match[1]));
  return {
    grades: Array.from({ length: questionCount }, (_, index) => ({
      question_number: index + 1,
      answer_entries: candidateEntries[index] === undefined ? [] : [candidateEntries[index]],
      score: 7,
      justification: 'A relevant answer with one concrete example.',
      evidence: [],
    })),
  };
}

/** Answers the engine's calls from `answers` by output name; a name it does not know fails the test loudly. */
export function answerChat(request: ReceivedRequest, answers: Record<string, unknown>): Reply {
  const body = request.body as { model: string };
  const name = outputNameOf(request);
  if (!(name in answers)) return { status: 500, body: { error: { message: `no answer for ${name}` } } };
  const answer = answers[name];
  return chatCompletion(body.model, typeof answer === 'string' ? answer : JSON.stringify(answer));
}

/** The environment of a server process whose engine is the LLM one, talking to a local provider at `baseUrl`. */
export const llmEngineEnv = (baseUrl: string) => ({
  ENGINE: 'llm',
  AI_PROVIDER: 'openai-compatible',
  AI_MODEL: 'local-test-model',
  AI_BASE_URL: baseUrl,
});
