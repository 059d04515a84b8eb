import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

const jobsOf = (cv: string) =>
  readCvProfile(cv).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe('Europass CVs: label column, dates on the left, headings in the form’s languages', () => {
  it('reads the older form’s labelled fields as each job’s title, employer, dates and duties (English)', () => {
    const cv = [
      'Europass Curriculum Vitae',
      'Personal information',
      'Surname(s) / First name(s) Doe Jane',
      'Date of birth 02/03/1980',
      'Nationality Ruritanian',
      'Work experience',
      'Dates 2015 – 2018',
      'Occupation or position held Warehouse supervisor',
      'Main activities and responsibilities Planned the shifts of a team of twelve pickers and packers',
      'Name and address of employer Northwind Storage Ltd, 4 Quay Street, Port Ruri',
      'Type of business or sector Logistics',
      'Dates 2012 – 2015',
      'Occupation or position held Forklift driver',
      'Main activities and responsibilities Loaded and unloaded lorries for the night shift',
      'Name and address of employer Harbour Freight plc, 9 Dock Road, Port Ruri',
      'Education and training',
      'Dates 2008 – 2011',
      'Title of qualification awarded Bachelor of Science in Logistics',
      'Name and type of organisation providing education and training University of Port Ruri',
    ].join('\n');
    expect(jobsOf(cv)).toEqual([
      ['Warehouse supervisor', 'Northwind Storage Ltd', '2015', '2018'],
      ['Forklift driver', 'Harbour Freight plc', '2012', '2015'],
    ]);
    expect(readCvProfile(cv).roles[0]?.details).toEqual([
      'Planned the shifts of a team of twelve pickers and packers',
    ]);
  });

  it('reads the labels in Italian, French, Spanish and German, a label alone above its value included', () => {
    const labelled = (labels: string[], months: [string, string]) =>
      [
        'Curriculum Vitae',
        labels[0],
        `Data ${months[0]} 2016 - ${months[1]} 2019`.replace(/^Data/, labels[1] ?? ''),
        labels[2],
        'Contabile junior',
        `${labels[3]} Studio Verdi Srl, Via Lunga 3, Borgo Alto`,
        `${labels[4]} Registrazione delle fatture dei fornitori e riconciliazioni bancarie`,
      ].join('\n');
    const forms: [string[], [string, string]][] = [
      [
        [
          'Esperienza professionale',
          'Date',
          'Lavoro o posizione ricoperti',
          'Nome e indirizzo del datore di lavoro',
          'Principali attività e responsabilità',
        ],
        ['marzo', 'giugno'],
      ],
      [
        [
          'Expérience professionnelle',
          'Dates',
          'Fonction ou poste occupé',
          "Nom et adresse de l'employeur",
          'Activités et responsabilités principales',
        ],
        ['mars', 'juin'],
      ],
      [
        [
          'Experiencia profesional',
          'Fechas',
          'Profesión o cargo desempeñado',
          'Nombre y dirección de la empresa o empleador',
          'Funciones y responsabilidades principales',
        ],
        ['marzo', 'junio'],
      ],
      [
        [
          'Berufserfahrung',
          'Zeitraum',
          'Beruf oder Funktion',
          'Name und Adresse des Arbeitgebers',
          'Wichtigste Tätigkeiten und Zuständigkeiten',
        ],
        ['März', 'Juni'],
      ],
    ];
    for (const [labels, months] of forms) {
      const [role] = readCvProfile(labelled(labels, months)).roles;
      expect(role?.title, labels[0]).toBe('Contabile junior');
      expect(role?.organisation, labels[0]).toBe('Studio Verdi Srl');
      expect(role?.start, labels[0]).toBe(`${months[0]} 2016`);
      expect(role?.details, labels[0]).toEqual([
        'Registrazione delle fatture dei fornitori e riconciliazioni bancarie',
      ]);
    }
  });

  it('reads the newer form’s unlabelled entries: dates and title, employer, address, description', () => {
    const cv = [
      'Curriculum vitae',
      'Informazioni personali Anna Bianchi',
      'Data di nascita 12 maggio 1990 | Nazionalità Italiana',
      'Ultimo aggiornamento 3 marzo 2020',
      '## ESPERIENZA PROFESSIONALE',
      'febbraio 2017 - alla data attuale Segretaria di direzione',
      'Fonderie Riunite',
      'Via dei Mille 12 20100 Milano',
      'Gestione dell’agenda della direzione, organizzazione di riunioni e trasferte del personale',
      'settembre 2014 - gennaio 2017 Receptionist',
      'Hotel Belvedere',
      'Piazza Grande 1 38100 Trento',
      'Accoglienza degli ospiti, gestione delle prenotazioni e dei pagamenti',
      '## ISTRUZIONE E FORMAZIONE',
      'settembre 2009 - luglio 2014 Laurea in Lingue e Letterature Straniere',
      'Università degli Studi di Trento',
      'lingua inglese',
      'lingua tedesca',
      'Curriculum Vitae · Anna Bianchi',
      '© Unione europea, 2002-2013 | europass.cedefop.europa.eu · Pagina 1 / 2',
    ].join('\n');
    const profile = readCvProfile(cv);
    expect(jobsOf(cv)).toEqual([
      ['Segretaria di direzione', 'Fonderie Riunite', 'febbraio 2017', 'present'],
      ['Receptionist', 'Hotel Belvedere', 'settembre 2014', 'gennaio 2017'],
    ]);
    // The next entry's dates stay out of the description above them.
    expect(profile.roles[0]?.details.join(' ')).not.toMatch(/2014|Receptionist/);
    expect(profile.education).toEqual([
      {
        degree: 'Laurea in Lingue e Letterature Straniere',
        field: null,
        institution: 'Università degli Studi di Trento',
        year: '2014',
      },
    ]);
    const texts = generateCvQa({ cvMarkdown: cv }).qa_pairs.flatMap((pair) => [
      pair.question,
      pair.answer ?? '',
    ]);
    expect(texts.join('\n')).not.toMatch(
      /Curriculum Vitae|Esperienza professionale|nascita|Nazionalit|aggiornamento|Pagina/i,
    );
  });

  it('keeps personal data lines out of every answer, in every language', () => {
    const lines = [
      'Date of birth: 1 April 1988',
      'Data di nascita 1 aprile 1988',
      'Date de naissance : 1er avril 1988',
      'Fecha de nacimiento: 1 de abril de 1988',
      'Geburtsdatum 01.04.1988',
      'Nationality: Ruritanian',
      'Sex Female',
      'Marital status: Single',
    ];
    const cv = [
      'Jane Doe',
      ...lines,
      'Experience',
      'Office Manager, Acme Ltd',
      'Jan 2019 – Present',
      '- Ran the office budget and suppliers for a team of forty people',
    ].join('\n');
    const texts = generateCvQa({ cvMarkdown: cv }).qa_pairs.map((pair) => `${pair.question} ${pair.answer}`);
    expect(texts.join('\n')).not.toMatch(/1988|Ruritanian|Female|Single/);
  });

  it('still reads a duty line that opens on a word of a label (‘Data analysis’, ‘Gender equality’) as a duty', () => {
    const cv = [
      'Experience',
      'Research Analyst, Acme Institute',
      'Jan 2019 – Present',
      '- Data analysis of survey results for the board of trustees and the press',
      'Gender equality programme reviewed with the staff council and published in the annual report.',
    ].join('\n');
    expect(readCvProfile(cv).roles[0]?.details.join(' ')).toMatch(/^Data analysis.*Gender equality/);
  });
});
