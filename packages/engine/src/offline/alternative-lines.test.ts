import { describe, expect, it } from 'vitest';
import { withAlternativesJoined } from './alternative-lines.ts';
import { parseSections } from './sections.ts';

describe('alternatives parted by a bare conjunction line (issue 13, round 21 kind)', () => {
  it('joins the requirement before a heading that is only "OR" with the first line under it', () => {
    const sections = withAlternativesJoined(
      parseSections(
        [
          '# Site electrician',
          '## Requirements',
          'A trade certificate in electrical installation and 3 years on building sites.',
          '## OR',
          'A technical college diploma and 6 years on building sites.',
          '## Benefits',
          'A company van.',
        ].join('\n\n'),
      ),
    );
    const requirements = sections.find((section) => section.heading === 'Requirements');
    expect(requirements?.items).toEqual([
      'A trade certificate in electrical installation and 3 years on building sites – OR – A technical college diploma and 6 years on building sites.',
    ]);
    expect(sections.some((section) => section.heading === 'OR')).toBe(false);
  });

  it('joins two list lines parted by a line "eller"', () => {
    const [section] = withAlternativesJoined([
      {
        heading: 'Krav',
        kind: 'requirements',
        items: ['Körkort B', 'eller', 'Körkort C', 'Svenska i tal och skrift'],
      },
    ]);
    expect(section?.items).toEqual(['Körkort B – eller – Körkort C', 'Svenska i tal och skrift']);
  });

  it('leaves a conjunction with nothing before it, and every other line, as it is', () => {
    const sections = [{ heading: 'OR', kind: 'other' as const, items: ['Or else we call you.'] }];
    expect(withAlternativesJoined(sections)).toEqual(sections);
  });
});
