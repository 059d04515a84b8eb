import { describe, expect, it } from 'vitest';
import { mcqGroupFits } from './mcq-checks.ts';
import { oneQuestionGroup } from './made-up-posting.ts';

const fits = (competency: string, posting: readonly string[], position: string): boolean =>
  mcqGroupFits(oneQuestionGroup(competency), posting.join('\n'), position);

// Made-up postings in Spanish, French and German, each with a word whose sense its phrase decides.
const WAREHOUSE_ES = [
  'Buscamos un mozo para nuestro centro logístico de Zaragoza.',
  'Funciones',
  '- Recepción de mercancías y control de los albaranes de los proveedores.',
  '- Preparar cajas para los pedidos de los clientes y colocar el material en las estanterías.',
  'Ofrecemos',
  'Tipo de contrato: indefinido, con jornada completa.',
];
const HOTEL_ES = [
  'Buscamos una persona para la recepción del hotel en el centro de Sevilla.',
  'Funciones',
  '- Atender a los huéspedes en la recepción y gestionar sus reservas y el check-in.',
];

describe('MCQ fit by the phrase a word stands in (issue 13, round 27 kind)', () => {
  it("reads 'recepción de mercancías' as a warehouse's goods receiving, not the front desk", () => {
    expect(fits('Hospitality and Guest Service', WAREHOUSE_ES, 'Mozo de almacén')).toBe(false);
    expect(fits('Hospitality and Guest Service', WAREHOUSE_ES, 'Auxiliar de recepción de mercancías')).toBe(
      false,
    );
    expect(fits('Warehouse Receiving and Material Handling', WAREHOUSE_ES, 'Auxiliar logístico')).toBe(true);
    expect(fits('Hospitality and Guest Service', HOTEL_ES, 'Recepcionista')).toBe(true);
  });

  it('reads the contract type, packed boxes and an apprenticeship as no contract, till or teaching work', () => {
    expect(fits('Contract Drafting and Review', WAREHOUSE_ES, 'Mozo de almacén')).toBe(false);
    expect(fits('Cash Handling and Store Operations', WAREHOUSE_ES, 'Mozo de almacén')).toBe(false);
    const lawyer = [
      'Funciones',
      '- Redactar y revisar cada contrato mercantil con los clientes de la firma.',
    ];
    expect(fits('Contract Drafting and Review', lawyer, 'Abogado junior')).toBe(true);
    const cook = [
      'Wir suchen einen Koch für unser Restaurant in Graz.',
      'Ihr Profil',
      '- Abgeschlossene Lehre als Koch und Freude an der Arbeit im Team.',
    ];
    expect(fits('Teaching and Lesson Planning', cook, 'Koch (m/w/d)')).toBe(false);
    const trainer = ['Ihre Aufgaben', '- Sie gestalten die Lehre in unseren Kursen für Erwachsene.'];
    expect(fits('Teaching and Lesson Planning', trainer, 'Dozent (m/w/d)')).toBe(true);
  });

  it("reads a job interview, food hygiene and an entitlement ('droit à') in a French posting as their own sense", () => {
    const kitchen = [
      'Nous recherchons un commis pour notre brasserie à Lyon.',
      'Vos missions',
      "- Respecter les règles d'hygiène alimentaire en cuisine et préparer les entrées.",
      "- Après un entretien d'embauche, vous aurez droit à une formation en salle.",
    ];
    expect(fits('Infection Prevention', kitchen, 'Commis de cuisine')).toBe(false);
    expect(fits('Industrial and Mechanical Maintenance', kitchen, 'Commis de cuisine')).toBe(false);
    expect(fits('Legal Research and Drafting', kitchen, 'Commis de cuisine')).toBe(false);
    const technician = ['Vos missions', "- Assurer l'entretien et la réparation des machines de l'atelier."];
    expect(fits('Industrial and Mechanical Maintenance', technician, 'Technicien')).toBe(true);
  });
});

describe('MCQ fit of a CRM and a school group by their sense (issue 13, round 33 kind)', () => {
  it('reads a CRM the role only enters data in as no sales CRM work, in English and Thai', () => {
    const inspector = [
      'Responsibilities',
      '- Inspect returned rental vans and photograph any damage.',
      '- Use the CRM program to enter the inspection results for each vehicle.',
      "- Record each driver's mileage and fuel data in the CRM system.",
    ];
    expect(fits('CRM', inspector, 'Vehicle Inspector')).toBe(false);
    const thai = ['หน้าที่', 'ตรวจสภาพรถเช่าที่ส่งคืน', 'ใช้โปรแกรม CRM ลงข้อมูลการตรวจรถ'];
    expect(fits('CRM', thai, 'พนักงานตรวจรถ')).toBe(false);
    const seller = [
      'Responsibilities',
      '- Log every new lead and opportunity in the CRM and keep its pipeline current.',
    ];
    expect(fits('CRM', seller, 'Account Executive')).toBe(true);
  });

  it("reads classroom training for adults as no school's classroom management", () => {
    const pilotTrainer = [
      'Responsibilities',
      '- Deliver classroom sessions and simulator training to airline pilots.',
      '- Assess each crew against the operator’s standards and keep the training records.',
    ];
    expect(fits('Classroom Management', pilotTrainer, 'Simulator Instructor')).toBe(false);
    const corporateTrainer = [
      'What you will do',
      '- Run virtual classroom courses and on-the-job coaching for the new sales staff.',
      '- Deliver classroom training on the company’s products to adult learners in each region.',
    ];
    expect(fits('Classroom Management', corporateTrainer, 'Sales Trainer')).toBe(false);
    const teacher = [
      'Responsibilities',
      '- Plan lessons for Year 5 and manage behaviour in a busy classroom.',
    ];
    expect(fits('Classroom Management', teacher, 'Primary Teacher')).toBe(true);
  });
});
