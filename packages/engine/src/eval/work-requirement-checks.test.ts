import { describe, expect, it } from 'vitest';
import { layoutArtefacts } from './layout-artefacts.ts';
import { unstatedRequirement } from './work-requirement-checks.ts';

describe('conditions a German, Spanish or Italian posting states', () => {
  // Made-up German posting: each line states one condition, and one line per kind states none.
  const GERMAN = [
    'Sachbearbeitung Einkauf',
    'Ein freundliches Arbeitsumfeld in Leipzig.',
    'Gute Kenntnisse in Tabellenkalkulation.',
    'Umfang: 25 Stunden pro Woche, Teilzeit.',
    'Du pflegst die Lieferantenverträge und prüfst Angebote.',
    'Die Stelle ist ab sofort zu besetzen und auf 18 Monate befristet.',
    'Bewerbungen bitte bis zum 14.03. per E-Mail.',
    'Homeoffice an zwei Tagen pro Woche möglich.',
    'Sicherer Umgang mit Office-Programmen.',
  ].join('\n');
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });

  it('reads German hours, and flags a line that states none', () => {
    expect(
      unstatedRequirement(asked('Working hours', 'Umfang: 25 Stunden pro Woche, Teilzeit'), GERMAN),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Working hours', 'Gute Kenntnisse in Tabellenkalkulation'), GERMAN),
    ).toMatch(/not a hours condition/);
  });

  it('reads a German contract, not contracts as the work', () => {
    expect(
      unstatedRequirement(
        asked('Contract type', 'Die Stelle ist ab sofort zu besetzen und auf 18 Monate befristet'),
        GERMAN,
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(
        asked('Contract type', 'Einstellung auf 520-Euro-Basis'),
        'Einstellung auf 520-Euro-Basis',
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(
        asked('Contract type', 'Du pflegst die Lieferantenverträge und prüfst Angebote'),
        GERMAN,
      ),
    ).toMatch(/not a contract condition/);
  });

  it('reads a German start date, not an application deadline', () => {
    expect(
      unstatedRequirement(
        asked('Start date', 'Die Stelle ist ab sofort zu besetzen und auf 18 Monate befristet'),
        GERMAN,
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(
        asked('Start date', 'zum nächstmöglichen Zeitpunkt'),
        'Wir suchen zum nächstmöglichen Zeitpunkt',
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Start date', 'Bewerbungen bitte bis zum 14.03. per E-Mail'), GERMAN),
    ).toMatch(/not a start condition/);
  });

  it('reads German remote work, not office software', () => {
    expect(
      unstatedRequirement(asked('Work arrangement', 'Homeoffice an zwei Tagen pro Woche möglich'), GERMAN),
    ).toBeNull();
    expect(
      unstatedRequirement(
        asked('Work arrangement', 'Mobiles Arbeiten nach Absprache'),
        'Mobiles Arbeiten nach Absprache.',
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Work arrangement', 'Sicherer Umgang mit Office-Programmen'), GERMAN),
    ).toMatch(/not a arrangement condition/);
  });

  it('reads a German place after a workplace noun, not any capitalised noun after "in"', () => {
    expect(
      unstatedRequirement(asked('Location', 'Ein freundliches Arbeitsumfeld in Leipzig'), GERMAN),
    ).toBeNull();
    expect(unstatedRequirement(asked('Location', 'Arbeitsort: Dresden'), 'Arbeitsort: Dresden')).toBeNull();
    expect(unstatedRequirement(asked('Location', 'Gute Kenntnisse in Tabellenkalkulation'), GERMAN)).toMatch(
      /not a location condition/,
    );
  });

  it('reads Spanish and Italian terms, and still flags a line that states none', () => {
    const spanish = 'Contrato indefinido, 40 horas semanales.\nManejo de Excel avanzado.';
    expect(unstatedRequirement(asked('Horario', '40 horas semanales'), spanish)).toBeNull();
    expect(unstatedRequirement(asked('Tipo de contrato', 'Contrato indefinido'), spanish)).toBeNull();
    const contractor =
      'Serán contratistas sin relación de dependencia. El contrato será hasta el 30 de junio.';
    expect(
      unstatedRequirement(
        asked('Tipo de contrato', 'Serán contratistas sin relación de dependencia'),
        contractor,
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Tipo de contrato', 'El contrato será hasta el 30 de junio'), contractor),
    ).toBeNull();
    expect(unstatedRequirement(asked('Horario', 'Manejo de Excel avanzado'), spanish)).toMatch(/not a hours/);
    const italian = 'Contratto a tempo determinato, smart working due giorni.\nOttima conoscenza di Excel.';
    expect(unstatedRequirement(asked('Modalità di lavoro', 'smart working due giorni'), italian)).toBeNull();
    expect(unstatedRequirement(asked('Contratto', 'Contratto a tempo determinato'), italian)).toBeNull();
    expect(unstatedRequirement(asked('Contratto', 'Ottima conoscenza di Excel'), italian)).toMatch(
      /not a contract/,
    );
  });
});

describe('conditions a Dutch or Portuguese posting states (issue 13, round 17)', () => {
  // Made-up postings: each line states one condition, and one line states none.
  const DUTCH = [
    'Medewerker administratie',
    'Per 1 maart of zo spoedig mogelijk zoeken wij een collega.',
    'Ongeveer 24 uur per week, thuiswerken in overleg.',
    'Wij bieden een jaarcontract met uitzicht op verlenging.',
    'Je neemt een eigen laptop mee.',
    'Je houdt van orde en netheid.',
  ].join('\n');
  const PORTUGUESE = [
    'Assistente administrativo',
    'Início imediato, trabalho híbrido.',
    'Carga horária de 30 horas semanais, contrato CLT.',
    'É preciso ter computador próprio.',
  ].join('\n');
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });

  it.each([
    ['Start date', 'Per 1 maart of zo spoedig mogelijk zoeken wij een collega', DUTCH],
    ['Working hours', 'Ongeveer 24 uur per week, thuiswerken in overleg', DUTCH],
    ['Work arrangement', 'Ongeveer 24 uur per week, thuiswerken in overleg', DUTCH],
    ['Contract type', 'Wij bieden een jaarcontract met uitzicht op verlenging', DUTCH],
    ['Own equipment', 'Je neemt een eigen laptop mee', DUTCH],
    ['Start date', 'Início imediato, trabalho híbrido', PORTUGUESE],
    ['Work arrangement', 'Início imediato, trabalho híbrido', PORTUGUESE],
    ['Working hours', 'Carga horária de 30 horas semanais, contrato CLT', PORTUGUESE],
    ['Contract type', 'Carga horária de 30 horas semanais, contrato CLT', PORTUGUESE],
    ['Own equipment', 'É preciso ter computador próprio', PORTUGUESE],
  ])('reads %s in "%s"', (title, quote, posting) => {
    expect(unstatedRequirement(asked(title, quote), posting)).toBeNull();
  });

  it('flags a Dutch line that states no such condition', () => {
    expect(unstatedRequirement(asked('Working hours', 'Je houdt van orde en netheid'), DUTCH)).toMatch(
      /not a hours condition/,
    );
  });

  it("takes '±' before a number for an approximate figure, not an icon glyph", () => {
    expect(layoutArtefacts('Omvang ± 24 uur per week')).toEqual([]);
    expect(layoutArtefacts('± Utrecht centrum')).toEqual(['icon glyph']);
  });
});

describe('contracts a Danish, Norwegian or Swedish posting states (issue 13, rounds 23 and 24)', () => {
  // Made-up postings: a board's fact rows, a Nynorsk prose line and a Swedish row, and a line that states no term.
  const DANISH = [
    'Lagermedarbejder',
    'Arbejdstid · Fuldtid',
    'Ansættelsesform Tidsbegrænset ansættelse',
  ].join('\n');
  const NYNORSK = [
    'Sjukepleiar',
    'Stillinga er ei fast 80 % stilling frå 1. mars.',
    'Me har eit fast team.',
  ].join('\n');
  const SWEDISH = 'Anställningsform: Tillsvidareanställning, heltid';
  const asked = (quote: string) => ({
    title: 'Contract type',
    question: `The posting says "${quote}". Is that the kind of contract you are looking for?`,
  });

  it.each([
    ['Arbejdstid · Fuldtid', DANISH],
    ['Ansættelsesform Tidsbegrænset ansættelse', DANISH],
    ['Stillinga er ei fast 80 % stilling frå 1. mars', NYNORSK],
    ['Anställningsform: Tillsvidareanställning, heltid', SWEDISH],
    ['Vikariat i eitt år', 'Mellombels stilling: vikariat i eitt år.'],
  ])('reads the contract in "%s"', (quote, posting) => {
    expect(unstatedRequirement(asked(quote), posting)).toBeNull();
  });

  it("flags a line with 'fast' that states no term", () => {
    expect(unstatedRequirement(asked('Me har eit fast team'), NYNORSK)).toMatch(/not a contract condition/);
  });
});

describe("conditions a Czech board's rows state (issue 13, round 24 kind)", () => {
  const CZECH = [
    'Skladník',
    'Typ pracovního poměru',
    'Práce na zkrácený úvazek',
    'Délka pracovního poměru',
    'Na dobu určitou',
    'Řidičský průkaz skupiny B',
    'Vykládka zboží a kontrola dodacích listů',
  ].join('\n');
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });

  it('reads the contract rows and the licence, and flags a duty quoted as either', () => {
    expect(unstatedRequirement(asked('Contract type', 'Práce na zkrácený úvazek'), CZECH)).toBeNull();
    expect(unstatedRequirement(asked('Contract type', 'Na dobu určitou'), CZECH)).toBeNull();
    expect(unstatedRequirement(asked('Driving licence', 'Řidičský průkaz skupiny B'), CZECH)).toBeNull();
    expect(
      unstatedRequirement(asked('Contract type', 'Vykládka zboží a kontrola dodacích listů'), CZECH),
    ).toMatch(/not a contract condition/);
  });
});

