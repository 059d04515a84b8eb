import { describe, expect, it } from 'vitest';
import { looksLikeCitation } from './citations.ts';
import {
  containsContactData,
  isContactOnlyLine,
  isLinkPointer,
  isPhoneNumber,
  isStreetAddress,
} from './contact-data.ts';
import { readCvProfile } from './cv-profile.ts';
import { cvTextsOf } from './test-fixtures.ts';
import { withBoxHyphensJoined } from './designer-text.ts';
import { headingWordOf } from './heading-words.ts';

const textsOf = cvTextsOf;

describe('contact data (issue 13, round 8)', () => {
  it('tells phone numbers, shown or masked, from years and dates', () => {
    expect(isPhoneNumber('+44 7700 *** ***')).toBe(true);
    expect(isPhoneNumber('+1 (415) 555-0199')).toBe(true);
    expect(isPhoneNumber('0612 xx xx xx')).toBe(true);
    expect(isPhoneNumber('2015 - 2019')).toBe(false);
    expect(isPhoneNumber('03/04/2021')).toBe(false);
    expect(isPhoneNumber('12')).toBe(false);
  });

  it('reads a line of contacts, one or several, and a pointer to a link', () => {
    expect(isContactOnlyLine('+31 20 555 0101 · +31 6 5555 0102')).toBe(true);
    expect(isContactOnlyLine('jo@example.org | www.jo.dev')).toBe(true);
    expect(isContactOnlyLine('Acme Corp · Amsterdam')).toBe(false);
    expect(isContactOnlyLine('Node.js/React')).toBe(false);
    expect(isLinkPointer('See www.rowing-club.org.')).toBe(true);
    expect(isLinkPointer('see https://example.edu/course/42')).toBe(true);
    expect(isLinkPointer('See the attached list.')).toBe(false);
    expect(containsContactData('Ø +33 612 *** ***')).toBe(true);
    expect(containsContactData('Widgets Inc')).toBe(false);
    expect(isStreetAddress('Via Garibaldi 12 20121 Milano')).toBe(true);
    expect(isStreetAddress("18 rue de l'Église, 75001 Paris")).toBe(true);
    expect(isStreetAddress('42 Harbour Road, Leeds LS1 4AB')).toBe(true);
    expect(isStreetAddress('Via Technologies')).toBe(false);
    expect(isStreetAddress('3 Road Safety campaigns run for the council')).toBe(false);
  });

  it('never takes a phone line, with or without its icon glyph, for an employer', () => {
    const cv = [
      '# Ann Example',
      'Ø +33 612 *** *** **',
      '\uF0E0 ann@example.org',
      '## Experience',
      'Data Analyst, Widgets Inc, 2019 – 2022',
      '- Built weekly sales dashboards for the regional managers.',
      'Junior Analyst, Gadgets Ltd, 2016 – 2019',
      '- Cleaned customer records for the billing migration.',
    ].join('\n\n');
    const roles = readCvProfile(cv).roles;
    expect(roles.map((role) => role.organisation)).toEqual(['Widgets Inc', 'Gadgets Ltd']);
    expect(textsOf(cv)).not.toMatch(/\*\*\*|612/);
  });

  it('never takes the address under an employer for the employer', () => {
    const cv = [
      '## Experience',
      'March 2018 - June 2021 Office assistant',
      'Northwind Traders',
      '42 Harbour Road, Leeds LS1 4AB',
      'Kept the accounts payable ledger and answered the front desk.',
    ].join('\n\n');
    expect(readCvProfile(cv).roles.map((role) => role.organisation)).toEqual(['Northwind Traders']);
    expect(textsOf(cv)).not.toMatch(/Harbour Road/);
  });

  // Round 24: a Turkish CV's contact line, its phone and link run together where an icon was lost, was its employer.
  it('never takes a contact line for an employer, its phone and link run together, in any language', () => {
    expect(isContactOnlyLine('budi@surel.com | +62 812 3456 7890 github.com/budi')).toBe(true);
    expect(isContactOnlyLine('+62 812 3456 7890 Gadjah Mada')).toBe(false);
    const cv = [
      '# Budi Santoso',
      '## Mahasiswa Teknik Informatika',
      'budi.santoso@surel.com | +62 812 3456 7890 github.com/budisantoso | linkedin.com/in/budisantoso',
      '## TENTANG SAYA',
      'Saya membangun aplikasi web dengan Python dan menyukai kode yang rapi.',
    ].join('\n\n');
    expect(textsOf(cv)).not.toMatch(/surel\.com|github/);
  });

  it("keeps a 'See www…' line under a job out of the next job's employer", () => {
    const cv = [
      '## Experience',
      '2019–2021 Swimming coach, Harbour Club, Leeds.',
      'Coached the junior squad twice a week for regional meets.',
      'See www.harbour-club.org.',
      '2017–2019 Swimming instructor, City Baths, Leeds.',
      'Kept watch over the public sessions and ran first-aid drills.',
      'See www.citybaths.co.uk/staff.',
    ].join('\n\n');
    const roles = readCvProfile(cv).roles;
    expect(roles.map((role) => role.organisation)).toEqual(['Harbour Club', 'City Baths']);
    expect(textsOf(cv)).not.toMatch(/www\.|See /);
  });
});

