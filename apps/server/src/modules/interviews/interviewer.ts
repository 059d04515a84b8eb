import type { PlannedQuestion } from '@viva/contracts';

/** A turn the built-in interviewer says: what, and which planned question it belongs to. */
export type InterviewerTurn = {
  kind: 'greeting' | 'question' | 'probe' | 'closing';
  questionNumber: number | null;
  message: string;
};

type SaidTurn = { role: 'user' | 'agent'; kind: string; questionNumber: number | null; message: string };

/** How the built-in interviewer addresses the candidate: their first name, or nothing when none is known. */
export function firstNameOf(fullName: string | null): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

/** The greeting (by name) and the first question, said when the interview starts. */
export function openingTurns(input: {
  fullName: string | null;
  position: string;
  company: string;
  questions: PlannedQuestion[];
}): InterviewerTurn[] {
  const name = firstNameOf(input.fullName);
  const count = input.questions.length;
  const greeting: InterviewerTurn = {
    kind: 'greeting',
    questionNumber: null,
    message:
      `Hello${name ? ` ${name}` : ''}, and thank you for applying for the ${input.position} role at ${input.company}. ` +
      `I am Viva's interviewer, and I will ask you ${count} question${count === 1 ? '' : 's'}. ` +
      'Answer in your own words, by speaking or typing, and take the time you need.',
  };
  return [greeting, questionTurn(input.questions, 1)];
}

/**
 * What the interviewer says after the candidate's latest answer: the follow-up probe when the engine gave one for
 * a first answer, else the next planned question, or the closing words after the last one.
 */
export function turnsAfterAnswer(input: {
  fullName: string | null;
  questions: PlannedQuestion[];
  turns: SaidTurn[];
  probe: string | null;
}): { turns: InterviewerTurn[]; isFinished: boolean } {
  const asked = [...input.turns].reverse().find((turn) => turn.role === 'agent');
  const questionNumber = asked?.questionNumber ?? 0;
  if (asked?.kind === 'question' && input.probe) {
    return { turns: [{ kind: 'probe', questionNumber, message: input.probe }], isFinished: false };
  }
  if (questionNumber < input.questions.length) {
    return { turns: [questionTurn(input.questions, questionNumber + 1)], isFinished: false };
  }
  const name = firstNameOf(input.fullName);
  const closing: InterviewerTurn = {
    kind: 'closing',
    questionNumber: null,
    message:
      `Thank you${name ? `, ${name}` : ''}. That was the last question. Your answers are saved, and the hiring ` +
      'team will review them and get back to you.',
  };
  return { turns: [closing], isFinished: true };
}

function questionTurn(questions: PlannedQuestion[], questionNumber: number): InterviewerTurn {
  return { kind: 'question', questionNumber, message: questions[questionNumber - 1]!.question };
}
