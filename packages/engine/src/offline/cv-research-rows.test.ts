import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up research CV of the Europass-style LaTeX kind round 12 showed: a 'dates | place' row over 'TITLE –
// Employer' in capitals, a 'Supervisor: Name | site' line, degree rows with a link field, publications under
// status sub-headings.

const CV = [
  '# Mira Solano',
  'Lisbon, Portugal',
  '## About me',
  'Physicist working on coastal wave models.',
  '## RESEARCH INTERESTS',
  'Coastal Physics: wave models, tides',
  '## RESEARCH EXPERIENCE',
  'Mar 2023 – Present | Lisbon, Portugal',
  'GRADUATE RESEARCH ASSISTANT – Institute for Ocean Physics (IOP), Coastal University, Portugal',
  '### Supervisor: Dr. Paulo Reis | iop.example.org',
  '- Developing a spectral wave model for coastal forecasting',
  '- Implementing data assimilation for buoy records',
  '2021 – Present | Porto, Portugal',
  'RESEARCH COLLABORATOR – Marine Data Lab, Department of Physics, Porto Tech',
  '### Supervisor: Ana Lobo (Associate Professor)',
  '- Built a tide gauge cleaning pipeline in Python',
  'Jan 2021 – Aug 2021 | Porto, Portugal',
  '## UNDERGRADUATE THESIS RESEARCHER – Department of Physics, Porto Tech',
  '- Developed a sediment transport simulation',
  '## EDUCATION',
  'Sep 2017 – Aug 2021 | Porto, Portugal',
  'BACHELOR OF SCIENCE IN PHYSICS – Porto Institute of Technology (PIT) Department of Applied & Computational Physics (DACP) | pit.example.pt',
  '- CGPA: 3.50/4.00',
  '2015 – 2017 | Braga, Portugal',
  'HIGHER SECONDARY SCHOOL CERTIFICATE (HSC) – Braga City College | bcc.example.pt',
  '## PUBLICATIONS & MANUSCRIPTS',
  '## In Preparation (First Author)',
  '- M. Solano, P. Reis, "Spectral Waves Near the Shore," Target: Ocean Modelling',
  '## LEADERSHIP & OUTREACH',
  'June 2019 – May 2020',
  'PRESIDENT – PHYSICS SOCIETY of PIT (PSP)',
  '- Led a 40-member society',
].join('\n\n');

describe('a research CV with dated rows over titles in capitals (issue 13, round 12)', () => {
  it('reads each post with its title, its whole employer and its own dates; a supervisor line is no title', () => {
    const roles = readCvProfile(CV).roles.map(({ title, organisation, start, end }) => ({
      title,
      organisation,
      start,
      end,
    }));
    expect(roles).toEqual([
      {
        title: 'Graduate Research Assistant',
        organisation: 'Institute for Ocean Physics (IOP), Coastal University, Portugal',
        start: 'Mar 2023',
        end: 'present',
      },
      {
        title: 'Research Collaborator',
        organisation: 'Marine Data Lab, Department of Physics, Porto Tech',
        start: '2021',
        end: 'present',
      },
      {
        title: 'Undergraduate Thesis Researcher',
        organisation: 'Department of Physics, Porto Tech',
        start: 'Jan 2021',
        end: 'Aug 2021',
      },
      {
        title: 'President',
        organisation: 'PHYSICS SOCIETY of PIT (PSP)',
        start: 'June 2019',
        end: 'May 2020',
      },
    ]);
    const questions = generateCvQa({ cvMarkdown: CV });
    const text = JSON.stringify(questions);
    expect(text).not.toMatch(/Supervisor|example\.(?:org|pt)/);
  });

  it('reads the degree row with its school, no link, and the year of the dates row above it', () => {
    expect(readCvProfile(CV).education[0]).toEqual({
      degree: 'Bachelor of Science in Physics',
      field: null,
      institution: 'Porto Institute of Technology (PIT) Department of Applied & Computational Physics (DACP)',
      year: '2021',
    });
  });

  it('takes a citation’s quoted title as the publication, not its status sub-heading; interests are no summary', () => {
    const profile = readCvProfile(CV);
    expect(profile.publications).toEqual([{ title: 'Spectral Waves Near the Shore', year: null }]);
    expect(profile.summary).toEqual(['Physicist working on coastal wave models.']);
  });
});

describe('a research summary opening on the scientist’s noun (issue 13, round 12)', () => {
  it('tells it with its article', () => {
    const cv = [
      '# Ines Vale',
      '## About me',
      'Aspiring geophysicist with a strong foundation in seismic imaging and numerical methods.',
      '## Experience',
      'Research Assistant, Crust Lab',
      'Jan 2022 - Present',
      '- Built a travel-time tomography code in Julia',
    ].join('\n\n');
    const about = generateCvQa({ cvMarkdown: cv }).qa_pairs[0]?.answer ?? '';
    expect(about).toMatch(/^I'm an aspiring geophysicist with a strong foundation/);
  });
});

describe('a research post’s duty led by its project’s name (issue 13, round 12)', () => {
  it('tells the project and the work on it, and no work under way as a result', () => {
    const cv = [
      '# Ines Vale',
      '## Experience',
      'Research Assistant, Crust Lab',
      'Jan 2022 - Present',
      '- Tomo v2.0 Project: Developing a travel-time tomography code for 12,000+ seismograms',
      '- Implementing a mesh refinement scheme in Julia',
    ].join('\n\n');
    const answers = generateCvQa({ cvMarkdown: cv })
      .qa_pairs.map((pair) => pair.answer)
      .join('\n');
    expect(answers).toMatch(
      /On the Tomo v2\.0 Project, my work includes developing a travel-time tomography code for 12,000\+ seismograms\./,
    );
    expect(answers).not.toMatch(/result I would point to: On the Tomo/);
  });
});
