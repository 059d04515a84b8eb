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
});
