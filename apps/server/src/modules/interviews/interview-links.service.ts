import { createHash, randomBytes } from 'node:crypto';
import {
  INTERVIEW_LINK_MESSAGES,
  INTERVIEW_LINK_TOKEN_PATTERN,
  isUuid,
  type CreateInterviewLinkRequest,
  type CreateInterviewLinkResponse,
  type InterviewLinkCvQuestions,
  type InterviewLinkStatus,
  type InterviewLinkValidation,
} from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../platform/http/app-error.ts';
import { sendEmail, type EmailDeps } from '../email/index.ts';
import { findJobPostingContent } from '../jobs/index.ts';
import { getSettings } from '../settings/index.ts';
import { getUserProfile } from '../users/index.ts';
import { interviewLinkEmail } from './interview-link.email.ts';
import type { InterviewsDeps } from './interview-sessions.service.ts';
import {
  claimLink,
  findLinkByTokenHash,
  insertLink,
  resetLink,
  type LinkWithPosting,
} from './interview-links.queries.ts';
import { canReviewInterviews } from './interviews.policy.ts';

export type InterviewLinksDeps = InterviewsDeps & { email: EmailDeps };

const CANDIDATE_NOT_FOUND = 'Candidate not found';

/** The token's only stored form. A 256-bit random token needs no slow hash: nothing can be guessed from it. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A recruiter (or admin) sends a candidate an interview link for a posting they manage: a 256-bit random token,
 * stored as its hash, bound to the candidate's email and the posting, expiring after the recruiter's
 * interview_link_expiration_hours. The link exists whatever happens to the email: `interview_url` can be copied.
 */
export async function createInterviewLink(
  deps: InterviewLinksDeps,
  user: AuthenticatedUser,
  request: CreateInterviewLinkRequest,
  origin: string,
): Promise<CreateInterviewLinkResponse> {
  const candidate = isUuid(request.candidate_id) ? await getUserProfile(deps.db, request.candidate_id) : null;
  if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
  if (candidate.role !== 'candidate') throw unprocessable('Interview links can only be sent to candidates.');
  const posting = await findJobPostingContent(deps.db, request.job_id);
  if (!posting) throw notFound('Job posting not found');
  if (!canReviewInterviews(user, posting)) {
    throw forbidden('Only the recruiter who posted this job, or an admin, can send interview links for it.');
  }

  const { interview_link_expiration_hours: hours } = await getSettings(deps.db, user.id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + hours * 3600 * 1000);
  await insertLink(deps.db, {
    tokenHash: hashToken(token),
    candidateId: candidate.id,
    candidateEmail: candidate.email.toLowerCase(),
    jobPostingId: posting.id,
    createdBy: user.id,
    expiresAt,
  });
  const interviewUrl = `${origin}/interview/${token}`;
  const delivery = await sendEmail(
    deps.email,
    interviewLinkEmail({
      to: candidate.email,
      candidateName: candidate.full_name,
      position: posting.position,
      company: posting.company,
      interviewUrl,
      expiresAt,
      createdBy: user.id,
    }),
  );
  return { email_sent: delivery.emailSent, interview_url: interviewUrl, expires_at: expiresAt.toISOString() };
}

/**
 * The page's first call. Anyone holding the token learns what the page needs to ask for the right account (the
 * expected email, position, company, location); the questions, descriptions and ids go to that account only.
 */
export async function validateInterviewLink(
  deps: InterviewLinksDeps,
  viewer: AuthenticatedUser | null,
  token: string,
): Promise<InterviewLinkValidation> {
  const found = await openLink(deps, token);
  const { link, posting } = found;
  const access = !viewer ? 'signed-out' : isLinkHolder(viewer, found) ? 'granted' : 'wrong-user';
  const shared = {
    access,
    expires_at: link.expiresAt.toISOString(),
    is_used: link.usedAt !== null,
    job: { position: posting.position, company: posting.company, location: posting.location },
  } as const;
  if (access !== 'granted') {
    return { ...shared, candidate: { email: link.candidateEmail, full_name: null }, can_resume: false };
  }
  return {
    ...shared,
    candidate: { email: link.candidateEmail, full_name: found.candidateFullName },
    job: {
      ...shared.job,
      jobSpecsQuestions: posting.jobSpecsQuestions,
      companyCultureQuestions: posting.companyCultureQuestions,
      jobSpecWorkRequirements: posting.workRequirements,
      jobSpecsMarkdown: posting.jobSpecsMarkdown,
      companyCultureMarkdown: posting.companyCultureMarkdown,
    },
    candidate_id: link.candidateId,
    job_id: link.jobPostingId,
    can_resume: isResumable(found),
  };
}

