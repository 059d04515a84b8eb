import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listFixtures, readEvalSet } from './fixtures.ts';
import {
  adminAreasCovered,
  arrangementCoverage,
  indexDocument,
  isGrounded,
  keyTerms,
  mcqProblems,
  nearDuplicates,
  unsupportedFacts,
  wordRecall,
} from './measures.ts';

const SPEC = 'We deploy and manage Kubernetes clusters on AWS. This is a remote role based in Lima, Peru.';

const question = (overrides: Record<string, unknown> = {}) => ({
  skill_level: 'basic' as const,
  question: 'Which command lists the pods of a namespace?',
  options: [
    { text: 'kubectl get pods' },
    { text: 'kubectl logs' },
    { text: 'kubectl apply' },
    { text: 'kubectl top' },
  ],
  correct_answer: 'kubectl get pods',
  explanation: 'get lists resources; logs, apply and top do other things.',
  ...overrides,
});

describe('grounding', () => {
  it('takes the nouns, names and numbers of a question, without interview framing', () => {
    expect(keyTerms('Tell me about a project where you ran 3 Kubernetes clusters on AWS')).toEqual([
      '3',
      'kubernetes',
      'clusters',
      'aws',
    ]);
    // Spanish: every word but stop words and framing.
    expect(keyTerms('Cuéntame un proyecto en el que usaste Power BI')).toEqual(['power', 'bi']);
    // French: the same, and an elided article is not part of its word.
    expect(
      keyTerms(
        "L'une des missions du poste : traduire des documents de l’anglais. Où avez-vous fait quelque chose de semblable ?",
      ),
    ).toEqual(['traduire', 'documents', 'anglais']);
    // The lead 'The job description states:' is framing, whatever the tagger makes of its verb.
    expect(keyTerms('The job description states: "You keep calm when plans change".')).not.toContain(
      'states',
    );
    expect(keyTerms('The posting states this physical requirement: "Climb ladders".')).not.toContain(
      'posting',
    );
  });

  it('counts a question grounded when most of its key terms are in the document, stems included', () => {
    const index = indexDocument(SPEC);
    expect(isGrounded('Describe your deployment of Kubernetes clusters on AWS.', index)).toBe(true);
    expect(isGrounded('How do you forecast a Salesforce pipeline?', index)).toBe(false);
    expect(isGrounded('Tell me about yourself.', index)).toBe(false);
    // A Spanish question on the role as a whole is grounded by what it names, not by its template words.
    const spanish = indexDocument('# Analista de Riesgos\n- Manejo de Excel y SQL para reportes de cartera.');
    expect(
      isGrounded(
        'De lo que pide la oferta (Excel y SQL), ¿qué sería nuevo para ti y cómo te pondrías al día?',
        spanish,
      ),
    ).toBe(true);
    expect(
      isGrounded(
        '¿Qué parte del trabajo de Analista de Riesgos sería nueva para ti y cómo te pondrías al día?',
        spanish,
      ),
    ).toBe(true);
    expect(isGrounded('¿Qué parte del trabajo de piloto de aviones sería nueva para ti?', spanish)).toBe(
      false,
    );
  });

  it('grounds a short quality made only of framing words by the document quoting it, in each language', () => {
    const spanish = indexDocument('# Cajero\n## Requisitos\n- Trabajo en equipo.\n- Manejo de caja.');
    const french = indexDocument('# Caissier\n## Profil\n- Travail en équipe et sens du service.');
    const english = indexDocument('# Therapist\n## Requirements\n- Highly organized and disciplined.');
    const askSpanish = (item: string) =>
      `El puesto pide: ${item}. ¿Qué parte de tu experiencia demuestra que cumples este requisito? Dame un ejemplo concreto.`;
    expect(isGrounded(askSpanish('trabajo en equipo'), spanish)).toBe(true);
    expect(isGrounded(askSpanish('experiencia en un puesto similar'), spanish)).toBe(false);
    expect(
      isGrounded(
        'Le poste demande : travail en équipe. Donnez-moi un exemple où votre façon de communiquer a changé le résultat.',
        french,
      ),
    ).toBe(true);
    expect(isGrounded("Le poste demande : travail en équipe. Parlez-moi d'un projet.", english)).toBe(false);
    const askEnglish = (item: string) =>
      `The role asks for someone ${item}. How does your background cover this? Point me to a role or project where it mattered.`;
    expect(isGrounded(askEnglish('highly organized and disciplined'), english)).toBe(true);
    expect(isGrounded(askEnglish('highly organized and disciplined'), spanish)).toBe(false);
    // Words the document has, but not together, are not a quote.
    expect(isGrounded('Tell me about a time you were disciplined and highly motivated.', english)).toBe(
      false,
    );
  });

  it("reads a word of any script's letters whole, so a question quoting a line in Greek or Polish is grounded", () => {
    const greek = indexDocument('Προσόντα\n- Εμπειρία σε εφαρμογές Android\n- Καλή γνώση γαλλικής');
    expect(keyTerms('The posting asks for: "Καλή γνώση γαλλικής". Give me an example.')).toEqual([
      'καλή',
      'γνώση',
      'γαλλικής',
    ]);
    expect(isGrounded('The posting asks for: "Καλή γνώση γαλλικής". Give me an example.', greek)).toBe(true);
    expect(isGrounded('The posting asks for: "Άδεια οδήγησης". Give me an example.', greek)).toBe(false);
    // The English model splits a Latin word at a letter it does not know: 'Księgowość' is one word, not 'ksi', 'gowo'.
    const polish = indexDocument('Wymagania\n- Znajomość księgowości i obsługa Płatnika');
    expect(isGrounded('The role asks for "znajomość księgowości". Tell me about it.', polish)).toBe(true);
    expect(isGrounded('The role asks for "księżycowe gwiazdy". Tell me about it.', polish)).toBe(false);
  });

  it('finds the numbers and names of a sample answer that the CV does not contain', () => {
    const index = indexDocument('Senior engineer at Google, 2019 - 2023. Cut latency by 73%.');
    expect(unsupportedFacts('At Google I cut latency by 73% between 2019 and 2023.', index)).toEqual([]);
    expect(unsupportedFacts('I led 12 engineers at Amazon.', index)).toEqual(['12', 'Amazon']);
  });

  it('takes an English month for the month an Arabic or Greek CV names in its own language, and no other month', () => {
    const arabic = indexDocument('مساعد إداري\nمن مايو 2024 إلى يناير 2026');
    expect(unsupportedFacts('I worked there from May 2024 to January 2026.', arabic)).toEqual([]);
    expect(unsupportedFacts('I worked there from June 2024.', arabic)).toEqual(['June']);
    const greek = indexDocument('Ειδικευόμενος, Νοσοκομείο Πατρών, Σεπτ. 2012 – Μαΐου 2016');
    expect(unsupportedFacts('I worked there from September 2012 to May 2016.', greek)).toEqual([]);
    expect(unsupportedFacts('I worked there until March 2016.', greek)).toEqual(['March']);
  });

  it("takes a degree told by its holder's title and a German skills lead-in for the CV's own facts", () => {
    const spanish = indexDocument('Formación\nDoctor en Ciencias de la Computación, UNS, 2011.');
    expect(
      unsupportedFacts('Estudié el Doctorado en Ciencias de la Computación en UNS (2011).', spanish),
    ).toEqual([]);
    expect(unsupportedFacts('Estudié la Ingeniería en Ciencias de la Computación en UNS.', spanish)).toEqual([
      'Ingeniería',
    ]);
    const german = indexDocument('Kenntnisse\nPython, Java');
    expect(unsupportedFacts('Zu meinen Kenntnissen gehören Python und Java.', german)).toEqual([]);
  });

  it('finds a hyphenated name the CV wraps at its hyphen', () => {
    const index = indexDocument('2021 PhD, Physics, Hans-\n\nBöckler-Universität Kiel, Germany');
    expect(unsupportedFacts('I hold a PhD from Hans-Böckler-Universität Kiel (2021).', index)).toEqual([]);
    expect(unsupportedFacts('I hold a PhD from Hans-Böckler-Universität Jena (2021).', index)).toEqual([
      'Jena',
    ]);
  });

  it("does not take a German answer's own nouns for facts, and still finds a name the CV lacks", () => {
    const index = indexDocument(
      'Bildung\nB. Sc. Informatik — Universität Bremen · 2016 - 2019\nWerkstudent — Nordwind GmbH',
    );
    expect(
      unsupportedFacts('Meine Ausbildung: B. Sc. Informatik, Universität Bremen (2019).', index),
    ).toEqual([]);
    expect(
      unsupportedFacts(
        'Ich arbeite seit zwei Jahren bei Nordwind GmbH. Meine Erfahrung: Werkstudent.',
        index,
      ),
    ).toEqual([]);
    expect(
      unsupportedFacts('Meine Ausbildung: B. Sc. Informatik, Universität Hamburg (2019).', index),
    ).toEqual(['Hamburg']);
  });
});

