import { JobGenerationSchema } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { wordTokens } from '../text/nlp.ts';
import { contentTermSet } from '../text/terms.ts';
import { coverage, jaccard, tokenJaccard } from '../text/similarity.ts';
import { generateJob } from './generate-job.ts';
import { parseSections } from './sections.ts';
import { generateSpecsQa } from './specs-qa.ts';
import { fixtureText, jobFixtures, readerFixture } from './test-fixtures.ts';

const jobs = jobFixtures();

/** The words of a text as written (lemmas shift with context, quotes do not). */
const wordsOf = (text: string): Set<string> => new Set(wordTokens(text).filter((word) => word.length > 2));

/** The document's lines and sentences with enough words to be a requirement or responsibility. */
function statementsOf(document: string): Set<string>[] {
  return document
    .split(/\n|(?<=[.;])\s+/)
    .map(wordsOf)
    .filter((words) => words.size >= 2);
}

/** A question is tied to the document when most words of one of its statements appear in the question. */
function isGrounded(question: string, statements: Set<string>[]): boolean {
  const words = wordsOf(question);
  return statements.some((statement) => coverage(words, statement) >= 0.6);
}

describe('generateJob on the job specification fixtures', () => {
  for (const [name, document] of Object.entries(jobs)) {
    it(`${name}: at least 8 grounded, distinct screening questions and a valid result`, () => {
      const result = generateJob({ jobSpecMarkdown: document });
      expect(() => JobGenerationSchema.parse(result)).not.toThrow();
      expect(result.jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
      // Grounded in the document as cleaned for the recruiter (extraction glue split apart, same words).
      const statements = statementsOf(result.jobSpecsMarkdown);
      const grounded = result.jobSpecsQuestions.filter((question) => isGrounded(question, statements));
      expect(grounded.length / result.jobSpecsQuestions.length).toBeGreaterThanOrEqual(0.95);
      const termSets = result.jobSpecsQuestions.map((question) => contentTermSet(question));
      for (const [index, terms] of termSets.entries()) {
        for (const other of termSets.slice(index + 1)) expect(jaccard(terms, other)).toBeLessThan(0.8);
      }
      for (const [index, question] of result.jobSpecsQuestions.entries()) {
        for (const other of result.jobSpecsQuestions.slice(index + 1))
          expect(tokenJaccard(question, other)).toBeLessThan(0.8);
      }
      for (const requirement of result.jobSpecWorkRequirements) {
        expect(requirement.title.split(/\s+/).length).toBeLessThanOrEqual(3);
      }
      expect(result.mcqQuestions.length).toBeGreaterThan(0);
      expect(result.companyCultureQuestions).toEqual([]);
      expect(result.companyCultureMarkdown).toBeNull();
    });
  }

  it('asks about the named technologies of the Java specification', () => {
    const questions = generateJob({
      jobSpecMarkdown: jobs.rm_java_developer_word2016 ?? '',
    }).jobSpecsQuestions.join('\n');
    for (const technology of ['Spring', 'Hibernate', 'JavaScript', 'MySQL', 'Agile'])
      expect(questions).toContain(technology);
    expect(questions).toMatch(/at least 5 years of experience in Java development/);
  });

  it('writes Spanish questions for the Spanish specification', () => {
    const result = generateJob({ jobSpecMarkdown: jobs.rm_bbva_front_end_es ?? '' });
    expect(
      result.jobSpecsQuestions.every((question) =>
        /Cuéntame|Describe una|Dame un ejemplo|formación|¿/.test(question),
      ),
    ).toBe(true);
    expect(result.jobSpecsQuestions.join('\n')).toContain('Power BI');
    expect(result.workArrangementInfo.office_location).toBe('Lima');
    expect(result.jobSpecWorkRequirements.map((requirement) => requirement.title)).toEqual([
      'Ubicación',
      'Disponibilidad',
    ]);
  });

  it('keeps job-board adverts out of the noisy BBVA listing', () => {
    const result = generateJob({ jobSpecMarkdown: jobs.rm_bbva_intern_data_analytics_jobboard_es ?? '' });
    const text = [
      ...result.jobSpecsQuestions,
      ...result.jobSpecWorkRequirements.map((item) => item.question),
    ].join('\n');
    expect(text).not.toMatch(/visa|inmigración|trading|Patrocinado/);
    expect(result.jobSpecsMarkdown).not.toMatch(/CLOSE AD|Read Next Story/);
    expect(result.workArrangementInfo.office_location).toBe('Lima');
  });
});

describe('work arrangement, as each document states it', () => {
  it('the teacher posting: remote from home, classes between 3 pm and 8 pm, retainership, own equipment', () => {
    const result = generateJob({ jobSpecMarkdown: jobs.rm_primary_english_teacher ?? '' });
    expect(result.workArrangementInfo).toMatchObject({
      work_arrangement: 'Remote',
      office_location: 'Remote (comfort of your own home)',
      on_call_requirement: null,
    });
    expect(result.workArrangementInfo.working_hours).toMatch(/3 pm - 8 pm/);
    const byTitle = Object.fromEntries(
      result.jobSpecWorkRequirements.map((item) => [item.title, item.question]),
    );
    expect(byTitle['Working hours']).toMatch(/3 pm - 8 pm/);
    expect(byTitle['Contract type']).toMatch(/retainership/);
    expect(byTitle['Own equipment']).toMatch(/laptop/);
    expect(byTitle.Location).toBeUndefined();
  });

  it('the billing posting: Gurgaon and an urgent start', () => {
    const result = generateJob({ jobSpecMarkdown: jobs.rm_billing_cum_logistics_manager ?? '' });
    expect(result.workArrangementInfo.office_location).toBe('Gurgaon');
    const titles = result.jobSpecWorkRequirements.map((item) => item.title);
    expect(titles).toEqual(['Location', 'Start date']);
  });

  it('Sourcegraph postings: an all-remote team', () => {
    for (const name of [
      'sourcegraph_account_executive',
      'sourcegraph_customer_support_engineer',
      'sourcegraph_product_designer',
    ]) {
      const result = generateJob({ jobSpecMarkdown: jobs[name] ?? '' });
      expect(result.workArrangementInfo.work_arrangement).toBe('Remote');
      expect(
        result.jobSpecWorkRequirements.find((item) => item.title === 'Work arrangement')?.question,
      ).toMatch(/all-remote/);
    }
  });

  it('invents nothing the document does not state', () => {
    const result = generateJob({ jobSpecMarkdown: jobs.rm_java_developer_word2016 ?? '' });
    expect(result.workArrangementInfo).toEqual({
      office_location: null,
      working_hours: null,
      on_call_requirement: null,
      work_arrangement: null,
    });
    expect(result.jobSpecWorkRequirements).toEqual([]);
  });
});

describe('culture questions', () => {
  it("ask about each of Sourcegraph's named values", () => {
    const result = generateJob({
      jobSpecMarkdown: jobs.sourcegraph_product_designer ?? '',
      cultureMarkdown: fixtureText('culture/sourcegraph_values.md'),
    });
    const questions = result.companyCultureQuestions.join('\n');
    for (const value of ['Dev love', 'High agency', 'Win together', 'Direct & transparent'])
      expect(questions).toContain(value);
    expect(result.companyCultureMarkdown).not.toMatch(/<iframe|<div/);
  });

  it("ask about GitLab's iteration and collaboration and quote the document", () => {
    const culture = fixtureText('culture/gitlab_culture_index.md');
    const result = generateJob({
      jobSpecMarkdown: jobs.rm_ml_engineer_short ?? '',
      cultureMarkdown: culture,
    });
    expect(result.companyCultureQuestions.length).toBeGreaterThanOrEqual(4);
    expect(result.companyCultureQuestions.join('\n')).toMatch(/iterat/);
    expect(result.companyCultureQuestions.join('\n')).toMatch(/collaborat/);
    const cleaned = (result.companyCultureMarkdown ?? '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\s+/g, ' ');
    for (const question of result.companyCultureQuestions) {
      const quote = /"([^"]+)"/.exec(question.replace(/^[^"]*"[^"]+": /, ''))?.[1]?.replace(/…$/, '') ?? '';
      expect(cleaned).toContain(quote.split(' ').slice(0, 6).join(' '));
    }
  });
});

