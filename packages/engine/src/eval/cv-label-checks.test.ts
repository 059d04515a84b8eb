import { describe, expect, it } from 'vitest';
import {
  headingsWithColonAsRoles,
  labelsAsEmployers,
  namesThatAreNoDegree,
  pastYearsToldAsExpected,
  rowSplitAtDash,
  skillsThatAreNot,
} from './cv-label-checks.ts';

describe('labelsAsEmployers', () => {
  it("finds a side column's status, length, contract or work-mode label read as the employer", () => {
    expect(labelsAsEmployers("J'ai travaillé comme Analyste chez En cours sans dates.")).toEqual([
      "a label 'En cours' as an employer",
    ]);
    expect(labelsAsEmployers('Chez CDD : Membre d’une équipe.')).toEqual(["a label 'CDD' as an employer"]);
    expect(labelsAsEmployers('Tell me about your work at Remoto from 2020 to 2021.')).toHaveLength(1);
    expect(labelsAsEmployers('Quel était votre rôle chez 2 ans ?')).toHaveLength(1);
  });

  it('passes employers whose name holds such a word', () => {
    expect(labelsAsEmployers('I worked at Stage Lighting Ltd from 2019.')).toEqual([]);
    expect(labelsAsEmployers("J'ai travaillé chez Orange depuis 2018.")).toEqual([]);
  });
});

describe('rowSplitAtDash', () => {
  it("finds an 'Employer — Title — City' row split at the wrong dash", () => {
    expect(rowSplitAtDash('Tell me about your work at Ohio —.')).toBe(true);
    expect(rowSplitAtDash('as a Acme Roofing — Estimator — Dayton at Ohio')).toBe(true);
    expect(rowSplitAtDash('I worked as a Lakeside Motors —Sales Associate — from May 2019.')).toBe(true);
  });

  it('passes a dash inside a sentence', () => {
    expect(rowSplitAtDash('I led the migration — on time — and trained the team.')).toBe(false);
    expect(rowSplitAtDash('I worked as a Sales Associate at Lakeside Motors from 2019.')).toBe(false);
  });
});

describe('headingsWithColonAsRoles', () => {
  it('finds a sub-heading ending in a colon told as a role', () => {
    expect(
      headingsWithColonAsRoles("J'ai travaillé comme Chef de projet depuis 2019 : de 2017 à 2018."),
    ).toHaveLength(1);
    expect(
      headingsWithColonAsRoles('Tell me about your work as a Lead of the platform team :.'),
    ).toHaveLength(1);
  });

  it('finds a sub-heading ending in a colon told as the employer, leaving a known field label to its check (round 27)', () => {
    expect(headingsWithColonAsRoles('¿Qué hizo en Datos personales:? Trabajé en Datos personales:.')).toEqual(
      ["a line ending in ':' as a role 'Datos personales:'"],
    );
    expect(headingsWithColonAsRoles('I worked at Otros datos: from 2019 to 2021.')).toHaveLength(1);
    expect(headingsWithColonAsRoles('Trabajé en Nombre:.')).toEqual([]);
    expect(headingsWithColonAsRoles('I worked at Acme: I led the team of four.')).toEqual([]);
  });

  it('finds such a line in a dates check', () => {
    const question =
      'Your CV lists Lead of the platform team : from 2016 to 2018. Can you confirm the dates?';
    expect(headingsWithColonAsRoles(question)).toHaveLength(1);
  });

  it('passes a role followed by a quoted line', () => {
    expect(headingsWithColonAsRoles('As a Data Analyst at Acme: "Built dashboards".')).toEqual([]);
  });
});

describe('namesThatAreNoDegree', () => {
  it('finds a one-word place or a hobby line named as a degree', () => {
    expect(
      namesThatAreNoDegree(
        'I am studying for a Provo at State University, and I expect to graduate in 2027.',
      ),
    ).toEqual(["'Provo' is no degree"]);
    expect(
      namesThatAreNoDegree('Ma formation : Licence Informatique (2015) et Loisirs Randonnée (2012).'),
    ).toEqual(['a hobby line as a degree']);
  });

  it("passes a Turkish CV's one-word degree, told in English (round 25)", () => {
    expect(
      namesThatAreNoDegree(
        'I am studying for a Lisans at Ege Üniversitesi, and I expect to graduate in 2028.',
      ),
    ).toEqual([]);
    expect(namesThatAreNoDegree('I am studying for a İzmir at Ege Üniversitesi.')).toEqual([
      "'İzmir' is no degree",
    ]);
  });

  it('passes a one-word degree', () => {
    expect(namesThatAreNoDegree('I hold an MBA at Lakeside University.')).toEqual([]);
    expect(namesThatAreNoDegree('I hold a B.S. in Physics from Lakeside University.')).toEqual([]);
    expect(namesThatAreNoDegree('Your CV lists an M. Sc. Physics from Lakeside University (2011).')).toEqual(
      [],
    );
    expect(namesThatAreNoDegree('I am studying for a Bachelor at Lakeside University.')).toEqual([]);
    expect(namesThatAreNoDegree('Your CV lists a PhD. (Dr. phil.) from Lakeside University.')).toEqual([]);
  });
});

describe('pastYearsToldAsExpected', () => {
  it('finds a qualification told as expected in a year before the reading', () => {
    const cv = 'BSc Biology, Lakeside University, 2015 - 2019';
    const answer = 'I am studying for a BSc, and I expect to graduate in 2019.';
    expect(pastYearsToldAsExpected(answer, cv, 2026)).toHaveLength(1);
  });

  it('passes a year still to come, or one the CV itself marks as expected', () => {
    const cv = 'BSc Biology, Lakeside University, Expected May 2019';
    const later = 'I am studying for a BSc, and I expect to graduate in 2027.';
    expect(pastYearsToldAsExpected(later, cv, 2026)).toEqual([]);
    const marked = 'I am studying for a BSc, and I expect to graduate in 2019.';
    expect(pastYearsToldAsExpected(marked, cv, 2026)).toEqual([]);
    // A labelled date with its month: 'Expected Completion Date: June 2019'.
    const labelled = 'BSc Biology, Lakeside University - Expected Completion Date: June 2019';
    expect(pastYearsToldAsExpected(marked, labelled, 2026)).toEqual([]);
  });
});

describe('skillsThatAreNot', () => {
  it("finds a skill the CV writes only as a counted abbreviation or as a company's legal form", () => {
    const cv = 'Ranked first in MQL’s booked\nData intern, SARL Brightwave\nSkills: Python, Excel';
    expect(skillsThatAreNot('Your CV lists Python, MQL and Excel.', cv)).toEqual([
      "'MQL' is an abbreviation counted, not a skill",
    ]);
    expect(skillsThatAreNot('Votre CV mentionne Python et SARL.', cv)).toEqual([
      "'SARL' is a company's legal form, not a skill",
    ]);
  });

  it('passes skills the CV names as skills', () => {
    const cv = 'Skills: SQL, SAS, Python\nWrote SQL reports';
    expect(skillsThatAreNot('Your CV lists SQL, SAS and Python.', cv)).toEqual([]);
  });
});