describe('near-duplicates', () => {
  it('flags a question whose words almost all repeat an earlier one', () => {
    const questions = [
      'How have you managed Kubernetes clusters in production?',
      'How have you managed Kubernetes clusters in production environments?',
      'What is your notice period?',
    ];
    expect(nearDuplicates(questions)).toEqual([{ text: questions[1], duplicateOf: questions[0] }]);
    expect(nearDuplicates([questions[0] as string, questions[2] as string])).toEqual([]);
  });
});

describe('MCQ validity', () => {
  it('accepts a complete competency group', () => {
    const group = {
      competency: 'Kubernetes',
      questions: [
        question(),
        question({ skill_level: 'intermediate', question: 'Q2?' }),
        question({ skill_level: 'advanced', question: 'Q3?' }),
      ],
    };
    expect(mcqProblems([group])).toEqual([]);
  });

  it('names each problem: a missing level, repeated options, no correct option, a thin explanation, a repeat', () => {
    const group = {
      competency: 'Kubernetes',
      questions: [
        question({
          options: [{ text: 'a' }, { text: 'A' }, { text: 'b' }, { text: 'c' }],
          correct_answer: 'z',
        }),
        question({ skill_level: 'intermediate', explanation: 'Because.' }),
      ],
    };
    const problems = mcqProblems([group]);
    expect(problems).toContain('Kubernetes: no advanced question');
    expect(problems).toContain('Kubernetes/basic: options not four distinct');
    expect(problems).toContain('Kubernetes/basic: 0 options equal the correct answer');
    expect(problems).toContain('Kubernetes/intermediate: explanation missing or too short');
    expect(problems).toContain('Kubernetes/intermediate: question repeated');
  });
});

