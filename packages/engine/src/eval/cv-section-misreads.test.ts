import { describe, expect, it } from 'vitest';
import {
  hobbiesAsSchools,
  qualificationsAndHeadingsAsEmployers,
  sectionLinesMisread,
  studiesAsProjects,
} from './cv-section-misreads.ts';

describe('one section’s line told as another’s entry', () => {
  it('flags a school-leaving certificate, a certificate and a contact heading as employers', () => {
    expect(qualificationsAndHeadingsAsEmployers('Tell me about your time at Matura.')).toEqual([
      "a school-leaving certificate 'Matura' as an employer",
    ]);
    expect(
      qualificationsAndHeadingsAsEmployers('Hábleme de su experiencia en Catalogue Certificate Course 2020?'),
    ).toEqual(["a certificate 'Catalogue Certificate Course 2020' as an employer"]);
    expect(
      qualificationsAndHeadingsAsEmployers('Trabajé en Hablemos. Estudié en Universidad del Sur.'),
    ).toEqual(["a contact heading 'Hablemos' as an employer"]);
  });

  it('passes real employers', () => {
    expect(
      qualificationsAndHeadingsAsEmployers(
        'I worked at Contoso Foods from 2019 to 2021. Trabajé en Biblioteca Norte.',
      ),
    ).toEqual([]);
  });

  it('flags studies asked about as a project, not a real project', () => {
    expect(studiesAsProjects('Tell me about your project "Chemiestudium".')).toEqual([
      "studies 'Chemiestudium' as a project",
    ]);
    expect(studiesAsProjects('Tell me about your project "Tide gauge dashboard".')).toEqual([]);
  });

  it('flags a school that is a line of the hobbies section', () => {
    const cv = ['## Sprachen', '2022 Goethe-Zertifikat B2', '## Hobbys', 'Kochen, Wandern mit dem Hund'].join(
      '\n',
    );
    expect(hobbiesAsSchools('I hold a Goethe-Zertifikat B2 from Wandern mit dem Hund (2022).', cv)).toEqual([
      "a hobby 'Wandern mit dem Hund' as a school",
    ]);
    expect(hobbiesAsSchools('I hold a BSc from University of Lund (2020).', cv)).toEqual([]);
    expect(sectionLinesMisread('Tell me about your time at Abitur.', cv)).toEqual([
      "a school-leaving certificate 'Abitur' as an employer",
    ]);
  });

  it("flags a Hebrew CV's section heading or a label ending in a colon as the employer (round 33)", () => {
    expect(qualificationsAndHeadingsAsEmployers('I worked at השכלה from 2012 to 2015.')).toEqual([
      "a section heading 'השכלה' as an employer",
    ]);
    expect(qualificationsAndHeadingsAsEmployers('Tell me about your time at ניסיון תעסוקתי.')).toEqual([
      "a section heading 'ניסיון תעסוקתי' as an employer",
    ]);
    expect(qualificationsAndHeadingsAsEmployers('I worked at ניסיון מקצועי from 2018 to 2021.')).toEqual([
      "a section heading 'ניסיון מקצועי' as an employer",
    ]);
    expect(
      qualificationsAndHeadingsAsEmployers(
        'Your CV lists דובר עברית ואנגלית : without dates. When did you hold it?',
      ),
    ).toEqual(["a label 'דובר עברית ואנגלית :' as an employer"]);
    expect(qualificationsAndHeadingsAsEmployers('I worked at Driving licence:.')).toEqual([
      "a label 'Driving licence:' as an employer",
    ]);
    expect(qualificationsAndHeadingsAsEmployers('I worked at Helix Labs: I ran the assays.')).toEqual([]);
    expect(
      qualificationsAndHeadingsAsEmployers('I worked with Excel at ניסיון תעסוקתי: הזמנת טיסות.'),
    ).toEqual(["a section heading 'ניסיון תעסוקתי' as an employer"]);
    expect(qualificationsAndHeadingsAsEmployers('I worked at מלון הים התיכון from 2016 to 2020.')).toEqual(
      [],
    );
  });
});
