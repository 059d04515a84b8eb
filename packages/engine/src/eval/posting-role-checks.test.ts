import { describe, expect, it } from 'vitest';
import { offerOrRequirementAskedAsTask, onSiteReadAsRemote, otherRolesLine } from './posting-role-checks.ts';

const PROBE = 'Describe a time you did this in a previous role: what was the situation, what did you do?';

describe('what a posting gives or asks, asked as a task', () => {
  it('flags a provision or a freedom the employer gives asked as a duty', () => {
    expect(
      offerOrRequirementAskedAsTask(
        `The job description says: "Travel Costs: all travel will be covered by the foundation". ${PROBE}`,
      ),
    ).toHaveLength(1);
    expect(
      offerOrRequirementAskedAsTask(
        `The job description lists this responsibility: "you get the freedom to choose your own tools". ${PROBE}`,
      ),
    ).toHaveLength(1);
    expect(
      offerOrRequirementAskedAsTask(
        'The job description says: "Spese di viaggio: saranno coperte dalla cooperativa". Walk me through a concrete example from your own work: what needed doing, and how did it turn out?',
      ),
    ).toHaveLength(1);
    expect(
      offerOrRequirementAskedAsTask(
        `The job description lists this responsibility: "Repair the roofs of the farm buildings". ${PROBE}`,
      ),
    ).toEqual([]);
    // What the employer offers as the object of a duty is the duty.
    expect(
      offerOrRequirementAskedAsTask(
        `The job description lists this responsibility: "improve the grants we offer to our members". ${PROBE}`,
      ),
    ).toEqual([]);
  });

  it("flags a degree or a contract's term asked as a task, in any language", () => {
    expect(
      offerOrRequirementAskedAsTask(`The posting lists this task: "Fullført mastergrad i biologi". ${PROBE}`),
    ).toEqual(['a degree asked as a task: "Fullført mastergrad i biologi"']);
    expect(
      offerOrRequirementAskedAsTask(`The posting lists this task: "Ein passender M.Sc. oder Ph.D". ${PROBE}`),
    ).toEqual(['a degree asked as a task: "Ein passender M.Sc. oder Ph.D"']);
    expect(
      offerOrRequirementAskedAsTask(
        `The posting lists this task: "Высшее образование (техническое)". ${PROBE}`,
      ),
    ).toEqual(['a degree asked as a task: "Высшее образование (техническое)"']);
    expect(
      offerOrRequirementAskedAsTask(
        `The posting lists this task: "Stillingen er et åremål på fire år med mulighet for forlengelse". ${PROBE}`,
      ),
    ).toEqual([
      'a contract term asked as a task: "Stillingen er et åremål på fire år med mulighet for forlengelse"',
    ]);
    expect(
      offerOrRequirementAskedAsTask(
        `The posting lists this task: "The position is funded for two years". ${PROBE}`,
      ),
    ).toEqual(['a contract term asked as a task: "The position is funded for two years"']);
    expect(
      offerOrRequirementAskedAsTask(
        `The posting lists this task: "Planlegge møter i styringsgruppen". ${PROBE}`,
      ),
    ).toEqual([]);
  });

  it('flags a requirement of the person asked as a task', () => {
    expect(
      offerOrRequirementAskedAsTask(
        `The posting lists this task: "bringen idealerweise Erfahrung im Lager mit". ${PROBE}`,
      ),
    ).toEqual(['a requirement asked as a task: "bringen idealerweise Erfahrung im Lager mit"']);
    // The same line after a requirement's lead is asked as what it is.
    expect(
      offerOrRequirementAskedAsTask(
        'The role asks for "bringen idealerweise Erfahrung im Lager mit". What in your experience shows it?',
      ),
    ).toEqual([]);
  });
});

describe("another role's line on a page that lists several roles", () => {
  const page = [
    'Open positions',
    '• Baker: early shifts, love of bread',
    '• Shop assistant: friendly, good with numbers',
    '• Apprentice: school leavers welcome',
  ].join('\n');

  it("flags a question quoting another role's line", () => {
    expect(
      otherRolesLine(
        `The posting lists this task: "Shop assistant: friendly, good with numbers". ${PROBE}`,
        page,
        'Baker',
      ),
    ).toEqual(['another role\'s line asked of the Baker: "Shop assistant"']);
  });

  it("passes the role's own line, and a page that does not list the position", () => {
    expect(
      otherRolesLine(
        `The posting lists this task: "Baker: early shifts, love of bread". ${PROBE}`,
        page,
        'Baker',
      ),
    ).toEqual([]);
    expect(
      otherRolesLine(
        `The posting lists this task: "Shop assistant: friendly". ${PROBE}`,
        page,
        'Pastry Chef',
      ),
    ).toEqual([]);
  });
});

describe('an on-site line read as remote', () => {
  it('flags remote work told from a line of work on site', () => {
    expect(
      onSiteReadAsRemote(
        'The posting describes the work as remote ("Montage und Service vor Ort beim Kunden"). Do you have a place to work from home?',
      ),
    ).toBe('an on-site line read as remote: "vor Ort"');
    expect(
      onSiteReadAsRemote(
        'The posting describes the work as remote ("support the crews on site"). Does that suit you?',
      ),
    ).not.toBeNull();
  });

  it('passes a line that says remote, and an on-site line told as on site', () => {
    expect(
      onSiteReadAsRemote(
        'The posting describes the work as remote ("remote, with a day on site each month"). Fine?',
      ),
    ).toBeNull();
    expect(
      onSiteReadAsRemote(
        'The posting describes the work as on-site ("Service vor Ort"). Does that suit you?',
      ),
    ).toBeNull();
  });
});
