import type { AnalysisQuestion, TimedWord } from '@viva/contracts';
import type { Fence } from '../fence.ts';
import { systemPrompt, type Prompt } from '../instructions.ts';
import { numberWords, rangeFromTimes } from './segments.ts';

function describeQuestion(question: AnalysisQuestion, index: number, words: TimedWord[]): string {
  const lines = [`${index + 1}. ${question.question}`];
  const range = rangeFromTimes(words, question);
  if (range) lines.push(`   Answer recorded as words ${range.first} to ${range.last}.`);
  if (range === null) lines.push('   Nothing was said while this question was shown.');
  if (question.suggested_answer) lines.push(`   Suggested answer: ${question.suggested_answer}`);
  return lines.join('\n');
}

export function buildAnalysisPrompt(
  input: { words: TimedWord[]; questions: AnalysisQuestion[] },
  fence: Fence,
): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: analyse a candidate’s recorded practice interview, given as numbered words, against its questions.',
        [
          'For every question, by its number:',
          '- first_word and last_word: the numbers of the first and last word of the candidate’s answer. Where',
          '  the question says which words were recorded for it, use exactly those. Null when it was not answered.',
          '- suggested_answer: the suggested answer given with the question, or else a good answer of 2 to 4',
          '  sentences in the first person.',
          '- answer_match_score from 0 to 1: how much of the substance of the suggested answer the answer covers.',
          '- sentiment_score from -1 to 1: the tone of the answer (confident and positive high, negative low).',
        ].join('\n'),
      ],
      fence,
    ),
    prompt: [
      'Analyse this recording.',
      fence.wrap(
        'QUESTIONS',
        input.questions.map((question, index) => describeQuestion(question, index, input.words)).join('\n'),
      ),
      fence.wrap('RECORDED WORDS', numberWords(input.words)),
    ].join('\n\n'),
  };
}
