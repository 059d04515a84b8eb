import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings for round 28's kinds: an air-conditioning fitter called 'técnico', a hospital's cleaning agent and
// a nurse titled in a Nordic language, none of whose lines asks for networks, debugging or generic soft skills.
const IT_GROUPS = ['Computer Networking', 'Technical Troubleshooting'];

describe('selectMcqGroups: trades technicians, hospital service agents and Nordic nurses (round 28)', () => {
  it('reads an air-conditioning technician as maintenance and installation, not IT', () => {
    const fitter = [
      '# Técnico de climatización',
      'Empresa de instalaciones de fontanería y calefacción busca técnico para su equipo.',
      'Funciones: instalar y reparar sistemas de aire acondicionado y dar soluciones a los clientes.',
      'Requisitos: manejo de herramientas mecánicas y curso de alturas vigente.',
    ];
    for (const position of ['Técnico aires acondicionados', 'HVAC Technician']) {
      const groups = select(fitter, position);
      expect(groups).toContain('Industrial and Mechanical Maintenance');
      expect(groups).toContain('Workplace Health and Safety');
      for (const itGroup of IT_GROUPS) expect(groups).not.toContain(itGroup);
    }
  });

  it('still gives a technician networks and troubleshooting when the lines name them', () => {
    const groups = select(
      [
        '## Missions',
        'Troubleshooting of user workstations and printers.',
        'Configure the office networking: DNS, DHCP and the VPN.',
      ],
      'Support Technician',
    );
    expect(groups).toEqual(expect.arrayContaining(IT_GROUPS));
  });

  it("gives a French hospital services agent the cleaning group, not only 'travail en équipe'", () => {
    const agent = [
      '## Descriptif du poste',
      'Entretien des chambres et des couloirs',
      'Entretien de bureaux et vestiaires',
      '## Profil',
      'Aimer le travail en équipe. Travail en équipe et discrétion.',
    ];
    for (const position of ['Agent des services hospitaliers', 'ASH de nuit']) {
      const groups = select(agent, position);
      expect(groups).toContain('Cleaning and Sanitation');
      expect(groups).not.toContain('Patient Care');
      expect(groups).not.toContain('Teamwork');
    }
  });

  it('reads nursing titles in the Nordic languages, Dutch and German as patient care', () => {
    const clinic = [
      '## Om mottagningen',
      'Vi är en vårdcentral med 4000 listade patienter och en liten hemsjukvård.',
      '## Kvalifikationer',
      'Du har servicetänkande och samarbetar gärna med kollegor.',
    ];
    for (const position of [
      'Distriktssköterska',
      'Sjuksköterska',
      'Sygeplejerske',
      'Sykepleier',
      'Sairaanhoitaja',
    ]) {
      const groups = select(clinic, position);
      expect(groups).toContain('Patient Care');
      expect(groups).not.toContain('Problem Solving');
    }
    const ward = ['## Jouw werk', 'Je zorgt voor de patiënten op onze afdeling.'];
    expect(select(ward, 'Verpleegkundige')).toContain('Patient Care');
    expect(select(['## Aufgaben', 'Betreuung unserer Patienten.'], 'Krankenschwester')).toContain(
      'Patient Care',
    );
  });
});
