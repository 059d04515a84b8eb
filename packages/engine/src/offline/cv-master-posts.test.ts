import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const rolesOf = (lines: string[]) =>
  readCvProfile(lines.join('\n')).roles.map((role) => [role.title, role.organisation, role.start]);

describe("posts named with 'master' (issue 13)", () => {
  it("reads 'Harbour Master, Employer' and 'Deputy Harbour Master at Employer' as posts at their employers", () => {
    expect(
      rolesOf([
        '## Ann Vale',
        '## Work Experience',
        'Harbour Master, Port of Eastmere',
        '2019 – present',
        '- Oversaw the berthing of forty vessels a week.',
        'Deputy Harbour Master at Westmere Marine Authority',
        '2014 – 2019',
        '- Ran the pilot roster.',
        '## Education',
        'Master of Science in Maritime Operations, Northgate University, 2012',
      ]),
    ).toEqual([
      ['Harbour Master', 'Port of Eastmere', '2019'],
      ['Deputy Harbour Master', 'Westmere Marine Authority', '2014'],
    ]);
  });

  it("reads 'Scrum Master', 'Master Scheduler', 'Quartermaster' and 'Webmaster' rows as posts", () => {
    expect(
      rolesOf([
        '## Bo Lin',
        '## Experience',
        'Scrum Master, Ardent Software Ltd',
        'Jan 2020 – Present',
        'Master Scheduler',
        'Halvern Aerospace, 2018 – 2020',
        'Quartermaster, Royal Fleet Auxiliary, 2010 – 2015',
        'Webmaster, Dalton Press, 2008 – 2010',
      ]),
    ).toEqual([
      ['Scrum Master', 'Ardent Software Ltd', 'Jan 2020'],
      ['Master Scheduler', 'Halvern Aerospace', '2018'],
      ['Quartermaster', 'Royal Fleet Auxiliary', '2010'],
      ['Webmaster', 'Dalton Press', '2008'],
    ]);
  });

  it("reads the German '-meister' and the French 'Maître d'hôtel' as posts", () => {
    expect(
      rolesOf([
        '## Di Kern',
        '## Experience',
        'Elektromeister, Hansen Elektro GmbH',
        '2016 – 2024',
        'Küchenmeister bei Hotel Adler',
        '2012 – 2016',
        "Maître d'hôtel, Hotel Rivage",
        '2008 – 2012',
      ]),
    ).toEqual([
      ['Elektromeister', 'Hansen Elektro GmbH', '2016'],
      ['Küchenmeister', 'Hotel Adler', '2012'],
      ["Maître d'hôtel", 'Hotel Rivage', '2008'],
    ]);
  });

  it("reads no degree under way from posts named with 'master', and still reads real master's degrees", () => {
    const profile = readCvProfile(
      [
        '## Ann Vale',
        '## Work Experience',
        'Harbour Master, Port of Eastmere, 2019 – present',
        '- Oversaw the berthing of forty vessels a week.',
        'Scrum Master',
        'Ardent Software Ltd, 2010 – 2014',
      ].join('\n'),
    );
    expect(profile.education).toEqual([]);
    expect(
      readCvProfile(
        [
          '## Ann Vale',
          '## Education',
          "Master's in Business Analytics, Eastfield University, 2011",
          'Master en Gestion Hôtelière, École de Lausanne, 2007',
        ].join('\n'),
      ).education.map((entry) => [entry.degree, entry.institution]),
    ).toEqual([
      ["Master's in Business Analytics", 'Eastfield University'],
      ['Master en Gestion Hôtelière', 'École de Lausanne'],
    ]);
  });
});
