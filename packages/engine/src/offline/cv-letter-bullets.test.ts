import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// moderncv: dates in the left margin, 'Title, Employer, Place' on the row, the bullet icon extracted as 'f'.
const cv = [
  '# Ada Quill',
  '# Employment',
  '2016 – 2021 Research Associate (Architect | Team Lead), University of Fenwick, Germany',
  'f Led a team of five to build a data platform for a research project that ran four years across eight partner companies and their sites [example.org/platform]. f Designed systems for ease of scaling, integration and maintenance across the partner companies. f Planned iterations and milestones and supervised the developers of the project with agile practices.',
  '2011 – 2015 Team Leader | Software Architect | R&D Engineer, Quillsoft, Cairo, Egypt',
  'f Led agile teams of two to four on two long-lived mobile products whose rankings and user base grew every year. f Researched and brought in new technologies.',
].join('\n');

describe("a moderncv CV whose bullets extract as 'f'", () => {
  it('reads each post with its title, employer, dates and bullets', () => {
    const roles = readCvProfile(cv).roles;
    expect(roles.map((role) => [role.title, role.organisation, role.start, role.end])).toEqual([
      ['Research Associate (Architect | Team Lead)', 'University of Fenwick', '2016', '2021'],
      ['Team Leader / Software Architect / R&D Engineer', 'Quillsoft', '2011', '2015'],
    ]);
    expect(roles[0]?.details).toHaveLength(3);
    expect(roles[1]?.details[1]).toBe('Researched and brought in new technologies.');
  });

  it("keeps an 'f' that is no bullet", () => {
    const details = readCvProfile(
      [
        '# Ada Quill',
        '# Employment',
        '2016 – 2021 Analyst, Fenwick Bank, Lisbon',
        '- Priced options with f and g curves.',
      ].join('\n'),
    ).roles[0]?.details;
    expect(details).toEqual(['Priced options with f and g curves.']);
  });
});
