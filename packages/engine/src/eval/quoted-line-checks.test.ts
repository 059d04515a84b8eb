import { describe, expect, it } from 'vitest';
import {
  runInHeading,
  isBenefitOrPay,
  linesRunTogether,
  quotedLineFaults,
  quotedParts,
  quotesOneWordLine,
} from './quoted-line-checks.ts';

const duty = (line: string) =>
  `The job description lists this responsibility: "${line}". Describe a time you did this in a previous role.`;
const says = (line: string) => `The job description says: "${line}". Where have you done something similar?`;

describe('the posting line a screening question quotes (issue 13, round 10 kinds)', () => {
  it("takes the quoted part from quotation marks or after a lead, a lead's own guillemets inside it", () => {
    expect(quotedParts(duty('Keep the stock records up to date'))).toEqual([
      'Keep the stock records up to date',
    ]);
    expect(quotedParts('The role asks for a forklift licence. Tell me about it.')).toEqual([
      'a forklift licence',
    ]);
    expect(
      quotedParts(
        'Le poste demande : comprendre les besoins de vos « usagers ». Comment votre parcours couvre-t-il ce point ?',
      ),
    ).toEqual(['comprendre les besoins de vos « usagers »']);
  });

  it('flags a benefit or pay line quoted as a duty, and passes a duty', () => {
    expect(quotedLineFaults(duty('Dental and vision coverage from day one'))).toHaveLength(1);
    expect(quotedLineFaults(duty('Check in deliveries against the purchase orders'))).toEqual([]);
  });

  it('flags an application instruction and a learning offer, and passes a requirement about learning', () => {
    expect(quotedLineFaults(says('Please state on your resume the hours per week you worked'))).toHaveLength(
      1,
    );
    expect(
      quotedLineFaults(says('The position offers opportunity to skill up on stock control and budgeting')),
    ).toEqual(['the quoted line is a learning offer']);
    expect(quotedLineFaults(says('Train new volunteers in the till and the stock system'))).toEqual([]);
  });

  it("flags a job board's sidebar chip, and passes a line that names a contract in a sentence", () => {
    expect(quotedLineFaults(says('No degree required'))).toEqual([
      "the quoted line is a job board's sidebar item",
    ]);
    expect(quotedLineFaults(says('Job type: Full-time'))).toEqual([
      "the quoted line is a job board's sidebar item",
    ]);
    expect(quotedLineFaults(says('Manage the full-time and part-time staff rota'))).toEqual([]);
  });

  it('flags a list fragment (cut on a conjunction, or run on from the lead), and passes a whole item', () => {
    expect(
      quotedLineFaults('The role asks for these include spreadsheets, invoicing and payroll. Tell me more.'),
    ).toEqual(['the quoted line is a fragment']);
    expect(
      quotedLineFaults('El puesto pide: estudiantes de Contabilidad, Finanzas o. ¿Qué formación tienes?'),
    ).toEqual(['the quoted line is a fragment']);
    expect(
      quotedLineFaults('El puesto pide: estudiantes de Contabilidad o Finanzas. ¿Qué formación tienes?'),
    ).toEqual([]);
  });

  it("flags a sentence that describes the employer, its equipment or other people's work, and passes the holder's work", () => {
    expect(quotedLineFaults(duty('Additionally, we have around 40 laptops in the loan pool'))).toHaveLength(
      1,
    );
    expect(
      quotedLineFaults(says('All first-year students learn statistics in R in their first term')),
    ).toHaveLength(1);
    expect(quotedLineFaults(says('These workshops all rely on expert support to run smoothly'))).toHaveLength(
      1,
    );
    expect(
      quotedLineFaults(says('The Lab Technician is part of the team that runs the teaching labs')),
    ).toEqual([]);
    expect(quotedLineFaults(says('The ability to use several ticketing systems'))).toEqual([]);
    expect(quotedLineFaults(says('Some of the responsibilities include ordering consumables'))).toEqual([]);
  });

  it('flags a call to apply quoted as the work, and passes a duty about applications', () => {
    expect(quotedLineFaults(says('Wir freuen uns auf Ihre Bewerbung'))).toEqual([
      'the quoted line is a call to apply',
    ]);
    expect(quotedLineFaults(says('We look forward to receiving your application'))).toEqual([
      'the quoted line is a call to apply',
    ]);
    expect(quotedLineFaults(duty('Process grant applications within two weeks'))).toEqual([]);
  });

  it('flags a pay line quoted beside a condition, and passes the condition alone', () => {
    expect(isBenefitOrPay('Schedule is Monday-Friday 8AM-4PM: Wage dependent upon experience')).toBe(true);
    expect(isBenefitOrPay('Schedule is Monday-Friday 8AM-4PM')).toBe(false);
  });

  it("reads a contractor's own taxes and benefits as a term of the engagement, not a benefit offered", () => {
    expect(isBenefitOrPay('Contractors manage their own taxes and benefits in their country')).toBe(false);
    expect(isBenefitOrPay('Serán contratistas y gestionarán sus propios impuestos y beneficios')).toBe(false);
    expect(isBenefitOrPay('Contractors manage their own taxes; we offer health insurance and benefits')).toBe(
      true,
    );
  });

  it("flags two of the posting's lines run together in one quote, and passes a name or a wrapped sentence", () => {
    const posting = [
      'Responsibilities',
      '- Answer phone calls from carriers and internal stakeholders',
      '- Print Packing Slips and Order Invoices',
      '- Keep the dock records up to date with',
      'Excel and the stock system',
      '- Enter orders in Oracle daily',
    ].join('\n');
    const joined = duty(
      'Answer phone calls from carriers and internal stakeholders Print Packing Slips and Order Invoices',
    );
    expect(linesRunTogether(joined, posting)).toEqual([
      "two posting lines run together at 'stakeholders Print'",
    ]);
    expect(
      linesRunTogether(duty('Keep the dock records up to date with Excel and the stock system'), posting),
    ).toEqual([]);
    expect(linesRunTogether(duty('Enter orders in Oracle daily'), posting)).toEqual([]);
  });

  it('passes a one-word compound duty that stands as a whole line of the posting, not a word cut from one', () => {
    const posting = ['## Was du tun wirst', '', '- Baumkontrolle', '- Pflege der Grünanlagen'].join('\n');
    const task = (line: string): string =>
      `The posting lists this task: "${line}". Where have you done this?`;
    expect(quotesOneWordLine(task('Baumkontrolle'), posting)).toBe(true);
    expect(quotedLineFaults(task('Baumkontrolle'), posting)).toEqual([]);
    expect(quotesOneWordLine(task('Grünanlagen'), posting)).toBe(false);
    expect(quotedLineFaults(task('Grünanlagen'), posting)).toEqual(['the quoted line is a fragment']);
  });

  it('passes a one-word typed title quoted as the role, not as a line of the posting (round 23 kind)', () => {
    const posting = ['Kellner', '', 'Wir suchen Verstärkung für unser Café.'].join('\n');
    expect(
      quotedLineFaults(
        'What draws you to the "Kellner" role, and which part of the work have you done?',
        posting,
      ),
    ).toEqual([]);
    expect(quotedLineFaults('How would you start as "Kellner" in a busy café?', posting)).toEqual([]);
    expect(
      quotedLineFaults('The posting lists this task: "Kellner". Where have you done this?', posting),
    ).toEqual(['the quoted line is a fragment']);
  });

  it("passes a print ad's continuation broken over its narrow column, and flags lines after its sentence's end", () => {
    const posting = [
      '## Wir …',
      '… suchen eine*n freundliche*n',
      'Gärtner*in, der*die unsere',
      'Stauden pflegt.',
      '… die Stauden pflegen.',
      'Beete im Frühjahr anlegen',
    ].join('\n');
    const task = (line: string): string =>
      `The posting lists this task: "${line}". Where have you done this?`;
    expect(
      linesRunTogether(
        task('suchen eine*n freundliche*n Gärtner*in, der*die unsere Stauden pflegt'),
        posting,
      ),
    ).toEqual([]);
    expect(linesRunTogether(task('die Stauden pflegen Beete im Frühjahr anlegen'), posting)).toEqual([
      "two posting lines run together at 'pflegen Beete'",
    ]);
  });

  it('flags items the reader already joined on one line by their opening word, and passes titles and other languages', () => {
    const posting =
      'Duties: Enter all orders and counts Ability to lift boxes. We seek a highly-motivated Staff Attorney. Skills: manejo de Excel. Work with Excel daily.';
    expect(linesRunTogether(says('Enter all orders and counts Ability to lift boxes'), posting)).toEqual([
      "two posting lines run together at 'counts Ability'",
    ]);
    expect(linesRunTogether(says('We seek a highly-motivated Staff Attorney'), posting)).toEqual([]);
    expect(linesRunTogether('El puesto pide: manejo de Excel. ¿Qué has hecho?', posting)).toEqual([]);
  });

  it('flags an item whose opening word opens another item of the posting, run onto the line before it', () => {
    const posting = [
      'Helpful background',
      'Prior bookkeeping experience Prior work in a small charity',
      'Comfort with spreadsheets',
    ].join('\n');
    expect(
      linesRunTogether(
        'The role asks for prior bookkeeping experience Prior work in a small charity. Give me an example.',
        posting,
      ),
    ).toEqual(["two posting lines run together at 'experience Prior'"]);
    expect(
      linesRunTogether('The role asks for comfort with spreadsheets. Give me an example.', posting),
    ).toEqual([]);
    expect(
      linesRunTogether(
        'Die Stelle verlangt: gute Kenntnisse Erfahrung im Verkauf. Erzählen Sie.',
        'Erfahrung im Verkauf ist gut\ngute Kenntnisse Erfahrung im Verkauf und der Kasse, die wir für den Laden brauchen',
      ),
    ).toEqual([]);
  });

  it("flags round 16's kinds: an offer, the website's side box and the reporting line quoted as asked", () => {
    expect(
      quotedLineFaults(
        'The role asks for a laptop and a phone are provided. What in your experience shows this?',
      ),
    ).toEqual(['the quoted line is a benefit, pay or legal line']);
    expect(
      quotedLineFaults(
        'The role asks for our radio is funded by listeners like you. Donate now. Give an example.',
      ),
    ).toEqual(["the quoted line is the website's side box"]);
    expect(
      quotedLineFaults(
        'The role asks for this role will report directly to the Head of Finance. Give an example.',
      ),
    ).toEqual(["the quoted line is the post's reporting line"]);
    expect(quotedLineFaults(duty('Prepare monthly reports to the board of trustees'))).toEqual([]);
    expect(quotedLineFaults(says('Must be available to work two evenings a week'))).toEqual([]);
  });

  it('flags a trait quoted as a duty done before, and passes a duty and a trait asked as a trait', () => {
    expect(quotedLineFaults(duty('Passionate about gardens and the people who tend them'))).toEqual([
      'a trait asked as something done before',
    ]);
    expect(quotedLineFaults(duty('Interest in local history and archives'))).toEqual([]);
    expect(quotedLineFaults(says('Passionate about gardens and the people who tend them'))).toEqual([]);
  });

  it('flags an item run on after a word that ends an item or before an adverb that opens one', () => {
    const posting =
      'A diploma in horticulture preferred Thoroughly at ease with ladders. Fluent Spanish required';
    expect(
      linesRunTogether(
        'The role asks for a diploma in horticulture preferred Thoroughly at ease with ladders. Tell me more.',
        posting,
      ),
    ).toEqual(["two posting lines run together at 'preferred Thoroughly'"]);
    expect(linesRunTogether('The role asks for fluent Spanish. Tell me more.', posting)).toEqual([]);
  });
});

describe('a run-in heading inside a quote (issue 13, round 32)', () => {
  it("flags a quote that opens on a section's heading run into its first line", () => {
    expect(
      runInHeading(
        'The job description lists this responsibility: "Essential criteria The post needs strong budgeting skills". Tell me more.',
      ),
    ).toEqual(["a section heading run into the quote: 'Essential criteria'"]);
    expect(
      runInHeading('The role asks for Key Requirements Fluent Nepali and English. How do you meet it?'),
    ).toEqual(["a section heading run into the quote: 'Key Requirements'"]);
    expect(
      runInHeading('The role asks for Requirements engineering experience. How do you meet it?'),
    ).toEqual([]);
    expect(runInHeading('The role asks for Qualifications in nursing. How do you meet it?')).toEqual([]);
  });
});