describe('conditions a Finnish or Swedish board page states (issue 13, round 25)', () => {
  // Made-up board rows: each label over its value, as the page prints them.
  const FINNISH = [
    'Työpaikan osoite',
    '33100 TAMPERE',
    'Työ alkaa',
    'syksy 2025',
    'Työaika',
    'osa-aikatyö',
    'Työn kesto',
    'alle 6 kuukautta',
    'Kokemusta kirjanpidosta.',
  ].join('\n');
  const asked = (title: string, quote: string) => ({ title, question: `The posting says "${quote}". OK?` });

  it('reads Finnish rows as the place, the start and the contract, and flags a line that states none', () => {
    expect(unstatedRequirement(asked('Location', 'Työpaikan osoite: 33100 TAMPERE'), FINNISH)).toBeNull();
    expect(unstatedRequirement(asked('Start date', 'Työ alkaa: syksy 2025'), FINNISH)).toBeNull();
    expect(unstatedRequirement(asked('Contract type', 'Työaika: osa-aikatyö'), FINNISH)).toBeNull();
    expect(unstatedRequirement(asked('Contract type', 'Työn kesto: alle 6 kuukautta'), FINNISH)).toBeNull();
    expect(unstatedRequirement(asked('Contract type', 'Kokemusta kirjanpidosta'), FINNISH)).toMatch(
      /not a contract condition/,
    );
  });

  it("reads a Swedish board's licence row", () => {
    expect(
      unstatedRequirement(asked('Driving licence', 'Körkort · C'), 'Arbetstid · Deltid\nKörkort · C'),
    ).toBeNull();
  });
});

