import { describe, expect, it } from 'vitest';
import { educationEntriesAsDegrees, initialsAsSkills, wordsBrokenByHyphen } from './cv-fact-checks.ts';
import { heldDegreesUnderWay } from './cv-degree-checks.ts';
import { layoutArtefacts } from './layout-artefacts.ts';

describe('CV facts the CV does not state (issue 13, round 9)', () => {
  it('flags a thesis, a project, a status line or a graduation sentence told as a degree', () => {
    expect(
      educationEntriesAsDegrees(
        'I hold a Graduated as M.Sc. Marine Biology, a Master Thesis: Tide pools and a Master Project - Reefs.',
      ),
    ).toHaveLength(3);
    expect(
      educationEntriesAsDegrees('Your CV lists a Status: PhD student (2016). Can you confirm it?'),
    ).toEqual(['Status: PhD student (2016)']);
    expect(
      educationEntriesAsDegrees(
        'I hold an MSc in Marine Biology (2018) and a BSc Project Management (2015).',
      ),
    ).toEqual([]);
    expect(educationEntriesAsDegrees('I hold these certifications: Harbour Safety Card.')).toEqual([]);
  });

  it('flags a scholarship or courses taught told as a degree held, and passes the degree beside them', () => {
    expect(
      educationEntriesAsDegrees(
        'I hold a Doctorado en Historia from Universidad Austral (2012) and a Beca de término de tesis from Fundación Sur (2011).',
      ),
    ).toEqual(['Beca de término de tesis from Fundación Sur (2011)']);
    expect(
      educationEntriesAsDegrees(
        'Your CV lists a Doctoral Scholarship from Northgate University (2015). Can you confirm it?',
      ),
    ).toEqual(['Doctoral Scholarship from Northgate University (2015)']);
    expect(
      educationEntriesAsDegrees(
        'I hold a Bachelor Degree Courses in Civil Engineering from Lakeside University (2019).',
      ),
    ).toEqual(['Bachelor Degree Courses in Civil Engineering from Lakeside University (2019)']);
    expect(
      educationEntriesAsDegrees(
        'I hold a Bachelor of Science in Civil Engineering from Lakeside University (2019).',
      ),
    ).toEqual([]);
  });

  it("flags a one-letter skill the CV has only as an author's initial", () => {
    const cv = 'Wrote pipelines in Python.\nK. Doe, R. Roe. Tide pools. Journal of Shores, 2022';
    expect(initialsAsSkills('The ones I know best are R, Python and SQL.', cv)).toEqual(['R']);
    expect(
      initialsAsSkills('The ones I know best are R, Python and SQL.', `${cv}\nSkills: R, Python`),
    ).toEqual([]);
    expect(initialsAsSkills('I built it in Python.', cv)).toEqual([]);
    expect(initialsAsSkills('Las que mejor conozco son Python y R.', cv)).toEqual(['R']);
    expect(
      initialsAsSkills('The ones I know best are R and Python.', 'Roe,R., Doe,K. (2016). Tide pools.'),
    ).toEqual(['R']);
    expect(
      initialsAsSkills('The ones I know best are R and Python.', 'I used Python and R. Assisted the team.'),
    ).toEqual([]);
    expect(
      initialsAsSkills('I hold a JD from Benjamin N. Cardozo School of Law.', 'Benjamin N. Cardozo, 2007'),
    ).toEqual([]);
  });

  it('flags words broken by a hyphen, with or without a known ending', () => {
    const cv = 'Skills: Meteor, Node\nFullstack engineer, full stack apps';
    expect(wordsBrokenByHyphen('I built apps in Me-teor.', cv)).toEqual(['Me-teor']);
    expect(wordsBrokenByHyphen('I am a full-stack engineer.', cv)).toEqual([]);
    expect(layoutArtefacts('Scoring in Technol-ogy Based Assessment')).toContain('word broken by a hyphen');
    expect(layoutArtefacts('an experimen-tal study')).toContain('word broken by a hyphen');
  });

  it("flags a degree held whose entry says 'Status: ongoing'", () => {
    const cv = 'PhD in Oceanography, Harbour University\n2020\nStatus: ongoing';
    expect(heldDegreesUnderWay('I hold a PhD in Oceanography (2020).', cv)).toEqual([
      'PhD in Oceanography (2020)',
    ]);
    expect(heldDegreesUnderWay('I hold a PhD in Oceanography (2020).', 'PhD in Oceanography\n2020')).toEqual(
      [],
    );
  });
});

describe('courses told as degrees and a degree under way asked when it was completed (issue 13, round 33)', () => {
  it("flags a course or training ('Course', Hebrew 'קורס') told as a degree, not a degree", () => {
    expect(
      educationEntriesAsDegrees(
        'I hold a Course in Group Travel Sales and a BA in Tourism Management (2010).',
      ),
    ).toEqual(['Course in Group Travel Sales']);
    expect(educationEntriesAsDegrees('I hold a Sabre Reservations Course (2006).')).toEqual([
      'Sabre Reservations Course (2006)',
    ]);
    expect(educationEntriesAsDegrees('Your CV lists a קורס הזמנות טיסה (2003). Can you confirm it?')).toEqual(
      ['קורס הזמנות טיסה (2003)'],
    );
    expect(educationEntriesAsDegrees('I hold a BSc in Course Design Engineering (2012).')).toEqual([]);
  });

  it("reads a degree marked '(Ongoing)' or '(In progress)' beside its years as under way", () => {
    const cv = [
      'Education',
      '2021–2023 Master of Science, Marine Ecology (Ongoing). Coastline University.',
      '2016–2019 Bachelor of Science, Biology. Coastline University.',
    ].join('\n');
    expect(
      heldDegreesUnderWay('I hold a Master of Science from Marine Ecology (Ongoing) (2023).', cv),
    ).toEqual(['Master of Science from Marine Ecology (Ongoing) (2023)']);
    expect(heldDegreesUnderWay('I hold a Bachelor of Science from Biology (2019).', cv)).toEqual([]);
  });
});
