import { describe, expect, it } from 'vitest';
import { oneShiftOfSeveral } from './shift-hours-checks.ts';

const hours = (quoted: string) => ({
  title: 'Working hours',
  question: `The posting states the working hours: "${quoted}". Are you able to work these hours?`,
});

describe('one shift of several asked as the hours', () => {
  it('flags one shift quoted where the posting lists several, run on or one a line', () => {
    const runOn = 'Warunki\nPraca na 2 zmiany: ranna 6:00 - 14:00popołudniowa 14:00 - 22:00 od poniedziałku';
    expect(oneShiftOfSeveral(hours('6:00 - 14:00'), runOn)).toBe(
      "asks one shift's hours of 2 the posting lists",
    );
    const listed = ['Shifts:', '- Early: 06.00–14.00', '- Late: 14.00–22.00', '- Night: 22.00–06.00'].join(
      '\n',
    );
    expect(oneShiftOfSeveral(hours('06.00–14.00'), listed)).toBe(
      "asks one shift's hours of 3 the posting lists",
    );
  });

  it('passes the hours of a post with one schedule', () => {
    const one = 'Hours\nMonday to Friday 9:00 - 17:00, lunch 12:30 - 13:00';
    expect(oneShiftOfSeveral(hours('9:00 - 17:00'), one)).toBeNull();
    expect(oneShiftOfSeveral(hours('6:00 - 14:00'), 'Day shift 6:00 - 14:00 only')).toBeNull();
  });
});