describe('a contract of a stated length (issue 13, round 25)', () => {
  const POSTING = [
    'Research software engineer',
    'The position is funded for two years and may be extended.',
    'You have two years of experience with Nextflow.',
  ].join('\n');
  const asked = (quote: string) => ({ title: 'Contract type', question: `The posting says "${quote}". OK?` });

  it('reads the funded length as the contract, and flags an experience line quoted as one', () => {
    expect(unstatedRequirement(asked('The position is funded for two years'), POSTING)).toBeNull();
    expect(unstatedRequirement(asked('You have two years of experience with Nextflow'), POSTING)).toMatch(
      /not a contract condition/,
    );
  });
});

describe("'hybrid' before a technology word, and a Dutch contract length (issue 13, round 26)", () => {
  // A made-up consultancy page: its mission names a hybrid cloud; an interim post's rows give its length.
  const MISSION = [
    'Cloud consultant',
    'We bring the power of an open hybrid cloud and AI strategy to our clients.',
    'You build hybrid mobile apps for banks.',
  ].join('\n');
  const INTERIM = [
    'Werktuigbouwkundig ontwerper',
    'Duur van de opdracht: 12 maanden',
    'Locatie: Zwolle',
  ].join('\n');
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });

  it('flags a hybrid cloud or hybrid apps quoted as the work arrangement', () => {
    expect(
      unstatedRequirement(
        asked(
          'Work arrangement',
          'We bring the power of an open hybrid cloud and AI strategy to our clients',
        ),
        MISSION,
      ),
    ).toMatch(/states no such condition/);
    expect(
      unstatedRequirement(asked('Work arrangement', 'You build hybrid mobile apps for banks'), MISSION),
    ).toMatch(/states no such condition/);
  });

  it('still reads hybrid work as the arrangement', () => {
    const posting = 'Hybrid work: two days a week in our Zwolle office.';
    expect(unstatedRequirement(asked('Work arrangement', posting.replace(/\.$/, '')), posting)).toBeNull();
  });

  it("reads 'Duur van de opdracht: 12 maanden' as the contract, not a length of experience", () => {
    expect(
      unstatedRequirement(asked('Contract type', 'Duur van de opdracht: 12 maanden'), INTERIM),
    ).toBeNull();
    const rows = ['Ontwerper', 'Zwolle', '36 uur', '10 maanden'].join('\n');
    expect(unstatedRequirement(asked('Contract type', '10 maanden'), rows)).toBeNull();
    const experience = 'Je hebt minimaal 12 maanden ervaring als ontwerper.';
    expect(
      unstatedRequirement(
        asked('Contract type', 'Je hebt minimaal 12 maanden ervaring als ontwerper'),
        experience,
      ),
    ).toMatch(/states no such condition/);
  });
});

