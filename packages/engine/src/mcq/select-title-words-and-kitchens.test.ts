import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for round 20's kinds: a group from a word of the title, a neighbouring trade's group, and a kitchen
// job given only the office groups.
const select = selectedCompetencies;

describe('selectMcqGroups: groups from the work, not a word of the title (round 20)', () => {
  it("gives a '-leiter' title no Leadership group unless a line says the person leads people", () => {
    const selling = [
      '## Ihre Aufgaben',
      '- Sie besuchen Fachhändler in Ihrem Gebiet und stellen unser Sortiment vor',
      '- Sie gewinnen Neukunden und betreuen den bestehenden Kundenstamm',
      '## Ihr Profil',
      '- Erfahrung im Vertrieb von Konsumgütern',
    ];
    expect(select(selling, 'Gebietsleiter*in')).not.toContain('Leadership');
    expect(select(selling, 'Gebietsleiter*in')).toContain('B2B Sales');
    const leading = [...selling, '- Führung eines Teams von sechs Mitarbeitenden im Innendienst'];
    expect(select(leading, 'Gebietsleiter*in')).toContain('Leadership');
  });

  it('gives a warehouse job no chemical-safety group unless its lines name hazardous goods', () => {
    const stock = [
      '## Aufgaben',
      '- Wareneingang prüfen und einlagern',
      '- Aufträge kommissionieren und versandfertig machen',
    ];
    const groups = select(stock, 'Lagermitarbeiter (m/w/d)');
    expect(groups).toContain('Logistics');
    expect(groups).not.toContain('Chemical and Workplace Safety');
  });

  it('gives a kitchen job a hands-on food-preparation group, not only the office groups', () => {
    const kitchen = [
      '## Funciones',
      '- Amasar y preparar la masa para las empanadas del día',
      '- Cocinar las empanadas en el horno y mantenerlas calientes durante el servicio',
      '- Mantener la estación limpia al terminar el turno',
    ];
    const groups = select(kitchen, 'Empanadero');
    expect(groups).toContain('Food Preparation and Food Safety');
    expect(groups).not.toContain('Problem Solving');
  });
});
