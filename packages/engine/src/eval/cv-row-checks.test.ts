import { describe, expect, it } from 'vitest';
import { locationThatIsNot } from './admin-checks.ts';
import { skillsThatAreNot } from './cv-label-checks.ts';
import { datedJobCalledUndated, degreesListedTwice, rowsToldAsJobs, seasonAsSkill } from './cv-row-checks.ts';
import { employersThatAreNot } from './employers-that-are-not.ts';
import { rolesThatAreNotTitles } from './cv-name-checks.ts';

describe('CV rows told as what they are not (issue 13, round 16 kinds)', () => {
  it('flags a degree told as a job or an employer, in English and Italian, and passes a job', () => {
    expect(
      rowsToldAsJobs('Tell me about yourself. I worked at M.Sc (Distinction) from 2015 to 2016.'),
    ).toEqual(["a degree 'MSc (Distinction)' told as an employer"]);
    expect(
      rowsToldAsJobs(
        'Your CV lists B.A. (Hons) from 2010 to 2013. Can you confirm these dates and your job title?',
      ),
    ).toEqual(["a degree 'BA (Hons)' told as a job"]);
    expect(rowsToldAsJobs('Ho lavorato presso Laurea magistrale in Chimica nel 2016.')).toEqual([
      "a degree 'Laurea magistrale in Chimica' told as an employer",
    ]);
    expect(
      rowsToldAsJobs('I worked as a Ph.D. Research Assistant at Leeds Museum from 2014 to 2018.'),
    ).toEqual([]);
    expect(rowsToldAsJobs('La mia formazione: Laurea in Chimica presso Padova, Italia (2014).')).toEqual([]);
  });

  it('flags a grant row and a section heading told as a job or an employer, and passes a firm named Grant', () => {
    expect(
      rowsToldAsJobs('I worked as 2011-14 Harbour Trust Fellowship ($9,000) at III) Awards and Grants.'),
    ).toEqual([
      "a grant or fellowship row '2011-14 Harbour Trust Fellowship ($9,000)' told as a job",
      "a section heading 'III) Awards and Grants' told as an employer",
    ]);
    expect(rowsToldAsJobs('Tell me about your time at External Research Funding.')).toEqual([
      "a section heading 'External Research Funding' told as an employer",
    ]);
    expect(rowsToldAsJobs('I worked at Grant Thornton from 2015 to 2019.')).toEqual([]);
  });

  it("flags a title read as the employer where the next 'presso' names the real one", () => {
    expect(
      employersThatAreNot('Ho lavorato presso Assegnista e ricercatrice presso Università di Pisa.'),
    ).toEqual(["a job title 'Assegnista e ricercatrice' as an employer"]);
  });

  it('flags the same degree listed twice, and passes two degrees of one school', () => {
    expect(
      degreesListedTwice(
        'I hold a Ph.D from University of Leeds (2019), a BSc from University of York (2014) and a Chemistry PhD from University of Leeds (2019).',
      ),
    ).toEqual(['the same degree listed twice: a doctorate university of leeds 2019']);
    expect(
      degreesListedTwice(
        'I hold a PhD from University of Leeds (2019) and a BSc from University of Leeds (2014).',
      ),
    ).toEqual([]);
  });

  it('flags a job called undated whose row the CV dates, and passes one the CV leaves undated', () => {
    const cv =
      'Employment\n2019 – present Lab Manager with Trust Funding\nLab Manager\nLeeds University\n\nVolunteer Guide\nLeeds Museum';
    expect(
      datedJobCalledUndated(
        'Your CV lists Lab Manager at Leeds University without dates. When did you hold this role?',
        cv,
      ),
    ).toMatch(/dates its row/);
    expect(
      datedJobCalledUndated(
        'Your CV lists Volunteer Guide at Leeds Museum without dates. When did you hold this role?',
        cv,
      ),
    ).toBeNull();
  });

  it('flags a job called undated whose title line above gives its dates, in Russian too (round 29 kind)', () => {
    const cv = [
      'Опыт работы',
      'Инженер-программист · март 2024 – наст. время',
      'Лаборатория мобильных роботов, ТУ · Казань',
      'Research Assistant · Sep 2019 – Jun 2021',
      'Harbour Robotics Lab · Leeds',
      'Volunteer Guide',
      'Leeds Museum',
    ].join('\n');
    expect(
      datedJobCalledUndated(
        'Your CV lists Лаборатория мобильных роботов without dates. When did you hold this role?',
        cv,
      ),
    ).toMatch(/dates its row/);
    expect(datedJobCalledUndated('Your CV lists Harbour Robotics Lab without dates. When?', cv)).toMatch(
      /dates its row/,
    );
    expect(
      datedJobCalledUndated('Your CV lists Leeds Museum without dates. When did you hold this role?', cv),
    ).toBeNull();
  });

  it('flags a season of a date column offered as a skill, and passes the Spring framework', () => {
    const cv = '2019 – Summer Field assistant (River Trust)\nSkills: R, Python';
    expect(seasonAsSkill('Summer', cv)).toMatch(/season/);
    expect(skillsThatAreNot('The ones I know best are R and Summer.', cv)).toEqual([
      "'Summer' is the season of a date, not a skill",
    ]);
    expect(seasonAsSkill('Spring', 'Skills: Java, Spring, Hibernate')).toBeNull();
  });

  it("flags an institution's name given as the location, and passes a town", () => {
    const cv = 'Jo Bloggs\nDepartment of Earth and Ocean\nSciences, Leeds University';
    expect(
      locationThatIsNot('Your CV gives your location as Sciences, Leeds University. Are you authorised?', cv),
    ).toMatch(/institution/);
    expect(locationThatIsNot('Would you consider relocating from Sciences, Leeds University?', cv)).toMatch(
      /institution/,
    );
    expect(locationThatIsNot('Your CV gives your location as Leeds, UK. Are you authorised?', cv)).toBeNull();
  });

  it("reads a title through an abbreviation's dots ('Ph.D. Student Researcher')", () => {
    expect(rolesThatAreNotTitles('Tell me about your time as a Ph.D. Student Researcher.')).toEqual([]);
  });
});
