import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

// Made-up postings of round 26's kinds: requirement rows labelled with the team they are for, technologies named by
// a verb ('React') or opening on a dot ('.Net'), and the verb itself in a duty.
const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

const POSTING = [
  '# Software Engineering Intern',
  '## Responsibilities',
  'Build internal tools with the platform team',
  'Stay calm and ready to react quickly to shifting priorities',
  '## Requirements',
  'Mobile Apps – Experience and knowledge in client - side React.Js, Swift, Kotlin, GraphQL',
  'Warehouse Systems – Experience in C#, HTML5, .Net, Redis, RabbitMQ, Docker',
].join('\n');

describe('a requirement row labelled with its team (issue 13, round 26 kind)', () => {
  it('names the team as written, quoted, and asks the row after it', async () => {
    const questions = (await generate(POSTING)).jobSpecsQuestions.join('\n');
    expect(questions).toContain('For "Mobile Apps", the role asks for experience and knowledge in client');
    expect(questions).not.toMatch(/asks for mobile Apps|asks for warehouse Systems/);
  });
});

describe('a technology named by a verb or opening on a dot ends no item (issue 13, round 26 kind)', () => {
  it("keeps 'React.Js' and '.Net' inside their rows", async () => {
    const questions = (await generate(POSTING)).jobSpecsQuestions.join('\n');
    expect(questions).toContain('client - side React.Js, Swift, Kotlin, GraphQL');
    expect(questions).toContain('C#, HTML5, .Net, Redis, RabbitMQ, Docker');
    expect(questions).not.toMatch(/asks for (?:react|net)\b/i);
  });
});

describe("the verb 'react' is no React (issue 13 pattern 1, round 26 kind)", () => {
  it('asks the duty that reacts quickly without naming the framework', async () => {
    const questions = (await generate(POSTING)).jobSpecsQuestions;
    const duty = questions.find((question) => question.includes('react quickly')) ?? '';
    expect(duty).not.toBe('');
    expect(duty).not.toContain('React');
  });
});
