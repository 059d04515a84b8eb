import { describe, expect, it } from 'vitest';
import { mcqBank } from './bank/index.ts';
import { titleFamilyCompetencies, titleFamilyWork } from './title-families.ts';

describe('title families', () => {
  it('names only competencies of the bank', () => {
    const bank = new Set(mcqBank.map((bankCompetency) => bankCompetency.competency));
    expect(titleFamilyCompetencies.filter((name) => !bank.has(name))).toEqual([]);
  });

  it('never gives a design or development engineer the maintenance of machines (round 26 kind)', () => {
    expect(titleFamilyWork('Mechanical Engineer').worksBeside).toContain(
      'Industrial and Mechanical Maintenance',
    );
    expect(titleFamilyWork('R&D Design Engineer').worksBeside).toContain(
      'Industrial and Mechanical Maintenance',
    );
    expect(titleFamilyWork('Werktuigbouwkundig ontwerper').worksBeside).toContain(
      'Industrial and Mechanical Maintenance',
    );
    expect(titleFamilyWork('Mechanical Maintenance Engineer').worksBeside).not.toContain(
      'Industrial and Mechanical Maintenance',
    );
  });

  it('reads the family from a title in English, Spanish or French', () => {
    expect(titleFamilyWork('Events Coordinator').does).toContain('Programme and Project Coordination');
    expect(titleFamilyWork('Chargé·e de projets').does).toContain('Programme and Project Coordination');
    expect(titleFamilyWork('Anfitriona').does).toContain('Front-of-House Hosting');
    expect(titleFamilyWork('Technicien de maintenance').does).toContain(
      'Industrial and Mechanical Maintenance',
    );
    expect(titleFamilyWork('Gestionnaire du programme de diversité et d’inclusion').does).toContain(
      'Human Resources and Recruiting',
    );
    expect(titleFamilyWork('Communicatrice narrative').does).toContain('Writing, Editing and Translation');
    expect(titleFamilyWork('Conseiller en relations avec les médias').does).toContain(
      'Writing, Editing and Translation',
    );
    expect(titleFamilyWork('Part-time Bookkeeper').does).toContain('Accounting');
    expect(titleFamilyWork('Vascular Sonographer').does).toContain('Patient Care');
    expect(titleFamilyWork('Grounds and Facilities Caretaker').does).toContain(
      'Industrial and Mechanical Maintenance',
    );
    expect(titleFamilyWork('Student Lab IT Support Officer').does).toContain('Technical Troubleshooting');
    expect(titleFamilyWork('Student Lab IT Support Officer').worksBeside).toContain(
      'Teaching and Lesson Planning',
    );
    expect(titleFamilyWork('Data Scientist').does.size).toBe(0);
  });

  it('gives receivers, stockers, pickers and forklift drivers the warehouse floor (round 27 kind)', () => {
    for (const title of ['Night Receiver/Stocker', 'Order Picker', 'Forklift Operator', 'Magazijnmedewerker'])
      expect(titleFamilyWork(title).doesFromTitle).toContain('Warehouse Receiving and Material Handling');
    expect(titleFamilyWork('Stock Analyst').does).not.toContain('Warehouse Receiving and Material Handling');
  });

  it('gives developers their code from the title alone, never business developers (round 27 kind)', () => {
    for (const title of [
      'Junior Application Developer',
      'Full-Stack Engineer',
      'Softwareentwickler',
      'Vývojár',
    ])
      expect(titleFamilyWork(title).doesFromTitle).toContain('Data Structures and Algorithms');
    expect(titleFamilyWork('Java Developer').does).not.toContain('Git');
    for (const title of ['Business Developer', 'Product Developer', 'Desarrollador de negocio'])
      expect(titleFamilyWork(title).doesFromTitle).not.toContain('Data Structures and Algorithms');
  });

  it('gives sales enablement, L&D and change managers training design (round 27 kind)', () => {
    for (const title of ['Senior Manager, Sales Force Excellence', 'L&D Partner', 'Change Manager'])
      expect(titleFamilyWork(title).does).toContain('Training Design and Change Management');
  });

  it('leaves out work beside the role only when no family of the title does it', () => {
    expect(titleFamilyWork('Training Coordinator').worksBeside).toContain('Patient Care');
    expect(titleFamilyWork('Clinical Nurse Coordinator').worksBeside).not.toContain('Patient Care');
  });
});
