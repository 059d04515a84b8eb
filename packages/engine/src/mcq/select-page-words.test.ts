import { describe, expect, it } from 'vitest';
import { isInNamedDocument } from './named-documents.ts';
import { selectedCompetencies } from './select-test-support.ts';
import { isUsedOrKnownOnly } from './used-or-known-mentions.ts';

// Made-up postings for issue 13's round 18 and 19 kinds: a group from a word of the page, not from the role's work.
const select = selectedCompetencies;

describe('selectMcqGroups: words of the page that name no work (round 18-19 kinds)', () => {
  it('reads "Reporting to the manager" as the line manager, not as reporting work', () => {
    const posting = [
      '## Key Duties',
      'Reporting to the Front Office Supervisor, the clerk will:',
      'Check guests in and out and answer the phone politely',
      'Keep the lobby tidy and the brochures stocked',
    ];
    expect(select(posting, 'Night Clerk')).not.toContain('Data Analysis');
    const analyst = ['## Key Duties', 'Weekly reporting on sales KPIs', 'Build the KPI dashboards'];
    expect(select(analyst, 'Sales Analyst')).toContain('Data Analysis');
  });

  it('reads a named policy as a document, not as the field its name mentions', () => {
    const posting = [
      '## The Role',
      'You will build the cabinets and fit the new doors of the farmhouse.',
      'This is skilled work, as set out in our Human Resources for Volunteers policy.',
      'Lavoro qualificato, come definito nella nostra policy Risorse Umane per i Volontari.',
    ];
    expect(select(posting, 'Joiner')).not.toContain('Human Resources and Recruiting');
  });

  it('still reads HR policies as HR work', () => {
    const posting = [
      '## Responsibilities',
      'Draft the Human Resources Policy and keep the HR policies current',
      'Run recruitment for the new branch',
    ];
    expect(select(posting, 'People Officer')).toContain('Human Resources and Recruiting');
  });

  it('knows a named policy or page from a policy the role writes', () => {
    const line = 'as set out in our Human Resources for Volunteers policy';
    const start = line.indexOf('Human');
    expect(isInNamedDocument(line, start, start + 'Human Resources'.length)).toBe(true);
    const page = 'see the HR Onboarding page';
    expect(isInNamedDocument(page, page.indexOf('HR'), page.indexOf('HR') + 2)).toBe(true);
    const own = 'Draft the Human Resources Policy';
    const ownStart = own.indexOf('Human');
    expect(isInNamedDocument(own, ownStart, ownStart + 'Human Resources'.length)).toBe(false);
  });

  it("reads a blog post's tags as tags, not as the work they name", () => {
    const posting = [
      '## Tes missions',
      'Organiser les ateliers du programme et rédiger la lettre d’information',
      '#recrutement #accompagnement',
    ];
    expect(select(posting, 'Stagiaire')).not.toContain('Human Resources and Recruiting');
  });

  it('reads the curriculum vitae an applicant sends as a CV, not as teaching', () => {
    const posting = [
      '## Posizioni aperte',
      'Inviaci il tuo curriculum, cerchiamo persone affidabili e puntuali.',
      'Allega il curriculum vitae e una fotografia alla mail.',
    ];
    expect(select(posting, 'Potatore')).not.toContain('Teaching and Lesson Planning');
    const teacher = [
      '## Funzioni',
      'Progettare il curriculum di scienze',
      'Curriculum planning with the team',
    ];
    expect(select(teacher, 'Docente di scienze')).toContain('Teaching and Lesson Planning');
  });

  it("reads the fields an organisation works in as known, not as the role's technical work", () => {
    const line =
      'tu pourras aussi suivre les autres activités du service, dans les domaines de la cartographie, la santé, la transparence des algorithmes publics';
    expect(isUsedOrKnownOnly(line, line.indexOf('algorithmes'))).toBe(true);
    const asked = 'experience in the fields of statistics, data visualisation and algorithms';
    expect(isUsedOrKnownOnly(asked, asked.indexOf('algorithms'))).toBe(false);
  });

  it("gives a nurse the clinic's care, not the logistics of its pharmacy and the aid carried", () => {
    const posting = [
      '## Tareas',
      '- Atender a los pacientes en la clínica y tomar las constantes',
      '- Organizar la logística de la farmacia del campamento',
      '- Curar heridas y administrar la medicación',
      'Transporte de ayuda humanitaria: cada voluntario lleva 20 kg de material.',
      'Transporte desde el aeropuerto a cargo del voluntario.',
    ];
    const names = select(posting, 'Enfermera voluntaria');
    expect(names).toContain('Patient Care');
    expect(names).not.toContain('Logistics');
  });
});

describe('selectMcqGroups: room service (round 19 kind)', () => {
  it("gives room service the hotel's food and guest service, not a cleaner's sanitation", () => {
    const posting = [
      '## Duties',
      'Take guest orders by phone and know the wine list',
      'Follow the hygiene and sanitation rules when handling food and beverage',
      'Category: hotel',
    ];
    const names = select(posting, 'Room Service Agent');
    expect(names).toContain('Restaurant and Bar Operations');
    expect(names).not.toContain('Cleaning and Sanitation');
  });
});

describe('selectMcqGroups: trades, gardens and shop shelves get their own groups (round 19 kind)', () => {
  it('gives a building trade its site work, not office communication', () => {
    const posting = [
      'Wir suchen Dich als Handwerker (m/w/d)! Deine Aufgaben: - Montage von Toren und Geländern beim Kunden',
      '- Handwerkliches Geschick - Führerschein B',
    ];
    const names = select(posting, 'Metallbauer (m/w/d)');
    expect(names).toContain('Building and Installation Work');
    expect(names).not.toContain('Communication');
  });

  it('gives a gardener safe outdoor work when the page names no group', () => {
    const posting = ['## Cerchiamo', 'Persone affidabili e puntuali, con passione per le piante.'];
    const names = select(posting, 'Giardiniere');
    expect(names).toEqual(['Workplace Health and Safety']);
  });

  it('gives shelf service in shops merchandising and stock, not office communication', () => {
    const posting = [
      'Sie ...',
      '... sortieren vor Ort im Supermarkt unsere Ware ein und füllen die Regale auf.',
      '... sind zuverlässig und kontaktfreudig.',
    ];
    const names = select(posting, 'Mitarbeiter Regalservice (m/w/d)');
    expect(names).toEqual(['Retail Merchandising and Stock']);
  });
});
