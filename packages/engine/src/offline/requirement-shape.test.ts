import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { requirementShape } from './requirement-shape.ts';

const questionsFor = async (lines: string[]): Promise<string> =>
  (await createOfflineEngine().generateJob({ jobSpecMarkdown: lines.join('\n') })).jobSpecsQuestions.join(
    '\n',
  );

describe('requirementShape', () => {
  it('tells a noun phrase from a verb phrase, a hedged one and a sentence', () => {
    expect(requirementShape('Experience with warehouse scanners')).toBe('noun');
    expect(requirementShape('Track record of closing enterprise deals')).toBe('noun');
    expect(requirementShape('Work experience in a bakery')).toBe('noun');
    expect(requirementShape('Highly organized and punctual')).toBe('noun');
    expect(requirementShape('IT support experience')).toBe('noun');
    expect(requirementShape('Answer and route incoming visitor questions')).toBe('verb');
    expect(requirementShape('Successfully finish the onboarding course on food hygiene')).toBe('verb');
    expect(requirementShape('Have three years of experience in retail')).toBe('verb');
    expect(requirementShape('Are comfortable on ladders')).toBe('verb');
    expect(requirementShape('Probably have a background in logistics')).toBe('hedged verb');
    expect(requirementShape('Since the team spans four countries, patience is needed')).toBe('sentence');
    expect(requirementShape('Whichever shift you take, punctuality matters')).toBe('sentence');
    expect(requirementShape('It helps if you speak some Polish')).toBe('sentence');
    expect(requirementShape('In return, we give you a bike lease')).toBe('sentence');
  });
});

describe('a verb line whose object is a name or an acronym (round 28 kind)', () => {
  it("reads 'Represent ACME at …' as a verb phrase, 'Strong SQL skills' still as a noun phrase", () => {
    expect(requirementShape('Represent ACME at regional board meetings (4 trips per year).')).toBe('verb');
    expect(requirementShape('Represent Brightwater at trade fairs')).toBe('verb');
    expect(requirementShape('Strong SQL skills')).toBe('noun');
    expect(requirementShape('Fluent German')).toBe('noun');
    expect(requirementShape('Previous SAP experience')).toBe('noun');
  });
});

describe('requirement questions follow the line’s grammar', () => {
  it("asks a bare verb phrase as something to do, not after 'asks for'", async () => {
    const text = await questionsFor([
      '# Warehouse Associate',
      '## Requirements',
      'Answer and route incoming visitor questions in a polite manner.',
      'Successfully finish the onboarding course on food hygiene and forklift certification.',
    ]);
    expect(text).toMatch(
      /The role asks you to answer and route incoming visitor questions in a polite manner\./,
    );
    expect(text).toMatch(/The role asks you to successfully finish the onboarding course/);
    expect(text).not.toMatch(/asks for (?:answer|successfully)/);
  });

  it('quotes a sentence led by a clause, a connector or a subject whole', async () => {
    const text = await questionsFor([
      '# Night Porter',
      '## Requirements',
      'Since guests arrive at all hours, the role calls for patience and a calm manner.',
      'Whatever your background, you will need to explain our house rules clearly to guests.',
      'It is also essential that you can stay alert through the night.',
      'You have a steady temperament, speak and write Swedish and German well.',
    ]);
    expect(text).toMatch(/states: "Since guests arrive at all hours, the role calls for patience/);
    expect(text).toMatch(/states: "Whatever your background, you will need to explain our house rules/);
    expect(text).toMatch(/states: "It is also essential that you can stay alert through the night"/);
    expect(text).toMatch(/states: "You have a steady temperament, speak and write Swedish and German well"/);
    expect(text).not.toMatch(/asks for (?:a )?(?:since|whatever|it is|steady temperament, speak)/i);
  });

  it("reads the items of a list led by 'you' as the person's own sentences", async () => {
    const text = await questionsFor([
      '# Shop Supervisor',
      '### Retail know-how and strong people skills',
      'Perhaps you have run a shop floor before, or led a team of cashiers.',
      '## Furthermore you',
      'Have three years of experience running a till team',
      'Know your way around stock-taking software',
      'Probably have a background in fashion retail',
    ]);
    expect(text).toMatch(/The role asks for three years of experience running a till team\./);
    expect(text).toMatch(/states: "You know your way around stock-taking software"/);
    expect(text).toMatch(/states: "You probably have a background in fashion retail"/);
    expect(text).not.toMatch(/asks for (?:have|know|probably)/);
    const underLeadLine = await questionsFor([
      '# Shop Supervisor',
      '## Requirements',
      'You:',
      'Know your way around stock-taking software',
    ]);
    expect(underLeadLine).toMatch(/states: "You know your way around stock-taking software"/);
  });

  it("asks 'You will need …' as a requirement, never as a duty 'to need'", async () => {
    const text = await questionsFor([
      '# Gallery Host',
      '## Qualifications',
      'You will need a keen eye for detail and the patience to explain artworks to visitors.',
    ]);
    expect(text).toMatch(/states: "You will need a keen eye for detail/);
    expect(text).not.toMatch(/is to need|requires you to need/);
  });

  it('asks no highest qualification of a language advantage or training to complete', async () => {
    const text = await questionsFor([
      '# Tour Desk Clerk',
      '## Requirements',
      'It would be an advantage if you master a third language.',
      'Complete all mandatory first-aid training and certification within your first month.',
    ]);
    expect(text).toMatch(/if you master a third language/);
    expect(text).toMatch(/first-aid training/);
    expect(text).not.toMatch(/highest relevant qualification/);
  });
});
