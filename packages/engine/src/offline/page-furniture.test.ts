import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';
import { isUsableItem } from './job-lines.ts';
import { isContactOrFooterLine, isEmployerReservation, isSideBoxHeading } from './page-furniture.ts';
import { isOfferLine } from './offer-lines.ts';
import { isGermanNominalDuty } from './german-duty-lines.ts';
import { withoutExampleAsides } from './example-asides.ts';

async function generate(lines: string[], position: string) {
  return createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position,
    company: 'Nordlicht Stiftung',
  });
}

describe("a web page's contact block and footer, in every language the engine reads", () => {
  it.each([
    ['Neugierig geworden? Wir freuen uns auf Sie!'],
    ['Sei interessata? Saremo felici di conoscerti'],
    ['Intéressé(e) ? Écrivez-nous'],
    ['¿Te interesa? Escríbenos hoy'],
    ['Geïnteresseerd? Neem dan contact op'],
    ['Interessado? Fale connosco'],
    ['Bei Fragen steht Ihnen Frau Lindqvist gerne zur Verfügung'],
    ['Per ulteriori informazioni contattare il Dott. Ferraro'],
    ['Pour plus d’informations, écrivez à Mme Delorme'],
    ['Para más información llame a la Sra. Quintero'],
    ['Voor meer informatie kunt u bellen met dhr. Verbeek'],
    ['Para mais informações fale com a recepção'],
    ['0711 - 445 9321'],
    ['Tel.: +39 02 8877 6655'],
    ['Lindenstr. 14b, 70173 Stuttgart'],
    ['Via dei Mille 22, 40121 Bologna'],
    ['18 rue des Tanneurs, 69002 Lyon'],
    ['© 2019-2025 – Nordlicht Stiftung'],
    ['Tutti i diritti riservati'],
    ['Impressum | Datenschutz | Kontakt'],
    ['Note legali · Privacy policy · Cookie'],
    ['Mentions légales | Politique cookies | Accessibilité'],
    ['Gostou da vaga? Inscreva-se pelo formulário abaixo'],
    ['Bewirb dich bis zum 30. Mai über unser Portal'],
    ['Solliciteer voor 1 juni via het formulier'],
    ['Postulez en ligne avant le 15 mars'],
    ['Vamos receber currículos até o dia 10/04'],
    ['Depois da seleção de currículos, faremos entrevistas por vídeo'],
    ['Bewerbungen bis zum 1. März an die Geschäftsstelle'],
    // A Czech job board's buttons, notices and the agency's row (round 24 kind).
    ['Reagovat · Uložit nabídku · Vytisknout'],
    ['Sdílet na LinkedIn'],
    ['Uloženou nabídku najdete v sekci Můj profil.'],
    ['Teď už stačí jen odpovědět.'],
    ['Novák a synové, spol. s r.o.'],
    ['Personální servis Morava a.s.'],
  ])('%s is page furniture, never asked', (line) => {
    expect(isContactOrFooterLine(line)).toBe(true);
    expect(isUsableItem(line)).toBe(false);
  });

  it.each([
    ['Beratung von Familien in sozialrechtlichen Fragen'],
    ['Gestione dei rapporti con i fornitori della sede'],
    ['Organize volunteer shifts at 12 community gardens'],
    ['Teilnahme an Fallbesprechungen im Team'],
    ['Gestão das inscrições de participantes nos cursos'],
    ['Realizar entrevistas com candidatos e apoiar o processo de contratação'],
    ['Odpovídat na dotazy zákazníků a zpracovávat objednávky'],
    ['Zkušenost se SAP a.s. výhodou'],
  ])('%s is work, still asked', (line) => {
    expect(isContactOrFooterLine(line)).toBe(false);
  });

  it('asks nothing of a contact block below a German post', async () => {
    const { jobSpecsQuestions } = await generate(
      [
        '# Pflegefachkraft gesucht',
        '## Ihre Aufgaben',
        '- Pflege und Betreuung der Bewohnerinnen und Bewohner',
        '- Dokumentation der Pflegemaßnahmen im System',
        'Neugierig? Dann freuen wir uns auf Sie! Bei Fragen',
        '',
        'steht Ihnen Frau Lindqvist zur Verfügung.',
        '',
        '### Kontakt',
        '- 0711 - 445 9321',
        'Lindenstr. 14b, 70173 Stuttgart',
        '© 2019-2025 – Nordlicht Stiftung',
        'Impressum | Datenschutz | Kontakt',
      ],
      'Pflegefachkraft',
    );
    expect(jobSpecsQuestions.join('\n')).not.toMatch(/Neugierig|Lindqvist|0711|Lindenstr|©|Impressum/);
    expect(jobSpecsQuestions.join('\n')).toMatch(/Dokumentation der Pflegemaßnahmen/);
  });
});

