import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { isAboutThePostOrEmployer } from './post-statements.ts';
import { isSiteFurniture } from './unaskable-lines.ts';

async function questionsOf(lines: string[]): Promise<string> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position: 'Garden Coordinator',
    company: 'Lumen Commons',
  });
  return jobSpecsQuestions.join('\n');
}

const DUTIES = [
  '## Responsibilities',
  '- Plan the seasonal planting calendar with volunteers',
  '- Keep the tool shed stocked and the seed bank in order',
  '- Run weekly workshops on composting for neighbours',
];

describe('sentences about the post or the employer, never asked as requirements (round 16 kind)', () => {
  it('tells a reporting line, the employer describing itself and an offer apart from a requirement', () => {
    expect(
      isAboutThePostOrEmployer('This position reports to our Treasurer and works with the Board.', null),
    ).toBe(true);
    expect(
      isAboutThePostOrEmployer('This part-time position will report directly to the Garden Director.', null),
    ).toBe(true);
    expect(
      isAboutThePostOrEmployer(
        "Lumen Commons's volunteers are kind, curious, and generous.",
        'Lumen Commons',
      ),
    ).toBe(true);
    expect(
      isAboutThePostOrEmployer('Lumen Commons consists of four gardens run by volunteers.', 'Lumen Commons'),
    ).toBe(true);
    expect(isAboutThePostOrEmployer('Our staff is small and close-knit.', null)).toBe(true);
    expect(
      isAboutThePostOrEmployer(
        'Lumen Commons é uma associação que cuida de hortas urbanas.',
        'Lumen Commons',
      ),
    ).toBe(true);
    expect(
      isAboutThePostOrEmployer('Lumen Commons ist ein Verein für Gemeinschaftsgärten.', 'Lumen Commons'),
    ).toBe(true);
    expect(isAboutThePostOrEmployer('Housing assistance is available.', null)).toBe(true);
    expect(isAboutThePostOrEmployer('This is a new, hands-on position for a skilled gardener.', null)).toBe(
      true,
    );
    expect(isAboutThePostOrEmployer('The application deadline is Friday 3 May.', null)).toBe(true);
    // Work and requirements stay.
    expect(isAboutThePostOrEmployer('Prepare reports to funders on each grant', null)).toBe(false);
    expect(isAboutThePostOrEmployer('Deadlines is something you handle calmly.', null)).toBe(false);
    expect(isAboutThePostOrEmployer('Candidate is available on weekends.', null)).toBe(false);
    expect(isAboutThePostOrEmployer('Our team is small, so you will wear many hats.', null)).toBe(false);
  });

  it('asks none of them among the requirements', async () => {
    const text = await questionsOf([
      '# Garden Coordinator',
      ...DUTIES,
      '## Requirements',
      '- Two years of experience running volunteer programmes',
      '- Lumen Commons consists of four gardens run by volunteers.',
      "- Lumen Commons's volunteers are kind, curious, and generous.",
      '- This part-time position will report directly to the Garden Director.',
      '- Housing assistance is available.',
      '- This is a new, hands-on position for a skilled gardener.',
      "- Tell us why you think you're the right person for this job.",
      '- No phone calls please!',
    ]);
    expect(text).not.toMatch(
      /four gardens|kind, curious|report directly|Housing assistance|hands-on position|right person|phone calls/,
    );
    expect(text).toMatch(/volunteer programmes/);
  });
});

describe("a website's side box or menu printed with the post (round 16 kind)", () => {
  it('recognises a call to donate or subscribe and a line of menu words', () => {
    expect(isSiteFurniture('Our gardens are kept by people like you. Donate today!')).toBe(true);
    expect(isSiteFurniture('Lumen Commons is supported by readers like you. Subscribe now!')).toBe(true);
    expect(isSiteFurniture('Home About Blog Jobs Contact')).toBe(true);
    expect(isSiteFurniture('Watch the film. Follow us on LinkedIn. Like us on Facebook.')).toBe(true);
    expect(isSiteFurniture('Trademark and copyright notices can be found in our FAQ.')).toBe(true);
    expect(isSiteFurniture('Knowledge of copyright law and licensing')).toBe(false);
    expect(isSiteFurniture('Write the blog and the newsletter about our events')).toBe(false);
  });

  it('never asks the side box among the requirements', async () => {
    const text = await questionsOf([
      '# Garden Coordinator',
      ...DUTIES,
      '## Requirements',
      '- Two years of experience running volunteer programmes',
      '### Garden Tip',
      'Lumen Commons is grown for and supported by people like you. Donate today!',
      '- Home About Blog Jobs Contact',
      '- Trademark and copyright notices can be found in our FAQ.',
    ]);
    expect(text).not.toMatch(/Donate|Home About|notices/);
  });
});

describe('the employer by name at work after an opening clause (round 27 kind)', () => {
  it('is told of the employer, never asked', () => {
    expect(
      isAboutThePostOrEmployer(
        'Pursuing a bold expansion plan, Northwind designs and sells hearing aids for people with hearing loss',
        'Northwind',
      ),
    ).toBe(true);
    expect(
      isAboutThePostOrEmployer(
        'Employing about 4.000 people in more than 30 countries, we are a leading maker of hearing aids',
        null,
      ),
    ).toBe(true);
    expect(
      isAboutThePostOrEmployer('Working closely with Northwind, you lead our partner training', 'Northwind'),
    ).toBe(false);
    expect(
      isAboutThePostOrEmployer('Pursuing a bold expansion plan, Northwind designs hearing aids', null),
    ).toBe(false);
  });
});
