import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { headingKind, parseSections } from './sections.ts';
import { isOfferLine } from './offer-lines.ts';

// A made-up graduate programme's post on a careers template: what the programme gives under headings that read like
// duties, then the requirements under the template's own heading.
const GRADUATE_PROGRAMME_POST = [
  '# Graduate Data Analyst',
  '',
  '### Your Role and Responsibilities',
  '',
  '### What you can expect?',
  '',
  'You’ll start your career learning the basics of Nordlys Analytics, working beside senior analysts on client work.',
  '',
  'Your programme duration will be up to 9 months with a subsequent chance to convert into a permanent role.',
  '',
  'Once settled in, you’ll build new skills in forecasting, reporting and stakeholder management.',
  '',
  '### You Will Have The Opportunity To',
  '',
  'Join a friendly community of analysts across four offices',
  '',
  'Learn new methods and grow through mentoring sessions',
  '',
  'Combine your work with your studies and keep your evenings free',
  '',
  '### What can you expect from us?',
  '',
  'A monthly stipend and a laptop of your choice',
  '',
  'Two extra days off a year',
  '',
  '### Required Technical and Professional Expertise',
  '',
  'Bachelor’s or expected Master degree in Statistics, Economics or Mathematics',
  '',
  'Working knowledge of SQL and spreadsheets',
  '',
  'Fluent written and spoken English',
  '',
  '### About Business Unit',
  '',
  'Nordlys Analytics Advisory helps retailers plan their stock with data.',
].join('\n');

describe("a traineeship's offer under headings that read like duties (issue 13 pattern 2, round 26 kind)", () => {
  it('asks the requirements, never what the programme gives', async () => {
    const generation = await createOfflineEngine().generateJob({
      jobSpecMarkdown: GRADUATE_PROGRAMME_POST,
      position: 'Graduate Data Analyst',
      company: 'Nordlys Analytics',
    });
    const text = generation.jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(
      /start your career|programme duration|build new skills|friendly community|mentoring|evenings free|stipend|days off|retailers/,
    );
    expect(text).toContain('Master degree in Statistics');
    expect(text).toContain('SQL and spreadsheets');
  });

  it.each([
    ['What can you expect from us?', 'benefits'],
    ['Wat mag je van ons verwachten?', 'benefits'],
    ['Was können Sie von uns erwarten?', 'benefits'],
    ['You Will Have The Opportunity To', 'benefits'],
    ['Je krijgt de kans om', 'benefits'],
    ['Tendrás la oportunidad de', 'benefits'],
    ['Required Technical and Professional Expertise', 'requirements'],
    ['Preferred Technical and Professional Expertise', 'nice_to_have'],
    ['About Business Unit', 'about'],
    ['Life at Nordlys', 'about'],
  ])('reads the heading %j as %s', (heading, kind) => {
    expect(headingKind(heading)).toBe(kind);
  });

  it.each([
    ['You will begin your career in our finance team.'],
    ['The internship duration is six months.'],
    ['Your traineeship ends with the prospect of moving into a permanent role.'],
    ['Als trainee word je – geheel op onze kosten – opgeleid tot data-analist.'],
    ['Je wordt begeleid door een ervaren collega.'],
    ['Sie werden von erfahrenen Kolleginnen eingearbeitet.'],
    ['Vous serez accompagné par un tuteur.'],
    ['We send you to two conferences a year at our expense.'],
    ['Gain confidence through on-the-job training'],
    ['Balance your work with your studies and enjoy flexible working'],
  ])('reads %j as the offer', (line) => {
    expect(isOfferLine(line)).toBe(true);
  });

  it.each([
    ['Develop reporting dashboards for the sales team'],
    ['Train new colleagues on the booking system'],
    ['Keep project costs within the agreed budget'],
  ])('keeps the duty %j a duty', (line) => {
    expect(isOfferLine(line)).toBe(false);
  });

  it('keeps a degree named after a verb-like word one requirement', () => {
    const [section] = parseSections('### Requirements\n\nBachelor’s or expected Master degree in Physics\n');
    expect(section?.items).toEqual(['Bachelor’s or expected Master degree in Physics']);
  });
});
