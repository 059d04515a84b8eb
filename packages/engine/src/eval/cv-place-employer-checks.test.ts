import { describe, expect, it } from 'vitest';
import { placesAsEmployers } from './cv-place-employer-checks.ts';

const CV = [
  '## Work Experience',
  'Social Worker (March 2021 - May 2023) Escuela Rural San Marcos, Tarija, Bolivia',
  'Ran family visits.',
  'Clerk (2018 - 2019) Tarija Water Board, Tarija',
].join('\n');

describe('a town told as the employer (issue 13, round 22)', () => {
  it("flags a name the CV writes only between a row's employer and its country", () => {
    expect(
      placesAsEmployers(
        'Tell me about your work at Tarija. What did you do?',
        CV.split('\n').slice(0, 3).join('\n'),
      ),
    ).toEqual(["a town 'Tarija' as an employer"]);
  });

  it('passes the employer itself, and a town the CV also names as part of an employer', () => {
    expect(
      placesAsEmployers('I worked as a Social Worker at Escuela Rural San Marcos from 2021.', CV),
    ).toEqual([]);
    expect(placesAsEmployers('Tell me about your work at Tarija.', CV)).toEqual([]);
  });

  it("flags a name the CV writes only in a LinkedIn export's place line under a post's dates", () => {
    const export_ = [
      'Institut Caraïbe',
      'Tutor in Statistics',
      'May 2024 - Present (1 year 2 months)',
      'Le Lamentin, Martinique',
      'I guide students through their projects.',
      'Rivage Conseil',
      'Analyst',
      'March 2022 - July 2024 (2 years 5 months)',
      'Martinique',
    ].join('\n\n');
    expect(placesAsEmployers('Tell me about your time at Le Lamentin. What did you do?', export_)).toEqual([
      "a town 'Le Lamentin' as an employer",
    ]);
    expect(placesAsEmployers('I worked as an Analyst at Martinique from 2022.', export_)).toEqual([
      "a town 'Martinique' as an employer",
    ]);
    expect(placesAsEmployers('I worked as an Analyst at Rivage Conseil.', export_)).toEqual([]);
  });
});
