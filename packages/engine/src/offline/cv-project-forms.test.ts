import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

describe("Word CVs' project forms and list glyphs", () => {
  // A portal-style Word CV: each project a 'Project Title:' form, its fields behind Word's second-level glyph 'o',
  // the labels of its description run onto the text before them where the line breaks were lost.
  const FORMS = [
    '# Ravi Rao',
    '## Projects',
    'Project Title: Freight Route Planner - ACME/TSLClient: Acme Freight o Nature of Employment: Full Time',
    'o',
    'o Role: Technical Lead',
    'o Duration: Jan 2020 - Till Date',
    'o Onsite / Offsite: Offsite',
    'o Team Size: 4',
    'Skill Used: Python, Kafka, PostgresRole Description: Led the design of the routing engine for the fleetProject Details: - Built the route scoring service for the depots',
    'Project Title: Parcel Sorter Vision.Client: Acme Post',
    'o Project Location: Leeds',
    'o Role: Developer',
    'o Duration: Mar 2018 - Dec 2019',
    'Skill Used: OpenCV, PythonProject Details: Trained the parcel label detector on twenty thousand images',
  ].join('\n');

  it('reads each labelled title as a project and its fields as labels, not as projects or details', () => {
    const projects = readCvProfile(FORMS).projects;
    expect(projects.map((project) => project.name)).toEqual([
      'Freight Route Planner - ACME/TSL',
      'Parcel Sorter Vision',
    ]);
    const details = projects.flatMap((project) => project.details).join(' | ');
    expect(details).not.toMatch(
      /Duration|Onsite|Offsite|Team Size|Role|Client|Project Details|Technical Lead|Leeds/,
    );
    expect(projects[0]?.details).toEqual([
      'I used Python, Kafka and Postgres.',
      'Led the design of the routing engine for the fleet',
      'Built the route scoring service for the depots',
    ]);
  });

  it("reads a hyphen typed against a duty's first word as its bullet", () => {
    const JOB = [
      '# Ravi Rao',
      '## Work Experience',
      'Acme Freight as Senior Manager',
      'Jul 2018 to Nov 2019',
      '-Lead the data team of five analysts for the depots.',
      '-Deploy the forecasting models on the planning servers.',
    ].join('\n');
    const [role] = readCvProfile(JOB).roles;
    expect(role?.details).toEqual([
      'Lead the data team of five analysts for the depots.',
      'Deploy the forecasting models on the planning servers.',
    ]);
  });
});
