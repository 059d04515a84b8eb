import { describe, expect, it } from 'vitest';
import {
  cleanProvidedText,
  CreateJobFieldsSchema,
  DevSignInRequestSchema,
  EmailAddressSchema,
  multiLineText,
  ReplaceJobSpecsQuestionsRequestSchema,
  ReplaceWorkRequirementsRequestSchema,
  singleLineText,
} from './index.ts';

/** Each problem as `path: message`, or [] when the value is accepted. */
const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

describe('text fields', () => {
  const company = singleLineText('Company', 20);
  const notes = multiLineText('Notes', 50);

  it('trims and accepts ordinary text in any script, with right-to-left marks', () => {
    expect(company.parse('  Acme Ltd.  ')).toBe('Acme Ltd.');
    expect(company.parse('שלום\u200f 2024')).toBe('שלום\u200f 2024');
    expect(notes.parse('Line one\n\tLine two\r\n')).toBe('Line one\n\tLine two');
  });

  it('says what is wrong: blank, too long, control or text-direction characters', () => {
    expect(problems(company.safeParse('   '))).toEqual([': Company is required']);
    expect(problems(company.safeParse(undefined))).toEqual([': Company is required']);
    expect(problems(company.safeParse('x'.repeat(21)))).toEqual([': Company must be at most 20 characters']);
    expect(problems(company.safeParse('Acme\nLtd'))).toEqual([': Company cannot contain line breaks or control characters']);
    expect(problems(company.safeParse('Acme\u0000'))).toEqual([': Company cannot contain line breaks or control characters']);
    expect(problems(company.safeParse(`Acme ${RIGHT_TO_LEFT_OVERRIDE}dtL`))).toEqual([
      ': Company cannot contain text-direction control characters',
    ]);
    for (const isolate of ['\u2066', '\u2067', '\u2068', '\u2069', '\u202a', '\u202b', '\u202c', '\u202d']) {
      expect(company.safeParse(`a${isolate}b`).success).toBe(false);
    }
    expect(problems(notes.safeParse('one\u0007two'))).toEqual([': Notes cannot contain control characters']);
    expect(problems(notes.safeParse(`one\n${RIGHT_TO_LEFT_OVERRIDE}two`))).toEqual([
      ': Notes cannot contain text-direction control characters',
    ]);
  });

  it('names the offending field of the job posting form, with a true message for a long position', () => {
    const fields = { position: 'p'.repeat(201), company: `Acme${RIGHT_TO_LEFT_OVERRIDE}`, location: 'Lima\r\nPeru' };
    expect(problems(CreateJobFieldsSchema.safeParse(fields))).toEqual([
      'position: Position must be at most 200 characters',
      'company: Company cannot contain text-direction control characters',
      'location: Location cannot contain line breaks or control characters',
    ]);
  });

  it('bounds each screening question and work requirement, naming the item', () => {
    const questions = ReplaceJobSpecsQuestionsRequestSchema.safeParse({
      jobSpecsQuestions: ['Fine?', 'q'.repeat(1001), { question: `Why${RIGHT_TO_LEFT_OVERRIDE}?` }],
    });
    expect(problems(questions)).toEqual([
      'jobSpecsQuestions.1: Question must be at most 1000 characters',
      'jobSpecsQuestions.2: Question cannot contain text-direction control characters',
    ]);
    const requirements = ReplaceWorkRequirementsRequestSchema.safeParse({
      jobSpecWorkRequirements: [
        { title: 't'.repeat(101), question: 'Can you travel?' },
        { title: 'Travel', question: 'Can you\ntravel?' },
      ],
    });
    expect(problems(requirements)).toEqual([
      'jobSpecWorkRequirements.0.title: Title must be at most 100 characters',
      'jobSpecWorkRequirements.1.question: Question cannot contain line breaks or control characters',
    ]);
  });

  it('bounds the email and the name at development sign-in', () => {
    expect(DevSignInRequestSchema.parse({ email: '  Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
    const long = `${'a'.repeat(2800)}@example.com`;
    expect(problems(DevSignInRequestSchema.safeParse({ email: long }))).toEqual([
      'email: Email address must be at most 254 characters',
    ]);
    expect(problems(EmailAddressSchema.safeParse('not-an-email'))).toEqual([': Enter a valid email address']);
    expect(DevSignInRequestSchema.parse({ email: 'a@example.com', full_name: '' }).full_name).toBe('');
    expect(problems(DevSignInRequestSchema.safeParse({ email: 'a@example.com', full_name: 'n'.repeat(201) }))).toEqual([
      'full_name: Full name must be at most 200 characters',
    ]);
    expect(problems(DevSignInRequestSchema.safeParse({ email: 'a@example.com', full_name: `Eve${RIGHT_TO_LEFT_OVERRIDE}` }))).toEqual([
      'full_name: Full name cannot contain text-direction control characters',
    ]);
  });

  it('cleans text a provider sent: controls and direction overrides gone, spaces collapsed, cut to length', () => {
    expect(cleanProvidedText(`  Ada\u0000 ${RIGHT_TO_LEFT_OVERRIDE}Lovelace\n `, 200)).toBe('Ada Lovelace');
    expect(cleanProvidedText('x'.repeat(300), 200)).toHaveLength(200);
    expect(cleanProvidedText(`${'x'.repeat(199)}😀`, 200)).toBe('x'.repeat(199));
    expect(cleanProvidedText(' \u202e ', 200)).toBeNull();
    expect(cleanProvidedText(42, 200)).toBeNull();
  });
});