/** Whether the link was used (spec part 2 §7); no sign-in needed. */
export async function getInterviewLinkStatus(
  deps: InterviewLinksDeps,
  token: string,
): Promise<InterviewLinkStatus> {
  const { link } = await openLink(deps, token);
  return { is_used: link.usedAt !== null };
}

/** Marks the link used, for its candidate only; of any number of concurrent calls exactly one succeeds. */
export async function consumeInterviewLink(
  deps: InterviewLinksDeps,
  user: AuthenticatedUser,
  token: string,
): Promise<InterviewLinkStatus> {
  const found = await openLinkForHolder(deps, user, token);
  if (!(await claimLink(deps.db, found.link.id, null))) throw conflict(INTERVIEW_LINK_MESSAGES.used);
  return { is_used: true };
}

/** Development only ('Reset Link (Testing)'): unused again, and the interview it started removed. */
export async function resetInterviewLink(
  deps: InterviewLinksDeps,
  token: string,
): Promise<InterviewLinkStatus> {
  const found = await findLink(deps, token);
  await deps.db.transaction((tx) => resetLink(tx, found.link));
  return { is_used: false };
}

/** The newest CV's questions for the page (spec part 2 §4.5), for the link's candidate only. */
export async function getInterviewLinkCvQuestions(
  deps: InterviewLinksDeps,
  user: AuthenticatedUser,
  token: string,
): Promise<InterviewLinkCvQuestions> {
  const { link } = await openLinkForHolder(deps, user, token);
  const cv = await deps.findNewestCvQa(deps.db, link.candidateId);
  if (!cv) throw notFound('No CV found');
  return { cv_path: cv.cvPath, qa_pairs: cv.qaPairs, qa_admin_pairs: cv.qaAdminPairs };
}

/**
 * The link an interview is starting from, checked for the signed-in candidate and the posting: unknown 404,
 * expired 410, another account 403, used 409 (unless it started this candidate's interview that is still running:
 * then `resumeSessionId` names it).
 */
export async function openLinkForInterview(
  deps: Pick<InterviewsDeps, 'db'>,
  user: AuthenticatedUser,
  token: string,
  jobPostingId: string,
): Promise<{ linkId: string; resumeSessionId: string | null }> {
  const found = await openLinkForHolder(deps, user, token);
  if (found.link.jobPostingId !== jobPostingId) {
    throw unprocessable('This interview link is for another job posting.');
  }
  if (found.link.usedAt === null) return { linkId: found.link.id, resumeSessionId: null };
  if (isResumable(found)) return { linkId: found.link.id, resumeSessionId: found.link.sessionId };
  throw conflict(INTERVIEW_LINK_MESSAGES.used);
}

/** The link behind a token, whatever its state; 404 for anything that is not a live link's token. */
async function findLink(deps: Pick<InterviewsDeps, 'db'>, token: string): Promise<LinkWithPosting> {
  // Checked before any query: an empty, overlong or non-URL-safe token is simply not a link.
  const found = INTERVIEW_LINK_TOKEN_PATTERN.test(token)
    ? await findLinkByTokenHash(deps.db, hashToken(token))
    : null;
  if (!found) throw notFound(INTERVIEW_LINK_MESSAGES.notFound);
  return found;
}

async function openLink(deps: Pick<InterviewsDeps, 'db'>, token: string): Promise<LinkWithPosting> {
  const found = await findLink(deps, token);
  if (found.link.expiresAt.getTime() <= Date.now()) throw new AppError(410, INTERVIEW_LINK_MESSAGES.expired);
  return found;
}

async function openLinkForHolder(
  deps: Pick<InterviewsDeps, 'db'>,
  user: AuthenticatedUser,
  token: string,
): Promise<LinkWithPosting> {
  const found = await openLink(deps, token);
  if (!isLinkHolder(user, found)) throw forbidden(INTERVIEW_LINK_MESSAGES.wrongUser);
  return found;
}

// The link is bound to the email it was sent to (spec part 2 §1), compared as stored: lower case.
const isLinkHolder = (user: AuthenticatedUser, found: LinkWithPosting) =>
  user.email.toLowerCase() === found.link.candidateEmail;

const isResumable = (found: LinkWithPosting) =>
  found.link.sessionId !== null && found.sessionStatus === 'active';
