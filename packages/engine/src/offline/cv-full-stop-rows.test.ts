import { describe, expect, it } from 'vitest';
import { fullStopRowOf } from './cv-full-stop-rows.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

const CV = [
  '## Dana Reyes',
  'dana@example.org',
  '## Education',
  'M.F.A., Painting. Northgate College of Art. 2009.',
  'B.A., History. Lakeview University. 2005.',
  '## Faculty Appointments',
  'Lakeview University. Studio Arts MA Program. Program Director. 2019 - Present.',
  'Lakeview University. Studio Arts BA Program. Lecturer. 2012 - 2019.',
  '## Non-Academic Professional Experience',
  'Brightside Media Inc. Producer, Host, Editor. 2010 - 2012.',
  'Harbor Prints. Gallery Assistant. 2008.',
  '## Teaching & Research Interests',
  'Printmaking',
  'Public Art',
].join('\n');

describe("one-line rows 'Employer. Title. Dates.' under appointment headings (issue 13, round 17)", () => {
  it('reads the employer first, the title last and the dates, whatever field lies between', () => {
    expect(fullStopRowOf('Acme Works Ltd. Unit Nine. Lead Welder. 2014 - 2016.')).toEqual({
      title: 'Lead Welder',
      organisation: 'Acme Works Ltd.',
      start: '2014',
      end: '2016',
    });
    expect(fullStopRowOf('Led the team. Grew sales in 2019.')).toBeNull();
    expect(fullStopRowOf('Lakeview University. B.A. 2005.')).toBeNull();
  });

  it("reads 'appointments' and non-academic experience headings as jobs, a programme directed as no degree", () => {
    const profile = readCvProfile(CV);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.end])).toEqual([
      ['Program Director', 'Lakeview University', '2019', 'present'],
      ['Lecturer', 'Lakeview University', '2012', '2019'],
      ['Producer', 'Brightside Media Inc.', '2010', '2012'],
      ['Gallery Assistant', 'Harbor Prints', '2008', '2008'],
    ]);
    expect(profile.roles.at(-1)?.details).toEqual([]);
    expect(profile.education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['M.F.A.', 'Northgate College of Art', '2009'],
      ['B.A.', 'Lakeview University', '2005'],
    ]);
  });

  it('does not call such a CV undated', () => {
    const qa = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01T00:00:00Z') });
    const admin = qa.qa_admin_pairs.map((pair) => pair.question).join('\n');
    expect(admin).not.toMatch(/does not give dated employment/);
    expect(admin).toMatch(/Program Director at Lakeview University since 2019/);
  });
});

describe("a Portuguese 'Experiência de trabalho' section of upper-case title and employer lines (issue 13, round 17)", () => {
  it('reads its posts, a business of her own dated, so the CV is not called undated', () => {
    const cv = [
      '## Ana Lima',
      '## Experiência de Trabalho',
      '## PRECEPTORA CLÍNICA',
      '## INSTITUTO SANTA LUZIA',
      'Responsabilidade: Acompanhar residentes nas consultas do ambulatório da clínica escola.',
      '## PROPRIETÁRIA DA DOCEMEL',
      'DOCEMEL, Doces finos',
      '2016-2019',
      '## Habilidades',
      'Espanhol',
    ].join('\n');
    const profile = readCvProfile(cv);
    expect(profile.roles.map((role) => [role.organisation, role.start])).toEqual([
      ['Instituto Santa Luzia', null],
      ['DOCEMEL', '2016'],
    ]);
    const qa = generateCvQa({ cvMarkdown: cv, readOn: new Date('2026-09-01T00:00:00Z') });
    expect(qa.qa_admin_pairs.map((pair) => pair.question).join('\n')).not.toMatch(
      /does not give dated employment/,
    );
  });
});