describe('progress and cancellation', () => {
  it('reports steps a person understands, ending at 100', () => {
    const reports: { progress: number; message: string }[] = [];
    generateJob(
      { jobSpecMarkdown: jobs.rm_ml_engineer_short ?? '' },
      { onProgress: (report) => reports.push(report) },
    );
    expect(reports.length).toBeGreaterThanOrEqual(5);
    expect(reports.map((report) => report.progress)).toEqual(
      [...reports.map((report) => report.progress)].sort((a, b) => a - b),
    );
    expect(reports.at(-1)?.progress).toBe(100);
    expect(reports.every((report) => /^[A-Z][a-z]/.test(report.message))).toBe(true);
  });

  it('stops when the signal is aborted', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() =>
      generateJob({ jobSpecMarkdown: 'Requirements: Java' }, { signal: controller.signal }),
    ).toThrow();
  });
});

describe('postings a recruiter would otherwise have to correct', () => {
  const paralegal = readerFixture('enlist_paralegal');
  const recruiter = readerFixture('enlist_recruitment_specialist');

  it('keeps list items drawn without bullets apart and asks about each', () => {
    const { jobSpecsQuestions } = generateJob({
      jobSpecMarkdown: paralegal,
      position: 'Paralegal',
      company: 'Baker & Stone LLP',
    });
    expect(jobSpecsQuestions.join('\n')).toContain(
      '"Research case law, statutes, published articles and summarize findings"',
    );
    for (const question of jobSpecsQuestions)
      expect(question).not.toMatch(/findings Draft|candidates Assess/);
  });

  it("does not read a lawyer's contracts as a contract type, and tests the legal work", () => {
    const result = generateJob({
      jobSpecMarkdown: paralegal,
      position: 'Paralegal',
      company: 'Baker & Stone LLP',
    });
    expect(result.jobSpecWorkRequirements.map((requirement) => requirement.title)).not.toContain(
      'Contract type',
    );
    expect(result.mcqQuestions.map((group) => group.competency)).toEqual([
      'Legal Research and Drafting',
      'Contract Drafting and Review',
    ]);
  });

  it('tests a recruiter on recruiting, not on the teams they hire for', () => {
    const result = generateJob({
      jobSpecMarkdown: recruiter,
      position: 'Recruitment Specialist',
      company: 'Enlist',
    });
    expect(result.mcqQuestions[0]?.competency).toBe('Human Resources and Recruiting');
    expect(result.mcqQuestions.map((group) => group.competency)).not.toContain('B2B Sales');
  });

  it("never asks about the employer's own products as tools", () => {
    const markdown =
      '## Responsibilities\n- Bring Acme innovations to Acme Cloud customers using Kubernetes\n- Run Acme Cloud migrations with Terraform';
    const { jobSpecsQuestions } = generateJob({
      jobSpecMarkdown: markdown,
      company: 'Acme',
      position: 'Cloud Engineer',
    });
    for (const question of jobSpecsQuestions) expect(question).not.toMatch(/(?:used|with) Acme/);
    expect(jobSpecsQuestions.join('\n')).toMatch(/Kubernetes|Terraform/);
  });

  it('leaves benefits and equal-opportunity lines out, even among the duties of a job board listing', () => {
    const markdown = [
      '## Responsibilities',
      '- Prepare monthly payroll reports',
      '- Health insurance and a 401(k) plan',
      '- We are an equal opportunity employer and value diversity',
      '- Reconcile supplier statements every month',
    ].join('\n');
    const { jobSpecsQuestions } = generateJob({ jobSpecMarkdown: markdown });
    expect(jobSpecsQuestions.join('\n')).not.toMatch(/insurance|401|equal opportunity/i);
    expect(jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
  });

  it('states the language: a Spanish posting gets Spanish questions and an English assessment, and says so', () => {
    const result = generateJob({ jobSpecMarkdown: jobs.rm_bbva_front_end_es ?? '' });
    expect(result.languages).toEqual({ document: 'es', mcq: 'en' });
  });

  it('leaves out the other postings a job board lists beside the ad, and the offer block whose heading lost a ligature', () => {
    const markdown = [
      '# Practicante de Contabilidad',
      'Publicado hace 3 días',
      '## Funciones',
      '- Registrar las facturas de proveedores en el sistema contable',
      '- Conciliar las cuentas bancarias cada mes',
      '### Asistente de ventas - Lima',
      'Tiendas Sur - Ventas',
      'Perú, Lima, Lima Full-time Hace 5 días',
      'Postular',
      '## Debes postular a este rol solo si …',
      'Eres estudiante de los últimos ciclos de Contabilidad o Finanzas.',
      '## ¿Qué bene cios disfrutarás?',
      'Convenio de prácticas.',
      'Oportunidades de desarrollo.',
      'Si estás dispuesto a asumir grandes retos, llegó el momento de sumarte.',
    ].join('\n');
    const result = generateJob({
      jobSpecMarkdown: markdown,
      position: 'Practicante de Contabilidad',
      company: 'Banco Andino',
    });
    const shown = [
      ...result.jobSpecsQuestions,
      ...result.jobSpecWorkRequirements.flatMap((requirement) => [requirement.title, requirement.question]),
    ].join('\n');
    expect(shown).not.toMatch(
      /Asistente de ventas|Tiendas Sur|Hace \d|Postular|convenio|oportunidades de desarrollo|sumarte/i,
    );
    expect(shown).toMatch(/facturas de proveedores/);
    // 'Debes postular a este rol solo si…' heads the requirements.
    expect(shown).toMatch(/estudiante de los últimos ciclos/);
    expect(shown).toContain('¿Qué te atrae del puesto de Practicante de Contabilidad');
    expect(shown).not.toMatch(/\bde el\b/);
  });
});

describe('generateJob on a posting in French or in a language the engine does not write', () => {
  it('asks a French posting in French, quoting its duties and requirements, with work requirements in French', () => {
    const markdown = [
      '# Bibliothécaire',
      'Le-la délégué-e travaillera sous la supervision d’un coordinateur et aura pour missions de :',
      '- Gérer les documents entrants et sortants pour la bibliothèque.',
      '- Gérer les relations avec les usagers de la bibliothèque et de la librairie.',
      'Le candidat ou la candidate idéale sera en mesure :',
      "- D'effectuer de la recherche terminologique et tenir à jour le lexique.",
      '- Maîtriser les outils de bureautique-informatique et internet.',
      '- Avoir au moins 3 ans d’expérience en bibliothèque.',
      'Est un plus :',
      '- La connaissance du néerlandais.',
      'Au SNC, nous n’acceptons pas seulement les différences, nous les célébrons.',
      '## Conditions du contrat',
      '- Lieu : Liège',
      '- Type de contrat : CDI à temps plein',
    ].join('\n');
    const result = generateJob({
      jobSpecMarkdown: markdown,
      position: 'Bibliothécaire',
      company: 'Les Territoires',
    });
    expect(result.languages).toEqual({ document: 'fr', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain("L'une des missions du poste : gérer les documents entrants et sortants");
    // The 'de' of the list's heading left out; the years asked as experience.
    expect(questions).toContain('Le poste demande : effectuer de la recherche terminologique');
    expect(questions).toMatch(
      /avoir au moins 3 ans d’expérience en bibliothèque\. Parlez-moi de cette expérience/,
    );
    expect(questions).toContain('Est considéré comme un atout : la connaissance du néerlandais.');
    // The employer's own prose after the last list is not a requirement; nothing is asked in Spanish or English.
    expect(questions).not.toMatch(/différences|El puesto|Una de las funciones|The role|Describe a time/);
    expect(result.jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    expect(result.jobSpecWorkRequirements.map((requirement) => requirement.title)).toEqual([
      'Lieu de travail',
      'Type de contrat',
    ]);
    expect(result.jobSpecWorkRequirements[0]?.question).toBe(
      'Le poste est basé à Liège. Pouvez-vous travailler à Liège, ou devriez-vous déménager ?',
    );
    expect(result.workArrangementInfo.office_location).toBe('Liège');
  });

  it('asks a German posting in English quoting its tasks and requirements whole, and reads its terms (round 10 kind)', () => {
    const markdown = [
      '# Meister CNC-Zerspanungstechnik',
      '## Deine Aufgaben',
      '- Rüsten, Einrichten und Programmieren der Maschinen zur Fertigung von Einzelstücken',
      '- Überwachung, Überprüfung und Optimierung des Fertigungsprozesses',
      '- Gute Kenntnisse in Tabellenkalkulation',
      'Du musst nicht alles schon können, aber dich zügig einarbeiten wollen.',
      'Englischkenntnisse sind von Vorteil, aber kein Muss.',
      '## Was du mitbringst',
      '- Abgeschlossene Ausbildung als Zerspanungsmechaniker',
      '- Wir freuen uns über Bewerbungen von Menschen jeden Alters.',
      '## Was wir bieten',
      '- Ein Arbeitsplatz in Schorndorf mit moderner Werkstatt',
      '- Teilzeit, 20 Stunden/Woche, Home Office nach Absprache möglich',
      'Die Stelle ist ab dem 1. März zu besetzen und auf zwei Jahre befristet.',
      'Bitte schicke uns Deine Bewerbung per E-Mail an [jobs@example.org] (mailto:jobs@example.org?subject=Meister).',
    ].join('\n');
    const result = generateJob({ jobSpecMarkdown: markdown, position: 'CNC-Meister', company: 'Hägele' });
    expect(result.languages).toEqual({ document: 'de', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain(
      'The posting lists this task: "Rüsten, Einrichten und Programmieren der Maschinen zur Fertigung von Einzelstücken". Describe a time',
    );
    // A requirement listed among the tasks is asked as one; a sentence to the reader or from the employer is not.
    expect(questions).toContain('The posting asks for: "Gute Kenntnisse in Tabellenkalkulation".');
    // A language is asked as one used at a level.
    expect(questions).toContain(
      'The posting names this as a plus: "Englischkenntnisse sind von Vorteil". How do you use this language in your work',
    );
    expect(questions).toContain(
      'The posting asks for: "Abgeschlossene Ausbildung als Zerspanungsmechaniker".',
    );
    expect(questions).not.toMatch(/Du musst|Wir freuen|Bewerbung|subject|Alters|Werkstatt|The role asks/);
    // The typed position names the role, quoted ('the "…" role'); never the German title run into an English sentence.
    expect(questions).toContain('the "CNC-Meister" role');
    expect(generateJob({ jobSpecMarkdown: markdown }).jobSpecsQuestions.join('\n')).not.toMatch(
      /Meister CNC/,
    );
    expect(result.jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    expect(result.jobSpecWorkRequirements.map((requirement) => requirement.title)).toEqual([
      'Location',
      'Work arrangement',
      'Working hours',
      'Start date',
      'Contract type',
    ]);
    expect(result.workArrangementInfo.office_location).toBe('Schorndorf');
    expect(result.workArrangementInfo.work_arrangement).toBe('Hybrid');
    expect(result.workArrangementInfo.working_hours).toMatch(/20 Stunden\/Woche/);
    // 'ab dem 1. März' stays one sentence.
    expect(parseSections(markdown).flatMap((section) => section.items)).toContain(
      'Die Stelle ist ab dem 1. März zu besetzen und auf zwei Jahre befristet.',
    );
  });

  it('asks an Italian posting in English quoting its lines whole: opening duties, listed duties, requirements (round 12 kind)', () => {
    const markdown = [
      '# Tornitore CNC',
      'Posizione aperta',
      "L'officina è alla ricerca di tornitori esperti per programmare e condurre i centri di lavoro della linea pezzi singoli. Questa figura sarà responsabile del controllo dimensionale dei pezzi prodotti. Siamo un'azienda di famiglia fondata nel 1970.",
      'In particolare si occuperà di:',
      'Attrezzare le macchine per i nuovi lotti',
      'Compilare i rapporti di produzione a fine turno Verificare gli utensili prima di ogni lavorazione',
      '## Qualifiche chiave',
      'Ottima conoscenza dei linguaggi Siemens 840D e Fanuc per le macchine a controllo numerico',
      'Esperienza nella lettura del disegno tecnico Capacità di lavorare su turni in un reparto di produzione',
      'La conoscenza della lingua tedesca costituirà titolo preferenziale',
      '## Esperienza richiesta',
      'Tornitori in possesso di esperienza, non inferiore a 3 anni, su macchine a controllo numerico.',
      '## Documentazione',
      'Modulo di candidatura (in formato PDF)',
      '## Compenso',
      'Fino a 30.000 euro',
    ].join('\n');
    const result = generateJob({
      jobSpecMarkdown: markdown,
      position: 'CNC Machinist',
      company: 'Officina Rossi',
    });
    expect(result.languages).toEqual({ document: 'it', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    // The opening prose's duty sentences and the infinitive list under it are tasks; the employer's prose is not.
    expect(questions).toContain(
      'The posting lists this task: "L\'officina è alla ricerca di tornitori esperti per programmare e condurre i centri di lavoro della linea pezzi singoli".',
    );
    expect(questions).toContain(
      'The posting lists this task: "Questa figura sarà responsabile del controllo dimensionale dei pezzi prodotti".',
    );
    expect(questions).toContain('The posting lists this task: "Attrezzare le macchine per i nuovi lotti".');
    // Two list lines a reader ran together are two items, at the second one's capitalised opening word.
    expect(questions).toContain(
      'The posting lists this task: "Compilare i rapporti di produzione a fine turno".',
    );
    expect(questions).toContain(
      'The posting lists this task: "Verificare gli utensili prima di ogni lavorazione".',
    );
    expect(questions).toContain('The posting asks for: "Esperienza nella lettura del disegno tecnico".');
    expect(questions).toContain(
      'The posting asks for: "Capacità di lavorare su turni in un reparto di produzione".',
    );
    expect(questions).toContain(
      'The posting names this as a plus: "La conoscenza della lingua tedesca costituirà titolo preferenziale".',
    );
    expect(questions).toContain(
      'The posting asks for: "Tornitori in possesso di esperienza, non inferiore a 3 anni, su macchine a controllo numerico".',
    );
    // The list's lead-in, the badge, the documents and the pay are never asked; the typed position names the role.
    expect(questions).not.toMatch(
      /si occuperà di|Posizione aperta|famiglia|Modulo|formato PDF|30\.000|Compenso/,
    );
    expect(questions).not.toMatch(/Tornitore CNC role/);
    expect(result.jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    // The practice Q&A on the posting asks the same lines.
    const pairs = generateSpecsQa({ specMarkdown: markdown });
    expect(pairs.map((pair) => pair.question).join('\n')).toContain(
      'The posting asks for: "Esperienza nella lettura del disegno tecnico".',
    );
    for (const pair of pairs) expect(pair.question).not.toMatch(/30\.000|Modulo|Posizione aperta/);
  });
});
