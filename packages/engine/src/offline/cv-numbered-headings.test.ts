import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';

describe('roman-numbered section headings (issue 13, round 16)', () => {
  it('reads a numbered heading as its kind, and an unknown one as a section of its own', () => {
    expect(headingKind('I) EDUCATION')).toBe('education');
    expect(headingKind('## IV. Refereed Publications')).toBe('publications');
    expect(headingKind('VI) FIELD AND LAB EXPERIENCE')).toBe('other');
    expect(headingKind('VII) SERVICE TO THE PROFESSION')).toBe('other');
    expect(headingKind('II) Worked in 2019 on the survey.')).toBeNull();
  });

  it('reads a jobs section that comes after numbered sections of papers and talks', () => {
    const profile = readCvProfile(
      [
        '## Robin Vale',
        'Soil Ecologist',
        '## I) EDUCATION',
        '2010-2015 Ph.D, Ecology, University of Westmark',
        '2006-2010 B.Sc (Honours), Botany, Eastfield College',
        '## II) PEER-REVIEWED PUBLICATIONS',
        '1. Vale, R. 2016. Roots in dry soil. Soil Letters, 3:1-9.',
        '## III) WORK EXPERIENCE',
        '2016-2020 Field technician, Westmark Soil Survey, Westmark',
        'Sampled soil cores across the region and logged them in the survey database.',
        '## IV) CONFERENCE TALKS',
        '2018 Roots in dry soil. Soil Meeting. Westmark.',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => [role.title, role.start])).toEqual([['Field technician', '2016']]);
    expect(profile.education.map((entry) => entry.degree)).toEqual(['Ph.D', 'B.Sc']);
  });
});

describe('grant, fellowship and funding headings (issue 13, round 16)', () => {
  it('reads a funding heading as a section of its own, alone or joined with awards', () => {
    expect(headingKind('Competitive Research Funding')).toBe('other');
    expect(headingKind('GRANTS AND FELLOWSHIPS')).toBe('other');
    expect(headingKind('Fellowships, Awards and Scholarships')).toBe('other');
    expect(headingKind('Research Fellow')).toBeNull();
  });

  it('asks no grant row as a job', () => {
    const profile = readCvProfile(
      [
        '## Sam Reyes',
        '## Research Experience',
        '2019 – present Postdoctoral Researcher',
        'Westmark University, Westmark, WA',
        '## External Research Funding',
        '2020-2023 Westmark Science Foundation Grant, 12-345, Roots in dry soil. (Role: Co-Investigator)',
        '2017-2019 Eastfield Graduate Fellowship ($20,000)',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => role.title)).toEqual(['Postdoctoral Researcher']);
  });
});

describe('arabic-numbered section headings (issue 13, round 18)', () => {
  it('reads a numbered line opening on a section noun as a heading, and a numbered duty as none', () => {
    expect(headingKind('1. Experiencia Laboral')).toBe('experience');
    expect(headingKind('3. Antecedentes Académicos y formativos')).toBe('education');
    expect(headingKind('8. Referencias Laborales')).toBe('other');
    expect(headingKind('2) Work Experience')).toBe('experience');
    expect(headingKind('1. Led a team of five drivers')).toBeNull();
  });

  it('never takes a personal-data label or the next numbered heading for an employer', () => {
    const profile = readCvProfile(
      [
        '### Ana Ruiz Vega',
        'Documento : · 12.345.678-9',
        'Estado Civil : · Casada',
        '1. Experiencia Laboral',
        '### Analista de Datos',
        'Instituto Regional de Estadística, Temuco.',
        'Abr. 2020 – a la fecha',
        '2. Experiencia Docente',
        '### Ayudante de Cátedra',
        'Universidad del Sur, Temuco.',
        'Mar. 2018 – Dic. 2019',
        '3. Antecedentes Académicos',
        'Magíster en Estadística,',
        'Universidad del Sur.',
        'Mar. 2016 – Dic. 2017',
        '4. Referencias',
        'PhD. Luis Soto, Universidad del Sur',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([
      ['Analista de Datos', 'Instituto Regional de Estadística'],
      ['Ayudante de Cátedra', 'Universidad del Sur'],
    ]);
    expect(profile.education.map((entry) => entry.degree)).not.toContain('PhD.');
  });
});

describe("a Peruvian CV's 'FORMACIÓN EDUCATIVA' heading (issue 13, round 24)", () => {
  it('reads the studies under it, so a student in her ninth cycle is asked about her studies, not told she lists no degree', () => {
    expect(headingKind('II. FORMACIÓN EDUCATIVA')).toBe('education');
    const profile = readCvProfile(
      [
        '# Rosa Quispe Mamani',
        '## II. FORMACIÓN EDUCATIVA',
        'UNIVERSIDAD NACIONAL DE INGENIERÍA',
        'Ingeniería de Sistemas – VII ciclo',
        '## III. EXPERIENCIA LABORAL',
        'Andes Logística',
        'Rol: Asistente de Soporte',
      ].join('\n\n'),
    );
    expect(profile.headedSections.education).toBe(true);
    expect(profile.education.map((entry) => entry.institution)).toEqual([
      'Universidad Nacional de Ingeniería',
    ]);
  });
});
