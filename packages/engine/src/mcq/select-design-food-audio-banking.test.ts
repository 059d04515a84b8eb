import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings of professions the bank had no group for (issue 13, pattern 5): food technologists, sound engineers,
// mechanical design engineers, specification writers and a bank's graduate programme got only generic groups before.

describe('selectMcqGroups: food technologists and food safety staff', () => {
  it("asks a bakery's food technologist about food safety and quality, not only communication", () => {
    const groups = select(
      [
        '# Food Technologist',
        '## What you will do',
        '- Run shelf life trials and sensory panels for new biscuit recipes',
        '- Keep the HACCP plan and allergen control up to date with the site team',
        '## About you',
        '- Degree in food science or a related subject',
        '- Good communication skills',
      ],
      'Food Technologist',
    );
    expect(groups[0]).toBe('Food Safety and Quality Assurance');
  });

  it('does so for a Spanish food technologist', () => {
    const groups = select(
      [
        '# Tecnóloga de alimentos',
        '## Funciones',
        '- Mantener el plan APPCC y los registros de inocuidad alimentaria de la planta',
        '- Coordinar los análisis de vida útil con el laboratorio',
      ],
      'Tecnóloga de alimentos',
    );
    expect(groups).toContain('Food Safety and Quality Assurance');
  });
});

describe('selectMcqGroups: sound and audio engineers', () => {
  it("asks a theatre's audio technician about sound, not about plant maintenance", () => {
    const groups = select(
      [
        '# Audio Technician',
        '## Responsibilities',
        '- Run the mixing desk for live sound at evening shows',
        '- Set up microphones and record rehearsals in Pro Tools',
        '- Preventive maintenance of the sound equipment and its inventory',
      ],
      'Audio Technician',
    );
    expect(groups[0]).toBe('Audio Engineering and Sound Recording');
    expect(groups).not.toContain('Industrial and Mechanical Maintenance');
  });

  it('reads Spanish and French sound technicians as sound, not as plant maintenance', () => {
    for (const title of ['Técnico de sonido', 'Technicien son'])
      expect(select([`# ${title}`, '- Mantenimiento preventivo de los equipos de la sala'], title)).toEqual([
        'Audio Engineering and Sound Recording',
      ]);
  });

  it('reads a French sound engineer by title', () => {
    expect(select(['# Ingénieur du son (H/F)', 'CDD de six mois à Lyon.'], 'Ingénieur du son')).toEqual([
      'Audio Engineering and Sound Recording',
    ]);
  });

  it("does not take a 'sound understanding' of a process for audio work", () => {
    const groups = select([
      '# Process Engineer',
      '## Requirements',
      '- Sound understanding of extrusion processes',
      '- Sound knowledge of statistical process control',
    ]);
    expect(groups).not.toContain('Audio Engineering and Sound Recording');
  });
});

describe('selectMcqGroups: mechanical design engineers', () => {
  it("asks a machine builder's design engineer about mechanical design before the generic groups", () => {
    const groups = select(
      [
        '# Mechanical Engineer - Packaging Machines',
        '## Your tasks',
        '- Design frames, drives and grippers in SolidWorks',
        '- Carry out tolerance analysis and prepare drawings with GD&T',
        '## Your profile',
        '- Degree in mechanical engineering',
        '- Strong problem solving skills',
      ],
      'Mechanical Engineer',
    );
    expect(groups[0]).toBe('Mechanical Design and Engineering');
  });

  it('reads a German design engineer in mechanical engineering', () => {
    const groups = select(
      [
        '# Konstrukteur (m/w/d) Maschinenbau',
        '## Ihre Aufgaben',
        '- Konstruktion von Baugruppen für Sondermaschinen in 3D CAD',
        '## Ihr Profil',
        '- Studium Maschinenbau oder Techniker mit Berufserfahrung',
      ],
      'Konstrukteur (m/w/d) Maschinenbau',
    );
    expect(groups).toContain('Mechanical Design and Engineering');
  });
});

describe('selectMcqGroups: specification writers', () => {
  it("asks an architecture practice's specification writer about specifications and tender documents", () => {
    const groups = select(
      [
        '# Specification Writer',
        '## The role',
        '- Write the specifications for our housing projects and assemble the tender documents',
        '- Check the specifications against the drawings before issue',
        '## You have',
        '- Good written English and an eye for detail',
      ],
      'Specification Writer',
    );
    expect(groups[0]).toBe('Technical Specifications and Tender Documents');
  });

  it('reads a Dutch specification writer by title and duties', () => {
    const groups = select(
      [
        '# Bestekschrijver installaties',
        '## Wat ga je doen',
        '- Je stelt besteksteksten op voor elektrotechnische installaties',
        '- Je stemt de tekeningen af met de projectleider',
      ],
      'Bestekschrijver',
    );
    expect(groups).toContain('Technical Specifications and Tender Documents');
  });

  it('does not take a developer who writes technical designs for a specification writer', () => {
    const groups = select(
      [
        '# Backend Developer',
        '## Responsibilities',
        '- Write technical specifications for new API endpoints',
        '- Build services in Java and SQL',
      ],
      'Backend Developer',
    );
    expect(groups).not.toContain('Technical Specifications and Tender Documents');
  });
});

describe("selectMcqGroups: a bank's graduate and internship programmes", () => {
  it("asks a bank's internship programme that lists only degrees about banking", () => {
    const groups = select(
      [
        '## Banco del Litoral Programa de Prácticas 2025',
        '## Requisitos',
        '- Estudiantes de último año de Economía, Administración, Derecho, Ingeniería o Comunicación',
        '- Inglés intermedio',
      ],
      'Programa de Prácticas 2025',
    );
    expect(groups).toEqual(['Banking and Financial Services']);
  });

  it("does so for an English bank's graduate programme", () => {
    const groups = select(
      [
        '# Harbour Bank Graduate Programme 2025',
        '## Who we are looking for',
        '- Graduates of any discipline with a 2:1 degree',
        '- Curious, organised and keen to learn',
      ],
      'Graduate Programme',
    );
    expect(groups).toContain('Banking and Financial Services');
  });

  it("gives no banking to a food bank's internship programme", () => {
    const groups = select(
      [
        '## Banco de Alimentos del Sur: Programa de Prácticas',
        '## Requisitos',
        '- Estudiantes de Trabajo Social o Nutrición',
      ],
      'Programa de Prácticas',
    );
    expect(groups).not.toContain('Banking and Financial Services');
  });
});