// What the engine states when it read no arrangement at all.
const NOTHING_STATED = {
  office_location: null,
  working_hours: null,
  on_call_requirement: null,
  work_arrangement: null,
};

describe('admin areas, work arrangement and recall', () => {
  it('recognises the verification areas an admin question covers', () => {
    const pairs = [
      { title: 'Degree', question: 'Can you confirm your BSc from Cornell University?' },
      { title: 'Right to work', question: 'Do you need visa sponsorship to work in the US?' },
      { title: 'Notice period', question: 'When would you be available to start?' },
    ];
    expect(adminAreasCovered(pairs)).toEqual(['academic', 'authorisation', 'preferences']);
  });

  it('recognises the verification areas in Polish questions', () => {
    const polish = [
      { title: 'Weryfikacja wykształcenia', question: 'W CV podano: Magister Fizyki (2019).' },
      { title: 'Daty zatrudnienia', question: 'Proszę potwierdzić te daty i nazwę stanowiska.' },
      { title: 'Zezwolenie na pracę', question: 'Czy ma Pan/Pani prawo do pracy w tym kraju?' },
      { title: 'Dostępność', question: 'Od kiedy możliwe jest rozpoczęcie nowej pracy?' },
    ];
    expect(adminAreasCovered(polish)).toEqual(['academic', 'employment', 'authorisation', 'preferences']);
  });

  it('recognises the verification areas in French and Italian questions', () => {
    const french = [
      { title: 'Diplôme', question: 'Pouvez-vous confirmer votre licence en droit ?' },
      { title: 'Emploi', question: 'Occupez-vous toujours ce poste ?' },
      { title: 'Travail', question: 'Êtes-vous autorisée à travailler au Canada ?' },
      { title: 'Salaire', question: 'Quelles sont vos prétentions ?' },
    ];
    expect(adminAreasCovered(french)).toEqual(['academic', 'employment', 'authorisation', 'preferences']);
    const italian = [
      { title: 'Laurea', question: 'Può confermare la sua laurea in lettere?' },
      { title: 'Impiego', question: 'Ricopre ancora questo ruolo?' },
      { title: 'Lavoro', question: 'Ha il permesso di lavorare in Svizzera?' },
      { title: 'Sede', question: 'Sarebbe disposta a trasferirsi?' },
    ];
    expect(adminAreasCovered(italian)).toEqual(['academic', 'employment', 'authorisation', 'preferences']);
  });

  it('checks only the arrangement fields the document states', () => {
    const info = {
      office_location: null,
      working_hours: null,
      on_call_requirement: null,
      work_arrangement: 'Remote',
    };
    expect(arrangementCoverage(SPEC, info)).toEqual([
      { field: 'office_location', isFound: false },
      { field: 'work_arrangement', isFound: true },
    ]);
  });

  it('does not take software, equipment or a rental for a stated arrangement', () => {
    const text = [
      'Proficient in office software and CRM platforms.',
      'Proficiency in office and industry standard software.',
      'Set up and monitor equipment for on-location recordings.',
      'Suppléer à la location des expositions itinérantes.',
    ].join('\n');
    expect(arrangementCoverage(text, NOTHING_STATED)).toEqual([]);
    expect(arrangementCoverage('Work in office three days a week. Location: Lyon.', NOTHING_STATED)).toEqual([
      { field: 'office_location', isFound: false },
      { field: 'work_arrangement', isFound: false },
    ]);
  });

  it('reads a hybrid way of working, not a hybrid cloud or hybrid apps (issue 13, round 26)', () => {
    expect(
      arrangementCoverage(
        'We bring an open hybrid cloud to clients and build hybrid mobile apps.',
        NOTHING_STATED,
      ),
    ).toEqual([]);
    expect(arrangementCoverage('Hybrid: three days in the office.', NOTHING_STATED)).toEqual([
      { field: 'work_arrangement', isFound: false },
    ]);
  });

  it('reads work shifts as stated hours, not the verb that shifts priorities', () => {
    expect(
      arrangementCoverage(
        'Flexible and able to shift tasks and priorities when plans change.',
        NOTHING_STATED,
      ),
    ).toEqual([]);
    expect(arrangementCoverage('Rotating night shifts, some weekends.', NOTHING_STATED)).toEqual([
      { field: 'working_hours', isFound: false },
    ]);
  });

  it('reads the fields a German posting states, and not a noun after "in" or office software', () => {
    const info = {
      office_location: 'Leipzig',
      working_hours: null,
      on_call_requirement: null,
      work_arrangement: null,
    };
    const german = [
      'Ein freundliches Arbeitsumfeld in Leipzig.',
      'Umfang: 25 Stunden/Woche.',
      'Homeoffice an zwei Tagen möglich.',
      'Rufbereitschaft an einem Wochenende im Monat.',
    ].join('\n');
    expect(arrangementCoverage(german, info)).toEqual([
      { field: 'office_location', isFound: true },
      { field: 'working_hours', isFound: false },
      { field: 'on_call_requirement', isFound: false },
      { field: 'work_arrangement', isFound: false },
    ]);
    const noConditions = [
      'Gute Kenntnisse in Tabellenkalkulation.',
      'Sicherer Umgang mit Office-Programmen.',
    ];
    expect(arrangementCoverage(noConditions.join('\n'), info)).toEqual([]);
  });

  it('measures word recall with repeats against a reference text', () => {
    expect(wordRecall('deploy deploy clusters', 'deploy clusters on AWS')).toBe(0.5);
    expect(wordRecall('anything', '')).toBeNull();
  });
});

