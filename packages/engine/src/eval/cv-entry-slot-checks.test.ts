import { describe, expect, it } from 'vitest';
import { departmentsAsCourses, entrySlotFaults } from './cv-entry-slot-checks.ts';

describe('names in an employer or degree slot that are none (issue 13, round 30 kind)', () => {
  it('flags a school-leaving diploma read as the employer, in English and Spanish', () => {
    expect(entrySlotFaults('I worked at High School Diploma from 2015 to 2017.')).toEqual([
      "a school diploma 'High School Diploma' as an employer",
    ]);
    expect(entrySlotFaults('Trabajé en Bachillerato Científico de 2012 a 2014.')).toEqual([
      "a school diploma 'Bachillerato Científico' as an employer",
    ]);
    expect(
      entrySlotFaults(
        'Su CV indica Bachiller Técnico de 2010 a 2012. ¿Puede confirmar estas fechas y su cargo?',
      ),
    ).toHaveLength(1);
    expect(entrySlotFaults('I worked at Lincoln High School from 2015 to 2017.')).toEqual([]);
    expect(entrySlotFaults('I hold a Diploma in Nursing (2019).')).toEqual([]);
  });

  it('flags a row of comma-separated fields read as one employer or degree', () => {
    expect(entrySlotFaults('I worked at Acme Labs,Research,,Intern from 2018 to 2020.')).toEqual([
      "a row of fields 'Acme Labs,Research,,Intern' as one name",
    ]);
    expect(
      entrySlotFaults('Your CV lists 某某科技有限公司，研发部 in 2019. Can you confirm the dates?'),
    ).toHaveLength(1);
    expect(entrySlotFaults('I worked at Acme, Inc. from 2018 to 2020.')).toEqual([]);
  });

  it('flags two degrees of different levels run into one', () => {
    expect(entrySlotFaults('I hold a 某大学，计算机，学士， 某研究院，软件工程，硕士 (2019).')).toContain(
      'two degrees run into one: 某大学，计算机，学士， 某研究院，软件工程，硕士',
    );
    expect(entrySlotFaults('I hold a Bachelor of Arts, Master of Science in Physics (2012).')).toEqual([
      'two degrees run into one: Bachelor of Arts, Master of Science in Physics',
    ]);
    expect(entrySlotFaults('I hold a Yüksek Lisans from Ege Üniversitesi (2015).')).toEqual([]);
    expect(entrySlotFaults('I hold a Master of Science in Physics (2012).')).toEqual([]);
    expect(entrySlotFaults('I hold an Integrated Bachelor-Master Degree in Biology (2017).')).toEqual([]);
    expect(
      entrySlotFaults('I hold a PhD from Lakeside University and a Master of Arts from Hill College.'),
    ).toEqual([]);
  });
});

describe('a department read as courses (issue 13, round 30 kind)', () => {
  const CV = [
    'EĞİTİM',
    'Ege Üniversitesi | Kimya Bölümü 2010',
    'Anadolu Üniversitesi | Sertifika Programı 2013',
  ].join('\n');

  it("flags 'courses at' a school whose row names a department, not one whose row names a programme", () => {
    expect(
      departmentsAsCourses(
        'I studied courses at Ege Üniversitesi (2010) and courses at Anadolu Üniversitesi (2013).',
        CV,
      ),
    ).toEqual(['a department at Ege Üniversitesi read as courses']);
  });
});