describe("conditions a Slovak board's headed rows, a Hungarian line and a seasonal night post's title state (issue 13, round 27 kinds)", () => {
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });

  it("reads a Slovak board's engagement and start rows, and flags a duty quoted as either", () => {
    const SLOVAK = [
      'Druh pracovného pomeru',
      'živnosť',
      'Termín nástupu',
      'Dohodou',
      'Príprava cenových ponúk pre klientov',
    ].join('\n');
    expect(unstatedRequirement(asked('Contract type', 'Druh pracovného pomeru: živnosť'), SLOVAK)).toBeNull();
    expect(unstatedRequirement(asked('Start date', 'Termín nástupu: Dohodou'), SLOVAK)).toBeNull();
    expect(
      unstatedRequirement(asked('Contract type', 'Príprava cenových ponúk pre klientov'), SLOVAK),
    ).toMatch(/not a contract condition/);
  });

  it('reads Hungarian full and part time as the engagement', () => {
    const line = 'Teljes munkaidős és 6 órás részmunkaidős jelentkezőket is várunk';
    expect(unstatedRequirement(asked('Contract type', line), line)).toBeNull();
  });

  it("reads a title's seasonal and night words as the engagement and out-of-hours work", () => {
    const title = 'Seasonal Night Shift Cashier';
    expect(unstatedRequirement(asked('Contract type', title), title)).toBeNull();
    expect(unstatedRequirement(asked('On-call', title), title)).toBeNull();
    expect(unstatedRequirement(asked('On-call', 'Cashier'), 'Cashier')).toMatch(/states no such condition/);
  });

  it("reads a physician's rota of back-up call as being on call (round 32 kind)", () => {
    const line = 'Rotates back up call with the clinic director and the other staff physicians';
    expect(unstatedRequirement(asked('On-call', line), line)).toBeNull();
  });
});