describe('fixtures', () => {
  it('lists every document of the fixtures, with its set, its job form and, for some specifications, a culture document', () => {
    const root = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));
    const fixtures = listFixtures(root);
    const kinds = fixtures.reduce<Record<string, number>>(
      (counts, fixture) => ({ ...counts, [fixture.kind]: (counts[fixture.kind] ?? 0) + 1 }),
      {},
    );
    expect(kinds).toEqual({ job: 205, cv: 174, culture: 3, bad: 18 });
    const countIn = (set: string) => fixtures.filter((fixture) => fixture.set === set).length;
    expect(countIn('held-out')).toBe(9);
    expect(countIn('formerly-held-out')).toBe(331);
    expect(readEvalSet(root).heldOutRound).toBe(33);
    // The next round's documents are listed blind but not measured yet.
    const reserved = readEvalSet(root).reserved;
    expect(reserved.length).toBe(8);
    expect(fixtures.filter((fixture) => reserved.includes(fixture.name))).toEqual([]);
    // Every specification runs with the position and company of its job form.
    expect(
      fixtures.filter((fixture) => fixture.kind === 'job').every((fixture) => fixture.form !== null),
    ).toBe(true);
    expect(fixtures.every((fixture) => /\.(pdf|docx?|docm|dotx)$/.test(fixture.path))).toBe(true);
    expect(fixtures.filter((fixture) => fixture.culturePath !== null).length).toBe(5);
  });

  it('leaves the reserved documents out entirely, whatever other list names them too', () => {
    const root = mkdtempSync(join(tmpdir(), 'eval-reserved-'));
    try {
      for (const folder of ['jobs', 'cvs', 'culture', 'bad']) mkdirSync(join(root, folder));
      for (const name of ['jobs/a.pdf', 'jobs/next.pdf', 'cvs/b.docx', 'cvs/next.docx']) {
        writeFileSync(join(root, name), '');
      }
      writeFileSync(
        join(root, 'eval-set.json'),
        JSON.stringify({
          heldOut: ['cvs/b.docx', 'jobs/next.pdf'],
          reserved: ['jobs/next.pdf', 'cvs/next.docx'],
          jobForms: { 'jobs/next.pdf': { position: 'Next', company: 'Co' } },
        }),
      );
      expect(listFixtures(root).map((fixture) => [fixture.name, fixture.set])).toEqual([
        ['jobs/a.pdf', 'tuning'],
        ['cvs/b.docx', 'held-out'],
      ]);
      expect(readEvalSet(root).reserved).toEqual(['jobs/next.pdf', 'cvs/next.docx']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads an eval set without a reserved list as reserving nothing', () => {
    const root = mkdtempSync(join(tmpdir(), 'eval-reserved-'));
    try {
      writeFileSync(join(root, 'eval-set.json'), JSON.stringify({ heldOut: [] }));
      expect(readEvalSet(root).reserved).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads heldOutTunedOn from the eval set, false when it is not given', () => {
    const root = mkdtempSync(join(tmpdir(), 'eval-tuned-on-'));
    try {
      writeFileSync(join(root, 'eval-set.json'), JSON.stringify({ heldOut: [] }));
      expect(readEvalSet(root).heldOutTunedOn).toBe(false);
      writeFileSync(join(root, 'eval-set.json'), JSON.stringify({ heldOut: [], heldOutTunedOn: true }));
      expect(readEvalSet(root).heldOutTunedOn).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    expect(readEvalSet(mkdtempSync(join(tmpdir(), 'eval-no-set-'))).heldOutTunedOn).toBe(false);
  });
});
