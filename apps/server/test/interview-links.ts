import type { FastifyInstance } from 'fastify';
import { CreateInterviewLinkResponseSchema, type CreateInterviewLinkResponse } from '@viva/contracts';

type Headers = { authorization: string };

/** The signed-in user's id (GET /auth/me). */
export async function userIdOf(app: FastifyInstance, headers: Headers): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
  if (response.statusCode !== 200) throw new Error(`auth/me failed: ${response.body}`);
  return response.json().id;
}

/** A recruiter creates and sends an interview link; returns the response and the token in its address. */
export async function createLink(
  app: FastifyInstance,
  recruiter: Headers,
  candidateId: string,
  jobId: string,
): Promise<CreateInterviewLinkResponse & { token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/interview/create-link',
    headers: recruiter,
    payload: { candidate_id: candidateId, job_id: jobId },
  });
  if (response.statusCode !== 201) throw new Error(`create-link failed: ${response.body}`);
  const created = CreateInterviewLinkResponseSchema.parse(response.json());
  return { ...created, token: created.interview_url.split('/interview/')[1]! };
}