describe('a Swiss workload, weekday ranges and licences by their national names (issue 13, round 28 kinds)', () => {
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });
  // Made-up Swiss posting: the workload in the title, the licence by its Swiss name.
  const SWISS = [
    'Polymechaniker:in 80–100% – in Winterthur',
    'Du wartest unsere Fräsmaschinen.',
    'Führerausweis Kat. B von Vorteil',
    'Teamfähigkeit und Freude am Handwerk',
  ].join('\n');

  it('reads a workload percentage range as the hours, and a Swiss licence as the licence', () => {
    expect(unstatedRequirement(asked('Working hours', '80–100%'), SWISS)).toBeNull();
    expect(
      unstatedRequirement(asked('Driving licence', 'Führerausweis Kat. B von Vorteil'), SWISS),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Working hours', 'Teamfähigkeit und Freude am Handwerk'), SWISS),
    ).toMatch(/not a hours condition/);
  });

  it("reads a post's share of full time as the hours ('100% stilling', '50 %-Stelle')", () => {
    const posting = 'Ledig 100% stilling som sjukepleiar\nDu har god munnleg framstillingsevne.';
    expect(unstatedRequirement(asked('Working hours', '100%'), posting)).toBeNull();
    expect(unstatedRequirement(asked('Working hours', '50 %'), 'Eine 50 %-Stelle im Labor')).toBeNull();
    expect(unstatedRequirement(asked('Working hours', '100%'), 'Wir wachsen 100% organisch.')).toMatch(
      /no such condition/,
    );
  });

  it('reads Nordic, Dutch and Spanish licence names', () => {
    for (const line of [
      'Førerkort klasse B',
      'Ajokortti B',
      'Rijbewijs B vereist',
      'Licencia de conducción C2',
    ])
      expect(unstatedRequirement(asked('Driving licence', line), line)).toBeNull();
  });

  it('reads a Spanish weekday range with dotted a.m./p.m. times as the hours', () => {
    const line = 'Martes a sábado de 8:00 a.m. a 4:00 p.m. y lunes a viernes en temporada alta';
    const posting = `Auxiliar de bodega\n${line}\nManejo de inventarios`;
    expect(unstatedRequirement(asked('Horario', line), posting)).toBeNull();
    expect(unstatedRequirement(asked('Horario', 'Manejo de inventarios'), posting)).toMatch(/not a hours/);
  });
});

describe("a Polish board's rows and a Norwegian post's closing prose (issue 13, round 29 kinds)", () => {
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });

  it("reads a Polish board's contract and shift rows as stated, and a duty as none", () => {
    const posting = [
      'Sprzedawca',
      'Wymiar pracy · Część etatu',
      'Typ umowy · Umowa zlecenie',
      'Dyspozycyjność · Praca zmianowa',
      'obsługa klientów przy kasie',
    ].join('\n');
    expect(unstatedRequirement(asked('Contract type', 'Typ umowy · Umowa zlecenie'), posting)).toBeNull();
    expect(unstatedRequirement(asked('Contract type', 'Wymiar pracy · Część etatu'), posting)).toBeNull();
    expect(
      unstatedRequirement(asked('Working hours', 'Dyspozycyjność · Praca zmianowa'), posting),
    ).toBeNull();
    expect(unstatedRequirement(asked('Working hours', 'obsługa klientów przy kasie'), posting)).toMatch(
      /not a hours/,
    );
  });

  it("reads a Norwegian fixed term, travel and start from the post's prose", () => {
    const posting = [
      'Rådgiver',
      'Stillingen er en åremålsstilling for fire år.',
      'Noe reising må påregnes.',
      'Kandidaten bør kunne starte den 1. mars 2027.',
    ].join('\n');
    expect(
      unstatedRequirement(asked('Contract type', 'Stillingen er en åremålsstilling for fire år'), posting),
    ).toBeNull();
    expect(unstatedRequirement(asked('Travel', 'Noe reising må påregnes'), posting)).toBeNull();
    expect(unstatedRequirement(asked('Start date', 'starte den 1. mars 2027'), posting)).toBeNull();
  });
});
