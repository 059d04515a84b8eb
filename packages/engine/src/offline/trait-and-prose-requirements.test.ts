import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

async function questionsOf(lines: string[]): Promise<string[]> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position: 'Garden Coordinator',
    company: 'Lumen Commons',
  });
  return jobSpecsQuestions;
}

const DUTIES = [
  '## Responsibilities',
  '- Plan the seasonal planting calendar with volunteers',
  '- Keep the tool shed stocked and the seed bank in order',
];

const questionOn = (questions: string[], words: RegExp): string => questions.find((q) => words.test(q)) ?? '';

describe("traits under an 'about you' heading, asked as traits (round 16 kind)", () => {
  it('asks for the person who has them, never as something done in a previous role', async () => {
    const questions = await questionsOf([
      '# Garden Coordinator',
      ...DUTIES,
      '## A few things about you',
      '- Patient, cheerful, and punctual',
      '- Keen community organiser',
      '- Delighted by seeds, soil, and compost',
      '- Thrilled to teach children about growing food',
    ]);
    const traits = questions.filter((question) => /punctual|organiser|seeds|children/.test(question));
    expect(traits).toHaveLength(4);
    expect(traits.join('\n')).not.toMatch(/previous role|lists this responsibility/);
    expect(questionOn(questions, /punctual/)).toMatch(
      /^The posting describes the person it wants as "Patient, cheerful, and punctual"\./,
    );
    expect(questionOn(questions, /organiser/)).toMatch(/^The role asks for a keen community organiser\./);
    expect(questionOn(questions, /Delighted|delighted/)).toMatch(
      /^The role asks for someone delighted by seeds/,
    );
    expect(questionOn(questions, /Thrilled|thrilled/)).toMatch(
      /^The role asks for someone thrilled to teach/,
    );
  });

  it('does not take a count of years for a person', async () => {
    const questions = await questionsOf([
      '# Garden Coordinator',
      ...DUTIES,
      '## Requirements',
      '- Several years of professional experience in community work',
    ]);
    expect(questions.join('\n')).not.toMatch(/a several years/);
  });
});

describe("a posting's prose sentences, worded after 'The role asks for' (round 16 kind)", () => {
  it('rewrites the sentence opening instead of pasting it', async () => {
    const questions = await questionsOf([
      '# Garden Coordinator',
      ...DUTIES,
      '## Requirements',
      '- This person must be able to explain soil science to young volunteers.',
      '- The ability to speak to local councils is essential.',
      '- This person is also responsible for additional writing related to grant reports and newsletters.',
      '- Experience with seed libraries and/or a love of heirloom plants are added pluses for any candidate.',
    ]);
    const text = questions.join('\n');
    expect(text).not.toMatch(/asks for (?:this person|The ability)|added pluses/);
    expect(text).toMatch(/The role requires you to explain soil science/);
    expect(text).toMatch(/The role asks for the ability to speak to local councils/);
    expect(text).toMatch(/A nice-to-have for this role is experience with seed libraries/);
  });
});

describe('a standard named by its short form, asked as a practice (round 16 kind)', () => {
  it("never asks 'what did you build' with a standard", async () => {
    const questions = await questionsOf([
      '# Garden Coordinator',
      ...DUTIES,
      '## Requirements',
      '- Strong understanding of Generally Accepted Accounting Principles (GAAP)',
    ]);
    const standard = questionOn(questions, /GAAP/);
    expect(standard).not.toMatch(/what did you build/);
    expect(standard).toMatch(/GAAP/);
  });

  it('never asks a law or regulation named without its long form as a tool built with (round 25 kind)', async () => {
    const questions = await questionsOf([
      '# Garden Coordinator',
      ...DUTIES,
      '## Requirements',
      '- Working knowledge of privacy rules, including HIPAA, for volunteer records',
    ]);
    const law = questionOn(questions, /HIPAA/);
    expect(law).not.toMatch(/what did you build|something you built|technical decision/);
  });
});

describe("a 'You are' list of traits over a board's field rows (round 25 kind)", () => {
  it('asks the traits as requirements, and the rows under them as terms, never as requirements', async () => {
    const { jobSpecsQuestions, jobSpecWorkRequirements } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Kitchen Porter',
        'Join the busy kitchen of a harbour restaurant.',
        '## You are',
        'Ready to lift heavy crates of vegetables',
        'Calm during a crowded dinner service',
        'Arbejdssted · Havnekøkkenet ApS, Aarhus C',
        'Arbejdstid · Fuldtid',
        'Antal stillinger 3',
        'Ansøgningsfrist 2031-05-01',
      ].join('\n\n'),
      position: 'Kitchen Porter',
      company: 'Havnekøkkenet',
    });
    const questions = jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/The role asks for someone ready to lift heavy crates of vegetables\./);
    expect(questions).toMatch(/The role asks for [^.]*calm during a crowded dinner service\./);
    expect(questions).not.toMatch(
      /Arbejdssted|Havnekøkkenet ApS|Arbejdstid|Antal stillinger|Ansøgningsfrist/i,
    );
    expect(jobSpecWorkRequirements.map(({ question }) => question).join('\n')).toContain('"Fuldtid"');
  });
});
