import { describe, expect, it } from 'vitest';
import { degreeSlotsMisread } from './cv-degree-checks.ts';

// Issue 13, round 21's kinds, on made-up output.
describe('degrees whose slots hold what is no degree or school (issue 13, round 21)', () => {
  it('flags a year mark in a degree and a sentence as the school, and passes a plain degree', () => {
    expect(degreeSlotsMisread('I hold a \\2001. Ph.D. in Physics from University of Texas (2001).')).toEqual([
      "a year mark '\\2001.' read into a degree",
    ]);
    expect(
      degreeSlotsMisread(
        'Your CV lists courses at Geólogo formado na Universidade Estadual do Sertão – TCC: Rochas – 2015 (2019). Which?',
      ),
    ).toEqual(["a sentence as the school: 'Geólogo formado na Universidade Estadual do Sertão – TCC: Ro…'"]);
    expect(degreeSlotsMisread('I hold a Ph.D. in Physics from University of Texas, Austin (2001).')).toEqual(
      [],
    );
    expect(degreeSlotsMisread('I studied Geology at Universidade Estadual do Sertão (2015).')).toEqual([]);
  });
});
