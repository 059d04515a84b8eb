import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { titlePlace } from './title-place.ts';

const BODY = [
  '## Your tasks',
  '- Plan and run the weekly release of the booking app',
  '- Write automated tests for new features',
  '## Your profile',
  '- Three years of experience in software testing',
];

async function officeOf(lines: string[]): Promise<string | null> {
  const { workArrangementInfo } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position: 'Test Engineer',
    company: 'Northwind Rail',
  });
  return workArrangementInfo.office_location;
}

describe("a town at the end of a posting's title (round 27 kind)", () => {
  it("reads ' - Town' after the title as the office when no line states a location", async () => {
    expect(await officeOf(['# Northwind Rail', '# Test Engineer - Tampere', ...BODY])).toBe('Tampere');
  });

  it('prefers a location the posting states', async () => {
    expect(await officeOf(['# Test Engineer - Tampere', 'Location: Oulu', ...BODY])).toBe('Oulu');
  });

  it("reads ' – Town', a town of several words, and ' in Town' after a gender mark", () => {
    expect(titlePlace('# Data Analyst – Frankfurt am Main')).toBe('Frankfurt am Main');
    expect(titlePlace('# Barista – New York')).toBe('New York');
    expect(titlePlace('# Bäcker (m/w/d) in Nürnberg')).toBe('Nürnberg');
  });

  it('reads no level, team, field, technology or employer as a town', () => {
    for (const title of [
      '# Software Engineer - Senior',
      '# Support Agent - Remote',
      '# Developer – Java',
      '# Software Engineer - Backend',
      '# Account Manager - Marketing',
      '# Pflegekraft (m/w/d) – Schwerpunkt Geriatrie',
      '# Director of Sales - Grupo Sol Naciente',
      '# Verkäufer (m/w/d) in Teilzeit',
      '# Software Engineer in Test',
      '## Analyst - Leeds',
    ])
      expect(titlePlace(title)).toBeNull();
  });
});
