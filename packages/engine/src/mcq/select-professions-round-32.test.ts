import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings of round 32's kinds (issue 13): a press secretary's media work, a door-to-door canvasser's
// conversations with voters.

describe('selectMcqGroups: round 32 kinds', () => {
  it('asks a press secretary about media relations, not office administration', () => {
    const groups = select(
      [
        '# Press Secretary',
        'The Lakeshore Civic League is seeking a Press Secretary to work with the communications director. We want someone well-versed in pitching reporters and in writing press releases, statements and op-eds, who can staff press conferences and handle media inquiries.',
      ],
      'Press Secretary',
    );
    expect(groups[0]).toBe('Public and Media Relations');
    expect(groups).not.toContain('Office Administration');
  });

  it('still asks an executive secretary about office administration', () => {
    expect(
      select(
        ['# Executive Secretary', '## Duties', 'Manage the director’s calendar and correspondence'],
        'Executive Secretary',
      )[0],
    ).toBe('Office Administration');
  });

  it('asks a door-to-door canvasser about canvassing voters', () => {
    const groups = select(
      [
        '# Neighborhood Canvasser',
        'We are hiring campaign staff to canvass door-to-door and talk with voters about the ballot measure.',
      ],
      'Door-to-door Canvasser',
    );
    expect(groups[0]).toBe('Canvassing and Voter Outreach');
  });

  it('does not read a leaflet round as canvassing', () => {
    expect(
      select(
        ['# Leaflet Distributor', 'Deliver leaflets and free papers door to door on your round'],
        'Leaflet Distributor',
      ),
    ).not.toContain('Canvassing and Voter Outreach');
  });
});
