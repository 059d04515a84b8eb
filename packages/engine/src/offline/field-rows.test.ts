import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { fieldRows, isNoValueRow, termValue } from './field-rows.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const titles = (requirements: { title: string }[]) => requirements.map((requirement) => requirement.title);
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

describe('fact rows of a public agency offer and of a board ad (round 28)', () => {
  it('cuts a row where the next field label starts, and gives a colonless row its colon', () => {
    expect(
      fieldRows(
        'Temps de travail Temps complet - 35H/SEMAINE du lundi au jeudi Lieu de travail SAINT HERBLAIN',
      ),
    ).toEqual([
      'Temps de travail: Temps complet - 35H/SEMAINE du lundi au jeudi',
      'Lieu de travail: SAINT HERBLAIN',
    ]);
    expect(fieldRows('Horario: de 8:00 a.m. a 4:00 p.m. Lugar de trabajo: Cali.')).toEqual([
      'Horario: de 8:00 a.m. a 4:00 p.m.',
      'Lugar de trabajo: Cali.',
    ]);
    // A label in lower case inside a sentence is no field, nor one after a capitalised word of its own.
    expect(fieldRows('Typical Schedule: 32 hours a week')).toEqual(['Typical Schedule: 32 hours a week']);

    expect(fieldRows('Le lieu de travail est proche du tram.')).toEqual([
      'Le lieu de travail est proche du tram.',
    ]);
  });

  it("quotes an hours or contract row by its value when the value states the term, and tells a 'No' row", () => {
    const states = {
      hours: (value: string) => /\d+h\b/i.test(value),
      contract: (value: string) => /\bcdd\b|\bcdi\b|\bfull-time\b/i.test(value),
    };
    expect(termValue('Type de contrat: CDI - 35h', states)).toBe('CDI - 35h');
    expect(termValue('Horaires: 35h', states)).toBe('35h');
    expect(termValue('Nature du contrat: PEC', states)).toBe('Nature du contrat: PEC');
    expect(termValue('Working hours: Full-time', states)).toBe('Working hours: Full-time');
    expect(isNoValueRow('Disponibilidad para viajar: No')).toBe(true);
    expect(isNoValueRow('Reisebereitschaft: Nein.')).toBe(true);
    expect(isNoValueRow('Permis de conduire : Non')).toBe(true);
    expect(isNoValueRow('Idiomas: No es necesario inglés')).toBe(false);
  });

  it("reads a French agency's rows: the hours without the next row, the place row, the contract with its term", async () => {
    const generation = await generate(
      [
        '## Offre n° 1234',
        'Intitulé du poste employé polyvalent de restauration',
        'Type de contrat CDD - 6 mois',
        'Temps de travail Temps partiel - 24H/SEMAINE - 8H00 à 14H00 du lundi au jeudi Lieu de travail LA FERTE SUR LOIR',
        'Descriptif du poste',
        'Service en salle',
        '### Profil recherché',
        'Expérience 1ère expérience',
      ].join('\n\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Horaires')).toContain(
      '« Temps partiel - 24H/SEMAINE - 8H00 à 14H00 du lundi au jeudi »',
    );
    expect(byTitle(requirements, 'Type de contrat')).toContain('« CDD - 6 mois »');
    expect(generation.workArrangementInfo.office_location).toBe('La Ferte sur Loir');
  });

  it("reads an English 'Place of work' row as the office location", async () => {
    const generation = await generate(
      [
        '# Kitchen Porter',
        'Contract type Permanent - full time Place of work BRIGHTON',
        '## Duties',
        'Wash pots, pans and kitchen equipment to a high standard.',
      ].join('\n\n'),
    );
    expect(generation.workArrangementInfo.office_location).toBe('Brighton');
  });

  it("reads a Spanish board ad's 'Label: value.' fields in one paragraph and asks no 'No' field", async () => {
    const generation = await generate(
      [
        '# Auxiliar de bodega',
        '## Descripción de la oferta',
        'Empresa de logística ubicada en la zona industrial requiere para su equipo de trabajo auxiliar de bodega con experiencia mínima de un año en inventarios, cargue y descargue de mercancía. Responsable, puntual y con buena actitud de servicio. Tipo de contrato: Obra o labor. Horario: Lunes a sábado de 6:00 a.m. a 2:00 p.m. Lugar de trabajo: Bucaramanga.',
        '### Requerimientos',
        'Disponibilidad de viajar: No',
        'Disponibilidad de cambio de residencia: No',
      ].join('\n\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Horario')).toContain('"Lunes a sábado de 6:00 a.m. a 2:00 p.m."');
    expect(byTitle(requirements, 'Horario')).not.toContain('Bucaramanga');
    expect(generation.workArrangementInfo.office_location).toBe('Bucaramanga');
    expect(titles(requirements)).not.toContain('Viajes');
    expect(titles(requirements)).not.toContain('Disponibilidad');
  });
});
