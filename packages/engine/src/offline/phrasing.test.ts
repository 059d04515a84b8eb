import { describe, expect, it } from 'vitest';
import { firstPerson } from './cv-qa.ts';
import {
  dutyInBaseForm,
  indefiniteArticle,
  itemOpening,
  runOn,
  withArticle,
  withDateFieldsInBrackets,
  withIndefiniteArticle,
} from './phrasing.ts';

describe('phrasing of document items inside questions', () => {
  it('tells bare verbs from gerunds and noun phrases', () => {
    expect(itemOpening('Develop, test, and maintain Java-based applications')).toBe('imperative');
    expect(itemOpening('Conducting excellent and engaging live classes')).toBe('gerund');
    expect(itemOpening('Invoice validation before sending to Customer')).toBe('other');
    // A capitalised verb the taggers read as a noun, known by the verb after it.
    expect(itemOpening('Review and analyze departmental budgets')).toBe('imperative');
    expect(itemOpening('Research, formulate and develop new products')).toBe('imperative');
    expect(itemOpening('Help improve margins')).toBe('imperative');
    expect(itemOpening('Budget planning and forecasting')).toBe('other');
    expect(itemOpening('Report writing for the board')).toBe('other');
    expect(itemOpening('Experience with Salesforce')).toBe('other');
  });

  it('puts a duty written of the holder in the base form, its list of verbs included', () => {
    expect(dutyInBaseForm('Serves as the technical expert to the programme management')).toBe(
      'serve as the technical expert to the programme management',
    );
    expect(dutyInBaseForm('Develops, presents, and leads briefings with senior officials')).toBe(
      'develop, present, and lead briefings with senior officials',
    );
    // Nouns that open a line are left alone: the line is quoted as before.
    expect(dutyInBaseForm('Operations reporting and analysis for the region')).toBeNull();
    expect(dutyInBaseForm('Reports, dashboards and KPIs for the sales team')).toBeNull();
    expect(dutyInBaseForm('Business process documentation')).toBeNull();
    expect(dutyInBaseForm('Manage the team budget')).toBeNull();
  });

  it('runs an item on in a sentence, keeping names and acronyms', () => {
    expect(runOn('Strong Python skills')).toBe('strong Python skills');
    expect(runOn('SQL and distributed compute')).toBe('SQL and distributed compute');
    expect(runOn('JavaScript y AppScript')).toBe('JavaScript y AppScript');
  });

  it('adds an article before a singular head noun only', () => {
    expect(withArticle('proven track record of exceeding quotas')).toBe(
      'a proven track record of exceeding quotas',
    );
    expect(withArticle('advanced business or technical degree')).toBe(
      'an advanced business or technical degree',
    );
    expect(withArticle('excellent written and verbal communication skills')).toBe(
      'excellent written and verbal communication skills',
    );
    expect(withArticle('3+ years of applied ML engineering experience')).toBe(
      '3+ years of applied ML engineering experience',
    );
  });
});

describe('firstPerson for CV lines', () => {
  it('keeps the words and the tense of the job', () => {
    expect(firstPerson('Developed and maintained a scalable API', false)).toBe(
      'I developed and maintained a scalable API.',
    );
    expect(firstPerson('Meet with clients to discuss their needs', true)).toBe(
      'I meet with clients to discuss their needs.',
    );
    expect(firstPerson('Prepare balance sheets', false)).toBe(
      'One of my responsibilities was to prepare balance sheets.',
    );
    expect(firstPerson('Leading cross-functional teams', true)).toBe(
      'My work includes leading cross-functional teams.',
    );
    expect(firstPerson('Hired to redevelop the website', false)).toBe(
      'I was hired to redevelop the website.',
    );
    // A gerund the tagger reads as a noun (round 29's LinkedIn export): still a duty.
    expect(firstPerson('Handling customer calls for the billing team.', false)).toBe(
      'My work included handling customer calls for the billing team.',
    );
    expect(firstPerson('Phabricator is used daily by Facebook.', false)).toBe(
      'Phabricator is used daily by Facebook.',
    );
  });
});

describe('indefiniteArticle', () => {
  it("writes 'an' before a vowel sound and 'a' before a consonant sound", () => {
    expect(indefiniteArticle('Assistant Grounds Keeper')).toBe('an');
    expect(indefiniteArticle('Ultrasound Technician')).toBe('an');
    expect(indefiniteArticle('MRI Technologist')).toBe('an');
    expect(indefiniteArticle('hourly cashier')).toBe('an');
    expect(indefiniteArticle('University Librarian')).toBe('a');
    expect(indefiniteArticle('European Sales Lead')).toBe('a');
    expect(indefiniteArticle('one-year contract')).toBe('a');
    expect(indefiniteArticle('Bookkeeper')).toBe('a');
    // Abbreviations by their first letter's sound, whatever their case or dots.
    expect(indefiniteArticle('MSc in Physics')).toBe('an');
    expect(indefiniteArticle('M.Sc. Digital Media')).toBe('an');
    expect(indefiniteArticle('BSc in Biology')).toBe('a');
    expect(indefiniteArticle('MEng')).toBe('an');
    expect(indefiniteArticle('Sr. Engineer')).toBe('a');
  });

  it("keeps a name's own article, in lower case, instead of adding one ('a The …')", () => {
    expect(withIndefiniteArticle('The Harbour Transfer Certificate (HTC)')).toBe(
      'the Harbour Transfer Certificate (HTC)',
    );
    expect(withIndefiniteArticle('Theatre Technician')).toBe('a Theatre Technician');
  });
});

describe('a date field quoted from a row', () => {
  it("tells a row's closing date field in brackets", () => {
    expect(withDateFieldsInBrackets('I taught HIST 210 Early Modern Europe · Spring 2019 & Fall 2020.')).toBe(
      'I taught HIST 210 Early Modern Europe (Spring 2019 & Fall 2020).',
    );
    expect(withDateFieldsInBrackets('Data Analysis with Julia · 03/2022 – 05/2022. I passed.')).toBe(
      'Data Analysis with Julia (03/2022 – 05/2022). I passed.',
    );
    // A field mark before anything but a closing date stays: it is no date to tell.
    expect(withDateFieldsInBrackets('Analyst · Harbour Bank · Oslo.')).toBe('Analyst · Harbour Bank · Oslo.');
  });
});
