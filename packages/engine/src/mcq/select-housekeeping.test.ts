import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for round 22's kind: cleaning homes or rooms between stays, a manual role no line asks to
// communicate, solve problems or work in a team.
const select = selectedCompetencies;

describe('selectMcqGroups: housekeeping of homes and rooms (round 22)', () => {
  it('gives a cleaner of holiday homes the housekeeping group, not the generic soft-skill groups', () => {
    const changeovers = [
      '# Weekend cleaners for our holiday homes',
      '## The job',
      'Cleaning of holiday homes between guests: vacuuming, bathrooms, kitchens and fridges.',
      '## Your profile',
      'You have a driving licence and can work on Saturdays.',
    ];
    for (const position of [null, 'Weekend cleaner']) {
      const groups = select(changeovers, position);
      expect(groups).toContain('Housekeeping and Room Cleaning');
      expect(groups).not.toContain('Communication');
      expect(groups).not.toContain('Teamwork');
    }
  });

  it('reads a Danish or Swedish cleaning title as cleaning work', () => {
    const danish = ['## Jobbet', 'Rengøring af feriehuse, støvsugning og rengøring af badeværelser.'];
    const groups = select(danish, 'Rengøringsmedarbejder til sommerhuse');
    expect(groups).toContain('Housekeeping and Room Cleaning');
    expect(groups).not.toContain('Problem Solving');
    expect(select(['## Arbetsuppgifter', 'Städning av stugor mellan gästerna.'], 'Städare')).not.toContain(
      'Communication',
    );
  });

  it("gives a hotel's room cleaner the housekeeping group, not the front desk's guest service (round 24)", () => {
    const hotelRooms = [
      '# Room cleaner',
      'Join our hotel team and clean the rooms of our guests in a busy city hotel.',
      '## You are',
      'Service minded and friendly with hotel guests',
      'Ready to work on weekends',
    ];
    const groups = select(hotelRooms, 'Hotel cleaning / Housekeeping');
    expect(groups).toContain('Cleaning and Sanitation');
    expect(groups).not.toContain('Hospitality and Guest Service');
  });
});
