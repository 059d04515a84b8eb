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
