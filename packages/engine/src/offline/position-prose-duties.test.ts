import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

async function questionsOf(lines: string[]): Promise<string[]> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position: 'Museum Host',
    company: 'Harbour Museum',
  });
  return jobSpecsQuestions;
}

// A posting whose only list is its requirements, so the duties are told in prose under a position heading.
const posting = (positionParagraph: string): string[] => [
  '# Museum Host',
  '## About the museum',
  'Harbour Museum welcomes 200,000 visitors a year to its collection of ships and maritime art.',
  '## The position',
  positionParagraph,
  '## Qualifications',
  '- You have worked in a front-of-house role before and enjoy meeting people.',
  '- You speak English and Dutch fluently.',
  '- You are calm when the galleries are busy.',
];

describe('duties told in prose under a position heading (round 27 kind)', () => {
  it("asks 'Your primary tasks will include …' as a duty", async () => {
    const questions = await questionsOf(
      posting(
        'You will be part of a team of nine hosts across both buildings of the museum. Your primary tasks will include greeting school groups, running the ticket desk, and guiding evening tours. We have two open positions.',
      ),
    );
    expect(questions.join('\n')).toMatch(
      /greeting school groups, running the ticket desk, and guiding evening tours/i,
    );
    expect(questions.join('\n')).not.toMatch(/part of a team of nine hosts/);
  });

  it("asks 'Your main responsibilities will be …' as a duty", async () => {
    const questions = await questionsOf(
      posting(
        'You will report to the head of visitor services at the museum. Your main responsibilities will be opening the galleries each morning and keeping the visitor log up to date.',
      ),
    );
    expect(questions.join('\n')).toMatch(/opening the galleries each morning and keeping the visitor log/i);
  });
  it('leaves the overview to a posting that lists its duties', async () => {
    const questions = await questionsOf([
      '# Museum Host',
      '## The position',
      'You will welcome visitors at the main entrance. Your primary tasks will include selling memberships, answering the phone and keeping the shop stocked.',
      '## Responsibilities',
      '- Open and close the galleries',
      '- Keep the visitor log up to date',
      '- Guide school groups through the ship hall',
      '## Qualifications',
      '- Experience in a front-of-house role',
    ]);
    expect(questions.join('\n')).not.toMatch(/selling memberships/i);
  });
});
