import { describe, expect, it } from 'vitest';
import {
  isHeadingOrLabel,
  isProjectAims,
  isSelfDescription,
  quotedLineKindFaults,
} from './quoted-line-context.ts';

const duty = (line: string) =>
  `The job description lists this responsibility: "${line}". Describe a time you did this in a previous role.`;
const POSTING = [
  'About Us - Who we are and how we work',
  'All our volunteers follow the harbour Safety Charter at every event.',
  'We partner with groups such as OpenHarbour, Sea Labs and other clubs.',
  'Plan the tide-pool walks with local schools. Our club currently runs Meetup for sign-ups.',
  'Work with the treasurer, especially re:',
  'Receipts and reimbursements',
  'Keep the boat log up to date',
  'You will coordinate volunteers across three harbours.',
].join('\n');

describe('what a screening question quotes, as a line of the posting (issue 13, round 13 kinds)', () => {
  it('flags a heading or label, and passes a duty', () => {
    expect(isHeadingOrLabel('About Us - Who we are and how we work')).toBe(true);
    expect(isHeadingOrLabel('What you will bring')).toBe(true);
    expect(isHeadingOrLabel('Key duties:')).toBe(true);
    expect(isHeadingOrLabel('Keep the boat log up to date')).toBe(false);
  });

  it("flags the organisation describing itself or the post's terms, and passes a duty a title seeks", () => {
    expect(isSelfDescription('Central to our mission is widening access to the sea')).toBe(true);
    expect(isSelfDescription('HarbourWorks seeks a talented Events Lead to grow our club')).toBe(true);
    expect(isSelfDescription('There is some flexibility in the weekly hours')).toBe(true);
    expect(isSelfDescription('The Coordinator seeks feedback from every volunteer')).toBe(false);
  });

  it('flags a fragment cut at a name or inside a word, and passes a duty whose lead lowered its verb', () => {
    const asks = (item: string) => `The role asks for ${item}. How does your background cover this?`;
    expect(quotedLineKindFaults(asks('safety Charter'), POSTING)).toEqual([
      "'safety Charter' starts inside its sentence",
    ]);
    expect(quotedLineKindFaults(duty('Harbour, Sea Labs and other clubs'), POSTING)).toHaveLength(1);
    expect(quotedLineKindFaults(duty('Our club currently runs'), POSTING)).toEqual([
      "'Our club currently runs' stops before its sentence ends",
    ]);
    expect(quotedLineKindFaults(asks('all our volunteers follow the harbour'), POSTING)).toHaveLength(1);
    expect(
      quotedLineKindFaults(
        'One of the responsibilities of this role is to coordinate volunteers across three harbours. Tell me more.',
        POSTING,
      ),
    ).toEqual([]);
    expect(quotedLineKindFaults(duty('Keep the boat log up to date'), POSTING)).toEqual([]);
  });

  it("flags a sub-item asked without its lead's unfinished clause", () => {
    expect(quotedLineKindFaults(duty('Receipts and reimbursements'), POSTING)).toEqual([
      "'Receipts and reimbursements' asked without its lead 'Work with the treasurer, especially re:'",
    ]);
  });

  it("flags a research project's aims quoted as what the post asks for, and passes the post's own requirement", () => {
    expect(
      quotedLineKindFaults(
        'El puesto pide: el objetivo de este proyecto consiste en describir el uso del agua en los valles del sur. ¿Qué formación tienes?',
        'El objetivo de este proyecto consiste en describir el uso del agua en los valles del sur.',
      ),
    ).toEqual([
      "'el objetivo de este proyecto consiste en describir el uso del agua en los valles del sur' states the project's aims, not the post's",
    ]);
    expect(
      isProjectAims(
        'en particular, con la segunda fase de este estudio se buscará conocer las prácticas de riego',
      ),
    ).toBe(true);
    expect(isProjectAims('the aim of this project is to map the coastal dunes with drones')).toBe(true);
    expect(isProjectAims('experiencia en metodologías cualitativas')).toBe(false);
    expect(isProjectAims('experience supporting research projects and their aims')).toBe(false);
  });
});