describe('projects, headings and skill clouds (issue 13, round 8)', () => {
  it('reads a one-word heading misspelt within one or two letters, never another form of a word', () => {
    expect(headingWordOf('INTRESTS')).toBe('interests');
    expect(headingWordOf('Experince')).toBe('experience');
    expect(headingWordOf('Researcher')).toBe(null);
    expect(headingWordOf('Project')).toBe(null);
    expect(headingWordOf('customers')).toBe(null);
  });

  it('asks no skill-cloud token or heading as a project', () => {
    const cv = [
      '## Experience',
      'Web Developer, Widgets Inc, 2019 – 2022',
      '- Built the customer portal in React and cut page loads by half.',
      '## Projects',
      'TRAILFINDER APP',
      '- Wrote a planner that finds quiet cycling routes from open map data.',
      'HTML/CSS',
      '- Used for most of my data work at home and in class projects.',
      'ACTIVITES',
      '- Climbing and film photography in the weekends with friends.',
    ].join('\n\n');
    const names = readCvProfile(cv).projects.map((project) => project.name);
    expect(names).toEqual(['Trailfinder APP']);
  });
});

describe('degrees under way and publications (issue 13, round 8)', () => {
  const cv = [
    '## Experience',
    '2018–2021 Lab technician, Coastal Labs, Bristol.',
    'Ran the sample intake and kept the freezer inventory.',
    '## Education',
    '2021–current Master of Science in Marine Biology, Coastal University.',
    '2017–2020 Bachelor of Science in Biology, Coastal University.',
    '## Publications',
    'J. K. Doe, M. N. Roe. Tide pools revisited. Journal of Shores, 2022',
  ].join('\n\n');

  it("tells a 'YEAR–current' degree as studied since its start, never held", () => {
    const education = readCvProfile(cv).education;
    expect(education[0]?.year).toBe('since 2021');
    const texts = textsOf(cv);
    expect(texts).not.toMatch(/hold a Master of Science/);
    expect(texts).toMatch(/Master of Science in Marine Biology[^.]*2021[^.]*still studying/);
  });

  it('reads no citation as a degree', () => {
    expect(looksLikeCitation('J. K. Doe, M. N. Roe. Tide pools revisited. Journal of Shores, 2022')).toBe(
      true,
    );
    expect(looksLikeCitation('A. B. Smith and C. Jones. In: Proceedings of Things, 2019')).toBe(true);
    expect(looksLikeCitation('B. Tech and M. Tech, Lakeside Institute, 2013')).toBe(false);
    expect(looksLikeCitation('Master of Science in Marine Biology, Coastal University')).toBe(false);
    expect(readCvProfile(cv).education.map((entry) => entry.degree)).toHaveLength(2);
  });
});

describe('designer text (issue 13, round 8)', () => {
  it('joins words hyphenated at a box edge, and keeps compounds and other languages', () => {
    expect(withBoxHyphensJoined('I am always build-ing tools')).toBe('I am always building tools');
    expect(withBoxHyphensJoined('apps in re-altime')).toBe('apps in realtime');
    expect(withBoxHyphensJoined('a real-time, hands-on, e-commerce, day-to-day role')).toBe(
      'a real-time, hands-on, e-commerce, day-to-day role',
    );
    expect(withBoxHyphensJoined('peut-être')).toBe('peut-être');
  });

  it("writes 'an M.Sc.' with one full stop", () => {
    const cv = [
      '## Experience',
      'Data Analyst, Widgets Inc, 2019 – 2022',
      '- Built weekly sales dashboards for the regional managers.',
      '## Education',
      'M.Sc.',
    ].join('\n\n');
    expect(textsOf(cv)).not.toMatch(/\w\.\.(?!\.)/);
  });
});
