import type { Fence } from './fence.ts';

/** What one model call receives: instructions in the system role, the (fenced) data in the user role. */
export type Prompt = { system: string; prompt: string };

const ROLE =
  'You are the interview intelligence engine of Viva, a recruitment product. Recruiters and candidates rely on ' +
  'your output, so be specific, factual and grounded in the material you are given; never invent facts.';

/** The system prompt of a capability: who the model is, its task, and how to treat fenced data if there is any. */
export function systemPrompt(task: readonly string[], fence?: Fence): string {
  return [ROLE, ...task, ...(fence ? [fence.rule] : [])].join('\n\n');
}

/** The position and company the recruiter typed in the job form beside the specification. */
/** The day a CV is read, told to the model: it has no clock to tell a degree under way from one held. */
export function cvReadOnLine(readOn: Date): string {
  return `The CV is read on ${readOn.toISOString().slice(0, 10)}: a degree or role dated after that day is still under way.`;
}

export type JobForm = { position?: string | null; company?: string | null };

/** How a capability working on a job specification treats the job form and the parts of a posting that are not the job. */
export const JOB_FORM_RULES = [
  '- The JOB FORM, when given, holds the position and the company as the recruiter typed them: the questions are for',
  '  that position, and the company is the employer. Name the company only as the employer, never as a skill, tool',
  '  or product to ask about, and do not take the company name from the documents when the form gives it.',
  '- Only the job itself counts: never treat benefits, pay, perks, equal-opportunity or legal notices, other job ads',
  '  shown beside the posting, or contact and page furniture as duties or requirements.',
].join('\n');

/** The job form as fenced data for the user prompt; nothing when the recruiter gave neither field. */
export function jobFormBlock(form: JobForm, fence: Fence): string[] {
  const lines = [
    ...(form.position?.trim() ? [`Position: ${form.position.trim()}`] : []),
    ...(form.company?.trim() ? [`Company: ${form.company.trim()}`] : []),
  ];
  return lines.length > 0 ? [fence.wrap('JOB FORM', lines.join('\n'))] : [];
}
