import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { isUsableItem } from './job-lines.ts';
import { parseSections, sentencesIn } from './sections.ts';

const itemsOfKind = (lines: string[], kind: string): string[] =>
  parseSections(lines.join('\n'))
    .filter((section) => section.kind === kind)
    .flatMap((section) => section.items);

describe('a full stop inside a name (round 25 kind)', () => {
  it('never ends a sentence when a lower-case run and a capital meet with no space', () => {
    expect(
      sentencesIn('The team will host the portal on the uk.GRID servers, in order to serve three labs.'),
    ).toHaveLength(1);
    expect(sentencesIn('Maintain the services written in node.JS for the billing team.')).toHaveLength(1);
    expect(sentencesIn('Maintain the billing services. Write the reports for the team.')).toHaveLength(2);
  });
});

describe('lead-ins and reporting lines (round 25 kind)', () => {
  it('a duty lead-in whose colon was lost is no duty', () => {
    expect(isUsableItem('The tasks will involve')).toBe(false);
    expect(isUsableItem('Your key duties include')).toBe(false);
    expect(isUsableItem('Plan the tasks that the field crew will carry out each week')).toBe(true);
  });

  it('the post’s reporting line and the employer’s share of a joint project are no duties', () => {
    for (const line of [
      'This position reports directly to the Head of Finance, unless a project lead is named.',
      'Assigned tasks will typically come from the Head of Finance or the project leads.',
      'The partner from Lakeside College will be in charge of running the survey in four towns.',
      'Each project partner is responsible for one work package.',
    ])
      expect(isUsableItem(line), line).toBe(false);
    expect(isUsableItem('Report monthly figures to the Head of Finance and the board')).toBe(true);
  });
});

describe("sub-items run into their lead's paragraph after 'o' glyphs (round 25 kind)", () => {
  const lines = [
    '# Outreach Officer',
    '',
    '## Responsibilities',
    '',
    'Run the two library outreach schemes, including: o Keeping the volunteer rota up to date o Writing the termly newsletter o Booking school visits',
    '',
    'Other details: o This role reports to the Library Manager. o Duties may include some weekend events.',
  ];

  it('are items of their own, the glyph left out and the lead kept whole with its colon', () => {
    const items = itemsOfKind(lines, 'responsibilities');
    expect(items).toContain('Run the two library outreach schemes, including:');
    expect(items).toContain('Keeping the volunteer rota up to date');
    expect(items).toContain('Writing the termly newsletter');
    expect(items).toContain('Booking school visits');
    expect(items).toContain('Duties may include some weekend events.');
    expect(items.some((item) => /\bo [A-Z]|^o /.test(item))).toBe(false);
  });

  it('are asked, never the lead cut before its list, a run-in label or a reporting line', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: lines.join('\n'),
      position: 'Outreach Officer',
      company: 'Harbour Library',
    });
    const asked = jobSpecsQuestions.join('\n');
    expect(asked).toMatch(/volunteer rota/);
    expect(asked).not.toMatch(/schemes, including|Other details|reports to|\bo [A-Z]/);
  });

  it("leave a lone 'o' that is a word alone when no colon leads a list", () => {
    const items = itemsOfKind(
      ['## Requisitos', '', 'Manejo de Excel o Google Sheets a nivel avanzado'],
      'requirements',
    );
    expect(items).toContain('Manejo de Excel o Google Sheets a nivel avanzado');
  });
});
