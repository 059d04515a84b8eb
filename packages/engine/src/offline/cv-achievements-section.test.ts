import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { readCvProfile } from './cv-profile.ts';

// Made-up CVs whose achievements stand in a section of their own, apart from the jobs, told in problem, action and
// result.
const TOLD_APART = `# Dana Whitfield

## Key Achievements

### Invoice Matching Overhaul

Problem: A two-week backlog of supplier invoices matched by hand every month end

Action: Designed and rolled out automated matching rules with the finance team

Result: Cleared the backlog and cut month-end close from 9 days to 5

### Warehouse Returns

Situation: Returns at Northgate Supplies sat unprocessed for weeks Action: Set up a daily triage rota Result: Refunds went out within 48 hours

## Work Experience

## Finance Analyst · Brightwell Foods · Mar 2019 – Present

- Prepared monthly variance reports for the leadership team.
- Maintained the supplier master data.

## Operations Assistant · Northgate Supplies · Jan 2016 – Feb 2019

- Processed customer returns and refunds.
- Answered supplier queries by phone and email.

## Education

BSc Accounting, University of Leeds, 2015
`;

describe('a CV-level achievements section', () => {
  it('reads each told achievement, with its employer only where its words name one', () => {
    const { achievements } = readCvProfile(TOLD_APART);
    expect(achievements).toEqual([
      {
        name: 'Invoice Matching Overhaul',
        situation: {
          word: 'problem',
          text: 'A two-week backlog of supplier invoices matched by hand every month end',
        },
        action: 'Designed and rolled out automated matching rules with the finance team',
        result: 'Cleared the backlog and cut month-end close from 9 days to 5',
        at: null,
      },
      {
        name: 'Warehouse Returns',
        situation: { word: 'situation', text: 'Returns at Northgate Supplies sat unprocessed for weeks' },
        action: 'Set up a daily triage rota',
        result: 'Refunds went out within 48 hours',
        at: 'Northgate Supplies',
      },
    ]);
  });

  it('asks about the first by its result and answers with its problem, action and result', () => {
    const pairs = generateCvQa({ cvMarkdown: TOLD_APART }).qa_pairs;
    const asked = pairs.filter((pair) => pair.question.includes('Among your achievements'));
    expect(asked).toEqual([
      {
        question:
          'Among your achievements your CV lists Invoice Matching Overhaul, where you cleared the backlog and cut month-end close from 9 days to 5. Tell me more about that result and your part in it.',
        answer:
          'The problem was a two-week backlog of supplier invoices matched by hand every month end. I designed and rolled out automated matching rules with the finance team. As a result, I cleared the backlog and cut month-end close from 9 days to 5.',
      },
    ]);
  });

  it('reads no achievement from a list with no result stated', () => {
    const listed = TOLD_APART.replace(
      /## Key Achievements[\s\S]*?(?=## Work Experience)/,
      '## Career Highlights\n\n- Employee of the month, 2018\n- Member of the audit committee\n\n',
    );
    expect(readCvProfile(listed).achievements).toEqual([]);
  });
});
