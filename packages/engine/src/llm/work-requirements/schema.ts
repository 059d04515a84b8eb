import { z } from 'zod';

const stated = (what: string) =>
  z.string().nullable().describe(`${what}, as the specification states it; null when it says nothing.`);

export const WorkRequirementsOutputSchema = z.object({
  requirements: z
    .array(
      z.object({
        title: z.string().describe('Short label, 3 words at most, e.g. "On-call rota".'),
        question: z.string().describe('Asks whether the candidate can meet the condition, quoting it.'),
      }),
    )
    .describe('One entry per practical condition the specification states; empty when it states none.'),
  arrangement: z.object({
    office_location: stated('Where the office or place of work is'),
    working_hours: stated('Working hours, schedule or shifts'),
    on_call_requirement: stated('On-call or out-of-hours duties'),
    work_arrangement: stated('Remote, Hybrid or On-site (with attendance details if given)'),
  }),
});
