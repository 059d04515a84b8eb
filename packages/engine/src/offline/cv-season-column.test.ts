import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

describe('a season in a date column (issue 13, round 16)', () => {
  it("reads '2016 – Spring' as a term, not the Spring framework, and keeps 'Spring Boot'", () => {
    const cv = (row: string): string[] =>
      readCvProfile(
        ['## Jo Park', '## Experience', row, 'Counted birds on the lake and entered the counts in R.'].join(
          '\n',
        ),
      ).skills;
    expect(cv('2016 – Spring Field assistant (Westmark Parks)')).not.toContain('Spring');
    expect(cv('2019 Spring Boot developer, Acme Ltd')).toContain('Spring Boot');
  });
});
