import { describe, expect, it } from 'vitest';
import { careerPairs } from './cv-career-pairs.ts';
import { readCvProfile } from './cv-profile.ts';

// Made-up English CVs: which pairs of posts are moves, when other posts were held beside them.
const moves = (rows: string[]): string[] =>
  careerPairs(readCvProfile(['# Robin Hale', '## Experience', ...rows].join('\n'))).map(
    (pair) => pair.question,
  );

describe('moves between posts held beside other posts', () => {
  it('asks no move between two posts held inside a third, ended one (a student’s posts inside a doctorate)', () => {
    const questions = moves([
      '### Doctoral Researcher | Northfield University | 2011 - 2021',
      '### Visiting Scholar | 2019 - 2019',
      '### Research Assistant | Northfield University | 2011 - 2013',
    ]);
    expect(questions.some((question) => question.includes('from Research Assistant'))).toBe(false);
  });

  it('asks no move between rows of one title where one row names no employer', () => {
    const questions = moves([
      '### Ward Clerk | 2019 - 2020',
      '### Ward Clerk | Harbour Hospital | 2016 - 2018',
    ]);
    expect(questions.some((question) => question.includes('from Ward Clerk'))).toBe(false);
  });

  it('asks the moves a side post, a promotion or a short gig was held across', () => {
    const questions = moves([
      '### Head of Collections | Harbour Museum | Sep 2022 - Present',
      '### Senior Archivist | Westmark Library | Jul 2019 - Aug 2022',
      '### Lecturer in History (Secondary Appointment) | Westmark University | Jan 2017 - Mar 2024',
      '### Archivist | Westmark Library | Nov 2016 - Jun 2019',
      '### Founder | Hale Records Ltd | May 2009 - Jun 2021',
      '### Records Clerk | County Record Office | 2010 - 2016',
    ]);
    // The secondary appointment is held beside the library posts, not around them.
    expect(questions.some((question) => question.includes('from Senior Archivist'))).toBe(true);
    // A promotion at one employer is a move, whatever else (a firm of one's own) was held beside it.
    expect(
      questions.some((question) =>
        question.includes('from Archivist to Senior Archivist at Westmark Library'),
      ),
    ).toBe(true);
  });

  it('asks a move a short post begun late in the older post straddles', () => {
    const questions = moves([
      '### Course Leader | Westmark College | 2011 - Present',
      '### Video Editor | Brightline Media | 2010 - 2012',
      '### Film Editor | Harbour Pictures | 2004 - 2011',
    ]);
    expect(questions.some((question) => question.includes('from Film Editor at Harbour Pictures'))).toBe(
      true,
    );
  });
});
