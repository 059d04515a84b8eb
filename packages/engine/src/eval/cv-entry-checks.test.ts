import { describe, expect, it } from 'vitest';
import {
  answerIsContactLine,
  leadInsAsEmployers,
  placesAsDegrees,
  projectsThatAreEntryLabels,
} from './cv-entry-checks.ts';

const CV =
  'Sam Reyes\n\nLANGUAGE PROFICIENCY\nSpanish, English\n\nPROJECTS\nGROUP PROJECT March 2021\nTide Tracker\n';

describe('what a CV text names as an entry (issue 13, round 13 kinds)', () => {
  it('flags a project titled by a section heading, a type label and date, or a degree; passes a real project', () => {
    const project = (name: string) => `Tell me about your project "${name}".`;
    expect(projectsThatAreEntryLabels(project('Language Proficiency'), CV)).toHaveLength(1);
    expect(projectsThatAreEntryLabels(project('GROUP PROJECT March 2021'), CV)).toHaveLength(1);
    expect(projectsThatAreEntryLabels(project('April 2020'), CV)).toHaveLength(1);
    expect(projectsThatAreEntryLabels(project('B.Tech, Civil Engineering'), CV)).toHaveLength(1);
    expect(projectsThatAreEntryLabels(project('Tide Tracker'), CV)).toEqual([]);
    expect(projectsThatAreEntryLabels(project('Skills Matcher'), CV)).toEqual([]);
  });

  it('flags a lead-in phrase as an employer, and passes a company', () => {
    expect(leadInsAsEmployers('Tell me about your time at Before joining the Orbit Group.')).toEqual([
      "a lead-in 'Before joining the Orbit Group' as an employer",
    ]);
    expect(leadInsAsEmployers('Your CV lists Prior to founding Harbour Mills without dates.')).toHaveLength(
      1,
    );
    expect(leadInsAsEmployers('Tell me about your time at Orbit Group.')).toEqual([]);
  });

  it('flags a place line as a degree, and passes a degree', () => {
    expect(placesAsDegrees('I studied Leon, Guanajuato, Mexico at Colegio Sol.')).toEqual([
      "a place 'Leon, Guanajuato, Mexico' as a degree",
    ]);
    expect(placesAsDegrees('Your CV lists Austin, TX at Hill High School.')).toHaveLength(1);
    expect(placesAsDegrees('I studied Marine Biology, Ecology at Coast University.')).toEqual([]);
  });

  it('flags an answer that is the contact line, and passes one that mentions e-mail work', () => {
    expect(answerIsContactLine('Mobile No.: 555 0100 200. E-mail: sam@example.org.')).toBe(true);
    expect(answerIsContactLine('I answered customer e-mails within a day.')).toBe(false);
  });
});
