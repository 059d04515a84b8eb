import { describe, expect, it } from 'vitest';
import { withoutTestimonials } from './testimonials.ts';

describe('a member of staff quoted on the page (issue 13 pattern 2, round 26 kind)', () => {
  const section = (items: string[]) => ({
    heading: 'Functieomschrijving',
    kind: 'description' as const,
    items,
  });

  it('drops the quote and the line naming who said it', () => {
    const [kept] = withoutTestimonials([
      section([
        '"Ik leer hier elke dag iets nieuws.',
        'En mijn werk doet ertoe.',
        'Top!"',
        'Sanne de Vries, data-analist.',
        'Je bouwt dashboards voor het hele land.',
      ]),
    ]);
    expect(kept?.items).toEqual(['Je bouwt dashboards voor het hele land.']);
  });

  it('drops a quote that names who said it on its own line', () => {
    const [kept] = withoutTestimonials([
      section([
        '“The team trusts you from day one.” – Omar Haddad, Site Engineer',
        'You plan site inspections.',
      ]),
    ]);
    expect(kept?.items).toEqual(['You plan site inspections.']);
  });

  it('keeps a quoted phrase of a line and a quote nobody is named for', () => {
    const items = [
      '"Customer first" is how every analyst here works.',
      '"Measure twice, cut once."',
      'Microsoft Office, Excel and Word.',
    ];
    expect(withoutTestimonials([section(items)])[0]?.items).toEqual(items);
  });
});
