import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings of round 33's kinds (issue 13): a CRM named as the program where data is entered, instructors of
// adults at work, and trades the bank had no group for (vehicle inspection, welding, flight training).

describe('selectMcqGroups: round 33 kinds', () => {
  it('gives a vehicle inspector who records results in a CRM no sales CRM group', () => {
    const groups = select(
      [
        '# Mobile Vehicle Inspector',
        '## Duties',
        '- Inspect customer cars at their homes: brakes, tyres, lights and emissions',
        '- Enter every inspection report into the CRM system the same day',
        '- Advise the claims department on the repair of damaged vehicles',
        '## Requirements',
        '- Two years as a car mechanic; driving licence',
      ],
      'Vehicle Inspector',
    );
    expect(groups).not.toContain('CRM');
    expect(groups[0]).toBe('Vehicle Inspection and Maintenance');
  });

  it('still asks a salesperson who keeps a pipeline in a CRM about the CRM', () => {
    const groups = select(
      [
        '# Account Executive',
        '## Responsibilities',
        '- Prospect new customers and close deals in your territory',
        '- Keep your pipeline up to date in the CRM (Salesforce) and forecast each quarter',
      ],
      'Account Executive',
    );
    expect(groups).toContain('CRM');
  });

  it('gives a data clerk whose only sales word is a CRM tool no CRM group', () => {
    expect(
      select(
        [
          '# Records Clerk',
          '## Duties',
          '- Log incoming letters and scan them into the CRM',
          '- Update addresses in HubSpot when members move',
        ],
        'Records Clerk',
      ),
    ).not.toContain('CRM');
  });

  it('asks a simulator instructor of airline pilots about flight training and teaching, not school classrooms', () => {
    const groups = select(
      [
        '# Type Rating Instructor',
        '## Your role',
        '- Run full flight simulator sessions for airline pilots and first officers',
        '- Brief and debrief each crew; assess their crew resource management (CRM)',
        '- Teaching the aircraft systems in classroom ground school',
        '## Requirements',
        '- Valid instructor rating on the type; 3,000 hours as a pilot',
      ],
      'Simulator Flight Instructor',
    );
    expect(groups[0]).toBe('Flight Training and Aviation Safety');
    expect(groups).toContain('Teaching and Lesson Planning');
    expect(groups).not.toContain('Classroom Management');
    expect(groups).not.toContain('CRM');
  });

  it('reads a Turkish flight instructor post: uçuş, simülatör', () => {
    const groups = select(
      [
        '# Uçuş Öğretmeni',
        '### Nitelikler',
        'Geçerli öğretmen pilot yetkisine sahip olmak',
        'Ayda 60 saat simülatör uçuşu yapmak, CRM değerlendirmesi',
      ],
      'Uçuş Öğretmeni',
    );
    expect(groups[0]).toBe('Flight Training and Aviation Safety');
    expect(groups).not.toContain('CRM');
    expect(groups).not.toContain('Classroom Management');
  });

  it('gives corporate and driving instructors no school classroom group, and keeps it for a school teacher', () => {
    const corporate = ['## Duties', '- Deliver classroom workshops on our software to client staff'];
    expect(select(corporate, 'Corporate Trainer')).not.toContain('Classroom Management');
    expect(select(['Teach learner drivers in town traffic.'], 'Driving Instructor')).not.toContain(
      'Classroom Management',
    );
    expect(
      select(['Teach maths in years 7 to 9 and keep order in the classroom.'], 'Maths Teacher'),
    ).toContain('Classroom Management');
  });

  it('asks welders about welding, in English and in other languages', () => {
    const english = select(
      [
        '# MIG/MAG Welder',
        '## Requirements',
        '- Weld steel frames with semi-automatic MIG/MAG and cut plate with an oxy-fuel torch',
        '- Read welding drawings; welding certificate',
      ],
      'Welder',
    );
    expect(english[0]).toBe('Welding and Metal Fabrication');
    expect(select(['Soldadura MIG y TIG de estructuras de acero.'], 'Soldador')[0]).toBe(
      'Welding and Metal Fabrication',
    );
    expect(select(['MAG-Schweißen von Stahlkonstruktionen.'], 'Schweißer (m/w/d)')[0]).toBe(
      'Welding and Metal Fabrication',
    );
  });

  it('reads no pilot project as flying', () => {
    const groups = select(
      ['# Project Officer', '## Duties', '- Run the pilot project in three schools and report on it'],
      'Project Officer',
    );
    expect(groups).not.toContain('Flight Training and Aviation Safety');
  });
});
