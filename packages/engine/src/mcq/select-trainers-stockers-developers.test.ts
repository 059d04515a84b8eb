import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for issue 13's round 27 kinds: a sales-training manager, a store's stocker who serves customers and
// a developer traineeship that names only traits.
const select = selectedCompetencies;

describe('selectMcqGroups: trainers of sales teams, store stockers and developers (round 27 kinds)', () => {
  it('tests a sales enablement manager on training design and change beside sales', () => {
    const posting = [
      '# Sales Enablement Manager',
      'You will support our retail sales teams in twelve countries to sell our new coffee machines.',
      '## Your tasks',
      'Lead the change management plan when a new sales process is rolled out.',
      'Identify training needs with the country sales managers.',
      'Build training modules for each product launch.',
      '## Your profile',
      'Several years in sales or sales training.',
    ];
    const groups = select(posting, 'Sales Enablement Manager');
    expect(groups).toContain('Training Design and Change Management');
    expect(groups).toContain('B2B Sales');
  });

  it("never reads IT service management's change management as people adopting change", () => {
    const posting = [
      '# IT Service Manager',
      '## Responsibilities',
      'Own the incident, problem and change management processes for our data centres.',
      'Chair the weekly change management board and approve change requests.',
      'Keep the ITIL service catalogue up to date.',
    ];
    expect(select(posting, 'IT Service Manager')).not.toContain('Training Design and Change Management');
  });

  it("gives a store's night stocker who greets customers the customer service beside the receiving", () => {
    const posting = [
      'Position Description',
      'Unload trucks and stock the shelves of the garden centre overnight with a pallet jack.',
      'Greet the customers you meet in the aisles and give friendly, quick customer service.',
      '## Requirements',
      'Able to lift 50 pounds; forklift certificate a plus.',
    ];
    const groups = select(posting, 'Night Stocker');
    expect(groups).toContain('Warehouse Receiving and Material Handling');
    expect(groups).toContain('Customer Service');
  });

  it('gives a warehouse receiver no customer service group when the posting names no customers to serve', () => {
    const posting = [
      '## Duties',
      'Unload inbound trucks with a forklift and check each delivery against the packing list.',
      'Move pallets to the racking and keep the loading dock clear.',
    ];
    expect(select(posting, 'Warehouse Receiver')).not.toContain('Customer Service');
  });

  it('tests a developer traineeship that lists only traits on code before teamwork', () => {
    const posting = [
      '# Junior Software Developer - Student',
      'Start your career with our consulting teams and learn on client projects.',
      '## Required expertise',
      'Studying computer science or mathematics.',
      'Adaptability, creativity, teamwork and collaboration.',
      'Collaborate with local and global teams.',
    ];
    const groups = select(posting, 'Junior Software Developer - Student');
    expect(groups).toEqual(
      expect.arrayContaining(['Data Structures and Algorithms', 'Software Testing', 'Git']),
    );
    expect(groups.at(-1)).toBe('Teamwork');
  });

  it('keeps teamwork alone for a business developer whose posting names only traits', () => {
    const posting = [
      '## Required expertise',
      'Adaptability, creativity, teamwork and collaboration.',
      'Collaborate with local and global teams.',
    ];
    expect(select(posting, 'Business Developer')).toEqual(['Teamwork']);
  });
});
