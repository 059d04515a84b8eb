import { describe, expect, it } from 'vitest';
import { hasWorkHistory } from './work-history.ts';

describe('a CV with a work history, by its own text (issue 13, after round 13)', () => {
  it('finds dated entries under an experience heading, a start year over its open end, and rows', () => {
    expect(hasWorkHistory('Jo Bloggs\n\nWork Experience\nStock Controller, Maple Depot\n2017 - 2021\n')).toBe(
      true,
    );
    expect(
      hasWorkHistory('Jo Bloggs\n\nExperience\nMarch 2019 –\nPresent\nShift Supervisor, Crumb & Co\n'),
    ).toBe(true);
    expect(hasWorkHistory('Jo Bloggs\n\nBERUFSERFAHRUNG\n1741 - 1766 Kartograf, Landesamt\n')).toBe(true);
    expect(hasWorkHistory('Jo Bloggs\n\nEXPERIENCE\nFebruary 1998 to date with Orbit Mills\n')).toBe(true);
    expect(hasWorkHistory('Jo Bloggs\n\nDelivery Driver · Zoomline · Jan 2020 - Present\n')).toBe(true);
  });

  it('finds none in an empty form, a template of placeholders, or an education section alone', () => {
    expect(
      hasWorkHistory(
        'Curriculum Vitae\n\nJo Bloggs\n\nWORK EXPERIENCE\n\nEDUCATION AND TRAINING\n\n© 2002-2013\n',
      ),
    ).toBe(false);
    expect(
      hasWorkHistory('Jo Bloggs\n\nExperience\nAcme Inc. · 2012 – Present\nSummer Intern Manager: xxx\n'),
    ).toBe(false);
    expect(
      hasWorkHistory(
        'Jo Bloggs\n\nEducation\nNorthfield University · 2013 – 2016\nMaster student in Physics\n',
      ),
    ).toBe(false);
    expect(hasWorkHistory('Jo Bloggs\n\nProjects\n2022 Expense tracker, as lead developer\n')).toBe(false);
    expect(
      hasWorkHistory(
        'Jo Bloggs\n\nEDUCATION & TRAINING\nBachelor of Nursing | Northfield University | 2015 – 2019\n',
      ),
    ).toBe(false);
  });

  it('counts a dated training post listed among the education (a residency, a fellowship) as work', () => {
    expect(
      hasWorkHistory(
        'Jo Bloggs, MD\n\nEDUCATION & TRAINING\nCardiology Fellowship | Northfield University | 2023 – Present\nDoctor of Medicine | Northfield University | 2014 – 2020\n',
      ),
    ).toBe(true);
    expect(
      hasWorkHistory('Jo Bloggs\n\nFormación\nResidencia en Pediatría, Hospital del Sur, 2019 – 2023\n'),
    ).toBe(true);
  });

  it('counts dated post rows under a Portuguese career heading as work, whatever the engine read of them', () => {
    expect(
      hasWorkHistory(
        'Caio Reis\n\n## ATIVIDADES PROFISSIONAIS\n\n1990/2012 - CONSTRUTORA SERRA AZUL LTDA\n\nObra: Barragem do Rio Claro\n',
      ),
    ).toBe(true);
  });
});
