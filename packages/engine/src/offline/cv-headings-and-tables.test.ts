import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { labelledProjectTitle, projectKindAndDate } from './cv-project-labels.ts';
import { headingKind } from './cv-vocabulary.ts';
import { isColumnNamesRow } from './education-lines.ts';

describe('section headings by kind (issue 13, round 13)', () => {
  it('reads skill, achievement, interest and address headings, and headings joined into one', () => {
    expect(headingKind('COMPUTER PROFICIENCY')).toBe('skills');
    expect(headingKind('Leadership Skill')).toBe('skills');
    expect(headingKind('Honours, Achievements & Certifications')).toBe('other');
    expect(headingKind('Extra –Curricular Activities/Hobbies and Interests')).toBe('other');
    expect(headingKind('Permanent Address')).toBe('other');
    expect(headingKind('Academic Credentials')).toBe('education');
  });

  it("reads 'Interests & Skills' as skills whichever word comes first, and a person's interests as hobbies", () => {
    expect(headingKind('INTERESTS & SKILLS')).toBe('skills');
    expect(headingKind('Research Interests and Skills')).toBe('skills');
    expect(headingKind('Skills & Interests')).toBe('skills');
    expect(headingKind('Personal Interests & Skills')).toBe('other');
    expect(headingKind('Hobbies & Interests')).toBe('other');
    const profile = readCvProfile(
      [
        '# Dr Mara Keane',
        '## Education & Training',
        'Cardiology Fellowship | Dublin Teaching Hospital | 2021 – Present',
        'Doctor of Medicine (MD) | Trinity Medical School | 2013 – 2019',
        '## Interests & Skills',
        'Echocardiography • Heart failure • Clinical trials • Python',
        '## Languages',
        'Irish (native) • English (C2)',
      ].join('\n'),
    );
    expect(profile.hasSkillsSection).toBe(true);
    expect(profile.skills).toEqual(expect.arrayContaining(['Echocardiography', 'Heart failure', 'Python']));
  });

  it("reads 'X Undertaken' as the section X, and leaves joined words that are no headings", () => {
    expect(headingKind('Major Projects Undertaken')).toBe('projects');
    expect(headingKind('Projects Completed')).toBe('projects');
    expect(headingKind('Research and Development')).toBeNull();
    expect(headingKind('Sales, Marketing & Events')).toBeNull();
  });

  it('asks no heading after the name as a project, and reads the labelled projects', () => {
    const profile = readCvProfile(
      [
        '## Projects Undertaken',
        '- Project Title: Library Seat Finder',
        'Description: A web app that shows free seats in the library. It was built with Flask and SQLite.',
        '- Project Title: Counting the birds of the campus lake with a camera',
        'Description: A camera on the lake counted the birds each morning.',
        '## Home Address',
        '12 Lake Road, Nagpur',
        '## Ravi Kumar',
        '## B.Sc, Physics',
        'Phone: 98200 00000',
        '## COMPUTER PROFICIENCY',
        'Languages: Python, C',
        '## HOBBIES/INTERESTS AND SPORTS',
        '- Chess',
        '## References',
        '### Dr. Meera Rao: Placement Officer',
      ].join('\n'),
    );
    expect(profile.projects.map((project) => [project.name, project.details[0]])).toEqual([
      ['Library Seat Finder', 'A web app that shows free seats in the library.'],
      [
        'Counting the birds of the campus lake with a camera',
        'A camera on the lake counted the birds each morning.',
      ],
    ]);
  });
});

describe('a results table of degrees (issue 13, round 13)', () => {
  it("tells a table's header row of column names from its rows", () => {
    expect(isColumnNamesRow('Degree · School/College · Year of Passing · CGPA')).toBe(true);
    expect(isColumnNamesRow('B.Tech · Zenith College · 2019 · 8.1')).toBe(false);
  });

  it('reads a short degree with its subject in brackets, wrapped in its cell, with its own row’s school and year', () => {
    const profile = readCvProfile(
      [
        '## Academic Credentials',
        '### Degree · Board/University · Year · Percentage',
        'M.E (Civil',
        'Engineering)',
        'Zenith College (Riverside',
        'University)',
        '2020 · 70%',
        'Lakeside Junior College',
        '2016 · 80%',
      ].join('\n'),
    );
    expect(profile.education).toEqual([
      {
        degree: 'M.E',
        field: 'Civil Engineering',
        institution: 'Zenith College (Riverside University)',
        year: '2020',
      },
    ]);
  });

  it('never reads the place under a school as what was studied there', () => {
    const profile = readCvProfile(
      ['## Education', '## Green Valley High School', 'Mysore, Karnataka, India', '## SSC', '2010'].join(
        '\n',
      ),
    );
    expect(profile.education[0]?.field).toBe('SSC');
    expect(profile.education[0]?.institution).toBe('Green Valley High School');
  });

  it("reads 'B.E.' as a degree, and 'be' as a word", () => {
    const profile = readCvProfile(
      [
        '## Education',
        '## Lakeside College of Engineering',
        'Nashik, Maharashtra, India',
        'B.E. IN CIVIL ENGINEERING',
        '2012 - 2016',
      ].join('\n'),
    );
    expect(profile.education[0]?.degree).toBe('B.E. in Civil Engineering');
    expect(
      readCvProfile(['## Education', 'Lakeside College', 'Glad to be of use'].join('\n')).education[0]
        ?.degree ?? null,
    ).toBeNull();
  });
});

describe("a project's kind and date under its title (issue 13, round 13)", () => {
  it('reads labels and kinds apart from titles', () => {
    expect(labelledProjectTitle('Project Title: Seat Finder')).toBe('Seat Finder');
    expect(labelledProjectTitle('Seat Finder')).toBeNull();
    expect(projectKindAndDate('GROUP PROJECT March 2019')).toBe('March 2019');
    expect(projectKindAndDate('Mobile App')).toBe('');
    expect(projectKindAndDate('August 2020')).toBe('August 2020');
    expect(projectKindAndDate('Seat Finder')).toBeNull();
  });

  it('titles each project by its own line, whatever its words, and ends its answer at the next one', () => {
    const profile = readCvProfile(
      [
        '## Projects',
        'Seat finder for the city library',
        'GROUP PROJECT March 2019',
        '- Showed free seats on a map',
        '## Tide-Clock',
        'Mobile App',
        '## ACADEMIC PROJECT',
        'August 2020',
        '- Predicted the tides from public data',
        '## Learning the tides with python',
        '## PERSONAL PROJECT',
        '- Trained a model on ten years of readings',
      ].join('\n'),
    );
    expect(profile.projects.map((project) => [project.name, project.year ?? null, project.details])).toEqual([
      ['Seat finder for the city library', 'March 2019', ['Showed free seats on a map']],
      ['Tide-Clock', 'August 2020', ['Predicted the tides from public data']],
      ['Learning the tides with python', null, ['Trained a model on ten years of readings']],
    ]);
  });
});
