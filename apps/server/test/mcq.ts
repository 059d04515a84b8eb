import type { FastifyInstance } from 'fastify';
import { McqResponseSchema, type McqCompetencyGroup } from '@viva/contracts';

type Headers = { authorization: string };

/** The link's token, from the mcq_url the generate-link call answers. */
export const tokenOf = (mcqUrl: string) => new URL(mcqUrl).pathname.split('/').pop()!;

/** Asks for a candidate's MCQ link as `requester` and returns its token. */
export async function mcqTokenFor(
  app: FastifyInstance,
  requester: Headers,
  jobPostingId: string,
  candidateEmail: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/jobs/${jobPostingId}/mcq/generate-link`,
    headers: requester,
    payload: { candidate_email: candidateEmail },
  });
  if (response.statusCode !== 200) throw new Error(`generate-link failed: ${response.body}`);
  return tokenOf(response.json().mcq_url);
}

/** The answer key of a posting as its recruiter reads it: `${competency}_${level}` → correct option text. */
export function answerKeyOf(
  groups: readonly McqCompetencyGroup[],
): Map<string, { correct: string; wrong: string }> {
  return new Map(
    groups.flatMap((group) =>
      group.questions.map((question) => [
        `${group.competency}_${question.skill_level}`,
        {
          correct: question.correct_answer,
          wrong: question.options.find((option) => option.text !== question.correct_answer)!.text,
        },
      ]),
    ),
  );
}

/**
 * The candidate opens the link and submits: `isCorrect(key, index)` says which questions to answer right. Returns
 * the scoring job's id.
 */
export async function submitMcqAnswers(
  app: FastifyInstance,
  candidate: Headers,
  token: string,
  answerKey: Map<string, { correct: string; wrong: string }>,
  isCorrect: (key: string, index: number) => boolean = () => true,
): Promise<string> {
  const opened = McqResponseSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/v1/mcq/${token}`, headers: candidate })).json(),
  );
  if (opened.access !== 'granted') throw new Error(`not granted: ${opened.access}`);
  const keys = opened.mcq_questions.flatMap((group) =>
    group.questions.map((question) => `${group.competency}_${question.skill_level}`),
  );
  const answers = Object.fromEntries(
    keys.map((key, index) => {
      const answer = answerKey.get(key)!;
      return [key, isCorrect(key, index) ? answer.correct : answer.wrong];
    }),
  );
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/mcq/${token}/submit`,
    headers: candidate,
    payload: { answers },
  });
  if (response.statusCode !== 202) throw new Error(`submit failed: ${response.body}`);
  return response.json().job_id;
}

/** Polls the candidate's scoring job until it has finished, and returns its status record. */
export async function waitForMcqScore(app: FastifyInstance, candidate: Headers, jobId: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const status = (
      await app.inject({ method: 'GET', url: `/api/v1/mcq/job/${jobId}`, headers: candidate })
    ).json();
    if (status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`scoring job ${jobId} did not finish`);
}