describe('an offer paragraph and its kin, never asked nor the location', () => {
  it.each([
    ['Es erwartet Sie: eine spannende Aufgabe in einem kleinen Team'],
    ['Wir bieten flexible Arbeitszeiten und ein Jobticket'],
    ['Das bieten wir: ein sicherer Arbeitsplatz'],
    ['Offriamo un contratto a tempo indeterminato e buoni pasto'],
    ['Cosa offriamo: formazione continua'],
    ['Nous offrons un cadre de travail agréable'],
    ['Ofrecemos estabilidad y buen ambiente'],
    ['Wij bieden een prettige werkplek en een pensioenregeling'],
    ['Oferecemos plano de saúde e vale-refeição'],
    ['Fort- und Weiterbildungsmöglichkeiten sowie eine betriebliche Altersvorsorge'],
  ])('%s is an offer', (line) => {
    expect(isOfferLine(line)).toBe(true);
    expect(isUsableItem(line)).toBe(false);
  });

  it("reads 'Es erwartet Sie:' as the offer, and its workplace line is no location", async () => {
    const generation = await generate(
      [
        '# Erzieher:in gesucht',
        'Pädagogische Betreuung von Kindern im Grundschulalter in der Nachmittagsgruppe',
        '',
        'Es erwartet Sie: ein abwechslungsreicher Arbeitsplatz in einem engagierten Team, regelmäßige',
        '',
        'Supervision und ein Tarifvertrag.',
      ],
      'Erzieher:in',
    );
    const sections = parseSections(generation.jobSpecsMarkdown);
    expect(sections.find((section) => /erwartet/i.test(section.heading ?? ''))?.kind).toBe('benefits');
    expect(generation.jobSpecsQuestions.join('\n')).not.toMatch(/Arbeitsplatz|Supervision|Tarifvertrag/);
    expect(generation.jobSpecWorkRequirements.map((requirement) => requirement.title)).not.toContain(
      'Location',
    );
  });
});

describe('a line cut at its wrap goes on with the next line', () => {
  it.each([
    ['Laufzeit: zunächst befristet mit der Option auf', 'Verlängerung', 'Option auf Verlängerung'],
    ['regelmäßige Fort- und', 'Weiterbildung im Haus', 'Fort- und Weiterbildung im Haus'],
    ['Contratto iniziale con possibilità di rinnovo della', 'Collaborazione', 'della Collaborazione'],
  ])('%s / %s', (first, second, joined) => {
    const items = parseSections(['# Stelle', '## Rahmen', first, '', second].join('\n')).flatMap(
      (section) => section.items,
    );
    expect(items.join('\n')).toContain(joined);
  });

  it('leaves an English line ending on a full stop apart from the next', () => {
    const items = parseSections(
      ['# Role', '## Duties', '- Plan the garden.', '', 'Water the beds daily'].join('\n'),
    ).flatMap((section) => section.items);
    expect(items).toContain('Water the beds daily');
  });
});

describe("the employer's reservation of a right is never a qualification", () => {
  it.each([
    ['In ogni caso la Società si riserva di valutare laureati in altre discipline'],
    ['We reserve the right to consider applicants with equivalent experience'],
    ['Nous nous réservons le droit de retenir d’autres profils'],
    ['Nos reservamos el derecho de valorar otros perfiles'],
    ['Wir behalten uns vor, auch Quereinsteiger zu berücksichtigen'],
  ])('%s', (line) => {
    expect(isEmployerReservation(line)).toBe(true);
    expect(isUsableItem(line)).toBe(false);
  });
});

describe('a German degree line and duty line', () => {
  it('asks a degree with the education probe and a nominal duty under the title', async () => {
    const { jobSpecsQuestions } = await generate(
      [
        '# Sozialpädagog:in gesucht',
        'Beratung von Jugendlichen und ihren Familien in der Jugendhilfe',
        '',
        'Voraussetzung: abgeschlossenes Studium der Sozialpädagogik',
      ],
      'Sozialpädagog:in',
    );
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/Beratung von Jugendlichen/);
    expect(jobSpecsQuestions.find((question) => /Studium/.test(question))).toMatch(/qualification/);
  });

  it.each([
    ['Technische und kaufmännische Planung der Projekte', true],
    ['Besetzung: zum nächstmöglichen Zeitpunkt', false],
    ['Wir sind ein kleines Team in der Altstadt', false],
  ])('%s nominal duty: %s', (line, expected) => {
    expect(isGermanNominalDuty(line)).toBe(expected);
  });
});

describe('a long quoted duty stops before its aside of examples', () => {
  it('drops the aside', () => {
    const duty =
      'Gestione e controllo dei contratti di pulizia, vigilanza e manutenzione degli spazi comuni della sede operativa (ad esempio: verbali, solleciti, fatture, etc. etc.)';
    expect(withoutExampleAsides(duty)).toBe(
      'Gestione e controllo dei contratti di pulizia, vigilanza e manutenzione degli spazi comuni della sede operativa',
    );
  });

  it('keeps a short item whole', () => {
    expect(withoutExampleAsides('Buona conoscenza di Office (in particolare Excel)')).toBe(
      'Buona conoscenza di Office (in particolare Excel)',
    );
  });
});

describe("a side box's heading opens no section", () => {
  it.each([['Garden Tip'], ['Pro tip'], ['Did you know?'], ['Unser Tipp']])('%s', (heading) => {
    expect(isSideBoxHeading(heading)).toBe(true);
  });

  it('keeps the lines after it in the section above', () => {
    const sections = parseSections(
      [
        '# Garden Coordinator',
        '## Responsibilities',
        '- Plan the seasonal planting calendar',
        '## Garden Tip',
        'Our gardens are kept by people like you. Donate today!',
        '- Keep the tool shed in order',
      ].join('\n'),
    );
    expect(sections.map((section) => section.heading)).not.toContain('Garden Tip');
    expect(sections.find((section) => section.kind === 'responsibilities')?.items).toContain(
      'Keep the tool shed in order',
    );
  });

  it.each([['Responsibilities'], ['Tipps für Ihre Bewerbung und mehr'], ['Tooling']])(
    '%s is no side box',
    (heading) => {
      expect(isSideBoxHeading(heading)).toBe(false);
    },
  );
});
