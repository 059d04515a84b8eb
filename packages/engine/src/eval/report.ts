import { qualitySection } from './quality-report.ts';
import type {
  Counted,
  CultureResult,
  CvResult,
  EvalResult,
  Extraction,
  JobResult,
  RejectedResult,
} from './run-eval.ts';

const THREE_PAGE_LIMIT_MS = 1000;

const percent = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value * 1000) / 10}%`);
const ratio = (counted: Counted) => `${counted.passed}/${counted.total}`;
const share = (counted: Counted) => (counted.total === 0 ? null : counted.passed / counted.total);
const ratioAndShare = (counted: Counted) => `${ratio(counted)} (${percent(share(counted))})`;
const ms = (value: number) => `${Math.round(value)}`;
const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((total, value) => total + value, 0) / values.length;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function sum(counts: Counted[]): Counted {
  return {
    passed: counts.reduce((total, counted) => total + counted.passed, 0),
    total: counts.reduce((total, counted) => total + counted.total, 0),
    failures: counts.flatMap((counted) => counted.failures),
  };
}

function recallCell(extraction: Extraction): string {
  return extraction.recall === null
    ? `n/a (${extraction.recallSource})`
    : `${percent(extraction.recall)} (${extraction.recallSource})`;
}

// How a document was read, the first columns of every table of documents.
const READING_COLUMNS = ['Pages', 'Words', 'Extraction recall', 'Read ms'];

function readingCells(extraction: Extraction): string[] {
  return [
    String(extraction.pages ?? '?'),
    String(extraction.words),
    recallCell(extraction),
    ms(extraction.readMs),
  ];
}

/** Read and generation time of documents of three pages or fewer (unknown page counts included). */
function isShort(extraction: Extraction): boolean {
  return extraction.pages === null || extraction.pages <= 3;
}

type Target = { name: string; result: string; isMet: boolean };

function targets(jobs: JobResult[], cvs: CvResult[], rejected: RejectedResult[]): Target[] {
  const generated = [...jobs, ...cvs];
  const valid = generated.filter((result) => result.isSchemaValid).length;
  const jobQuestions = sum(jobs.map((job) => job.jobQuestions));
  const nearDuplicateCount = jobs.reduce((total, job) => total + job.nearDuplicates.length, 0);
  const fewQuestions = jobs.filter((job) => job.jobQuestions.total < 8);
  const arrangement = jobs.flatMap((job) => job.arrangement);
  const arrangementFound = arrangement.filter((entry) => entry.isFound).length;
  const cvsShort = cvs.filter((cv) => cv.factualAnswers.passed < 6);
  const cvsAreas = cvs.filter((cv) => cv.adminAreas.length < 4);
  const mcqQuestions = jobs.reduce((total, job) => total + job.mcq.questions, 0);
  const mcqProblems = jobs.reduce((total, job) => total + job.mcq.problems.length, 0);
  const timed = generated.filter((result) => isShort(result.extraction));
  const slow = timed.filter((result) => result.extraction.readMs + result.generateMs >= THREE_PAGE_LIMIT_MS);
  const slowest = Math.max(0, ...timed.map((result) => result.extraction.readMs + result.generateMs));
  const crashed = rejected.filter((result) => result.outcome === 'crash');
  const clear = rejected.filter((result) => result.outcome !== 'crash' && result.outcome !== 'read');
  const read = rejected.filter((result) => result.outcome === 'read');
  return [
    {
      name: '100% schema-valid output',
      result: `${valid}/${generated.length} generations valid`,
      isMet: valid === generated.length && generated.length > 0,
    },
    {
      name: 'At least 8 job questions per specification',
      result:
        fewQuestions.length === 0
          ? `min ${Math.min(...jobs.map((job) => job.jobQuestions.total))}`
          : `${fewQuestions.length} below 8: ${fewQuestions.map((job) => `${job.name} (${job.jobQuestions.total})`).join(', ')}`,
      isMet: jobs.length > 0 && fewQuestions.length === 0,
    },
    {
      name: 'At least 95% of job questions grounded',
      result: `${ratio(jobQuestions)} = ${percent(share(jobQuestions))}`,
      isMet: (share(jobQuestions) ?? 0) >= 0.95,
    },
    {
      name: 'No near-duplicate job questions',
      result: `${nearDuplicateCount} near-duplicates`,
      isMet: nearDuplicateCount === 0 && jobQuestions.total > 0,
    },
    {
      name: 'Work arrangement fields found where the document states them',
      result: `${arrangementFound}/${arrangement.length} fields`,
      isMet: arrangementFound === arrangement.length && jobs.every((job) => job.error === null),
    },
    {
      name: 'Every CV: at least 6 Q&A pairs whose answers use only the CV facts',
      result:
        cvsShort.length === 0
          ? `all ${cvs.length} CVs`
          : `${cvs.length - cvsShort.length}/${cvs.length} CVs; short: ${cvsShort.map((cv) => `${cv.name} (${cv.factualAnswers.passed})`).join(', ')}`,
      isMet: cvs.length > 0 && cvsShort.length === 0,
    },
    {
      name: 'Every CV: admin pairs covering all four areas',
      result:
        cvsAreas.length === 0
          ? `all ${cvs.length} CVs`
          : `${cvs.length - cvsAreas.length}/${cvs.length} CVs; missing: ${cvsAreas.map((cv) => cv.name).join(', ')}`,
      isMet: cvs.length > 0 && cvsAreas.length === 0,
    },
    {
      name: 'Every MCQ question valid',
      result: `${mcqProblems} problems in ${mcqQuestions} questions`,
      isMet: mcqQuestions > 0 && mcqProblems === 0,
    },
    {
      name: 'Under 1 s per document of three pages (read + generate)',
      result: `slowest ${ms(slowest)} ms; ${slow.length}/${timed.length} over 1 s`,
      isMet: timed.length > 0 && slow.length === 0,
    },
    {
      name: 'Broken fixtures: each its own clear error, no crash or hang',
      result: `${clear.length} clear errors, ${crashed.length} crashes${read.length > 0 ? `; read after all: ${read.map((result) => result.name).join(', ')}` : ''}`,
      isMet: crashed.length === 0,
    },
  ];
}

function findings(jobs: JobResult[], cvs: CvResult[]): string[] {
  const lines: string[] = [];
  const list = (title: string, entries: string[], limit = 6) => {
    if (entries.length === 0) return;
    lines.push(`- **${title}**`);
    for (const entry of entries.slice(0, limit)) lines.push(`  - ${entry}`);
    if (entries.length > limit) lines.push(`  - … and ${entries.length - limit} more`);
  };
  for (const job of jobs) {
    if (job.error) list(`${job.name}: generation failed`, [job.error]);
    list(`${job.name}: job questions not grounded in the document`, job.jobQuestions.failures);
    list(`${job.name}: near-duplicate questions`, job.nearDuplicates);
    list(
      `${job.name}: culture questions not grounded in the culture document`,
      job.cultureQuestions.failures,
    );
    list(
      `${job.name}: work arrangement fields the document states but the output leaves null`,
      job.arrangement.filter((entry) => !entry.isFound).map((entry) => entry.field),
    );
    list(`${job.name}: MCQ problems`, job.mcq.problems);
  }
  for (const cv of cvs) {
    if (cv.error) list(`${cv.name}: generation failed`, [cv.error]);
    list(`${cv.name}: sample answers with facts not in the CV`, cv.factualAnswers.failures);
    list(`${cv.name}: sample answers not grounded in the CV`, cv.groundedAnswers.failures);
    list(`${cv.name}: questions not grounded in the CV`, cv.groundedQuestions.failures);
    list(`${cv.name}: near-duplicate questions`, cv.nearDuplicates);
    const missing = ['academic', 'employment', 'authorisation', 'preferences'].filter(
      (area) => !cv.adminAreas.includes(area as never),
    );
    if (!cv.error && missing.length > 0) list(`${cv.name}: admin areas not covered`, missing);
  }
  return lines;
}

export type ReportContext = {
  engine: string;
  date: string;
  fixturesLabel: string;
  node: string;
  load: string;
  /** The round that listed the held-out documents (fixtures/eval-set.json), named in the report's column headings. */
  heldOutRound: number | null;
  /**
   * Whether the engine has been tuned on the held-out round since its reading (fixtures/eval-set.json): the headings
   * then say so instead of calling those documents never tuned on. False when not given.
   */
  heldOutTunedOn?: boolean;
  /** A recruiter's judgement of a sample of the output (Markdown), kept beside the eval and printed as it is. */
  humanReview?: string | null;
};

export function renderReport(results: EvalResult[], context: ReportContext): string {
  const jobs = results.filter((result): result is JobResult => result.kind === 'job');
  const cvs = results.filter((result): result is CvResult => result.kind === 'cv');
  const cultures = results.filter((result): result is CultureResult => result.kind === 'culture');
  const rejected = results.filter((result): result is RejectedResult => result.kind === 'rejected');
  const extractions = [...jobs, ...cvs, ...cultures].map((result) => result.extraction);
  const recalls = extractions.flatMap((extraction) =>
    extraction.recall === null ? [] : [extraction.recall],
  );
  const generated = [...jobs, ...cvs];
  const targetRows = targets(jobs, cvs, rejected);
  const failed = targetRows.filter((target) => !target.isMet);
  const jobQuestions = sum(jobs.map((job) => job.jobQuestions));
  const cultureQuestions = sum(jobs.map((job) => job.cultureQuestions));
  const factual = sum(cvs.map((cv) => cv.factualAnswers));
  const cvQuestions = sum(cvs.map((cv) => cv.groundedQuestions));
  const findingLines = findings(jobs, cvs);

  return [
    `# Engine evaluation: ${context.engine} engine`,
    '',
    `Produced by \`npm run eval\` (packages/engine/src/eval) on ${context.date} with Node ${context.node}, over every PDF, DOCX and DOC file in \`${context.fixturesLabel}\` (${results.length} files). Times are wall-clock on a warm process (document workers and language models loaded before the first measured file), the fastest of three runs, on a shared two-core machine (load average ${context.load} at the start).`,
    '',
    '## Targets',
    '',
    table(
      ['Target', 'Result', 'Met'],
      targetRows.map((target) => [target.name, target.result, target.isMet ? 'met' : '**not met**']),
    ),
    '',
    failed.length === 0 ? 'All targets met.' : `Not met: ${failed.map((target) => target.name).join('; ')}.`,
    '',
    ...qualitySection(jobs, cvs, context.heldOutRound, context.heldOutTunedOn ?? false),
    ...(context.humanReview ? [context.humanReview.trim(), ''] : []),
    '## Job specifications',
    '',
    table(
      [
        'Document',
        'Culture',
        ...READING_COLUMNS,
        'Generate ms',
        'Schema',
        'Job questions grounded',
        'Near-duplicates',
        'Culture questions grounded',
        'Work requirements',
        'Arrangement found',
        'MCQ groups / questions',
        'MCQ problems',
      ],
      jobs.map((job) => [
        job.name,
        job.culture ?? '—',
        ...readingCells(job.extraction),
        ms(job.generateMs),
        job.error ? `error: ${job.error}` : job.isSchemaValid ? 'valid' : '**invalid**',
        ratioAndShare(job.jobQuestions),
        String(job.nearDuplicates.length),
        job.culture
          ? ratioAndShare(job.cultureQuestions)
          : `${job.cultureQuestions.total} (no culture document)`,
        String(job.workRequirements),
        job.arrangement.length === 0
          ? 'none stated'
          : `${job.arrangement.filter((entry) => entry.isFound).length}/${job.arrangement.length}`,
        `${job.mcq.groups} / ${job.mcq.questions}`,
        String(job.mcq.problems.length),
      ]),
    ),
    '',
    '## CVs',
    '',
    table(
      [
        'Document',
        ...READING_COLUMNS,
        'Generate ms',
        'Schema',
        'Q&A pairs with only CV facts',
        'Answers grounded',
        'Questions grounded',
        'Near-duplicates',
        'Admin pairs',
        'Admin areas covered',
      ],
      cvs.map((cv) => [
        cv.name,
        ...readingCells(cv.extraction),
        ms(cv.generateMs),
        cv.error ? `error: ${cv.error}` : cv.isSchemaValid ? 'valid' : '**invalid**',
        ratio(cv.factualAnswers),
        ratioAndShare(cv.groundedAnswers),
        ratioAndShare(cv.groundedQuestions),
        String(cv.nearDuplicates.length),
        String(cv.adminPairs),
        `${cv.adminAreas.length}/4${cv.adminAreas.length ? ` (${cv.adminAreas.join(', ')})` : ''}`,
      ]),
    ),
    '',
    '## Culture documents (reading only; used as the culture input of some specifications)',
    '',
    table(
      ['Document', ...READING_COLUMNS],
      cultures.map((culture) => [culture.name, ...readingCells(culture.extraction)]),
    ),
    '',
    '## Files that must not be read (bad/, and the image-only CV)',
    '',
    table(
      ['File', 'Outcome', 'Message', 'ms'],
      rejected.map((result) => [result.name, result.outcome, result.detail, ms(result.ms)]),
    ),
    '',
    '## Totals',
    '',
    `- Files: ${results.length} (${jobs.length} specifications, ${cvs.length} CVs read, ${cultures.length} culture documents, ${rejected.length} refused or broken).`,
    `- Schema-valid generations: ${generated.filter((result) => result.isSchemaValid).length}/${generated.length}.`,
    `- Job questions: ${jobQuestions.total}, grounded ${percent(share(jobQuestions))}, near-duplicates ${jobs.reduce((total, job) => total + job.nearDuplicates.length, 0)}.`,
    `- Negative control: the same job questions measured against the other specifications count as grounded ${percent(mean(jobs.flatMap((job) => (job.crossGrounding === null ? [] : [job.crossGrounding]))))} of the time (against their own: ${percent(share(jobQuestions))}).`,
    `- Culture questions: ${cultureQuestions.total}, grounded in the culture document ${percent(share(cultureQuestions))} (specifications with a culture document only count when one was given).`,
    `- MCQ: ${jobs.reduce((total, job) => total + job.mcq.groups, 0)} competency groups, ${jobs.reduce((total, job) => total + job.mcq.questions, 0)} questions, ${jobs.reduce((total, job) => total + job.mcq.problems.length, 0)} problems.`,
    `- CV Q&A pairs: ${factual.total}, answers using only CV facts ${percent(share(factual))}, answers grounded ${percent(share(sum(cvs.map((cv) => cv.groundedAnswers))))}, questions grounded ${percent(share(cvQuestions))}.`,
    `- Negative control: the same sample answers checked against the other CVs use only that CV's facts ${percent(mean(cvs.flatMap((cv) => (cv.crossFactual === null ? [] : [cv.crossFactual]))))} of the time (against their own: ${percent(share(factual))}).`,
    `- Extraction word recall: mean ${percent(mean(recalls))}, lowest ${percent(recalls.length ? Math.min(...recalls) : null)} over ${recalls.length} documents with a second extractor.`,
    `- Time per document (read + generate): mean ${ms(generated.reduce((total, result) => total + result.extraction.readMs + result.generateMs, 0) / Math.max(1, generated.length))} ms, slowest ${ms(Math.max(0, ...generated.map((result) => result.extraction.readMs + result.generateMs)))} ms.`,
    '',
    '## Findings for the generators',
    '',
    ...(findingLines.length > 0 ? findingLines : ['None.']),
    '',
    '## How the figures are computed',
    '',
    '- **Schema**: the output parsed again with the contract schema (`JobGenerationSchema`, `CvQaSchema`).',
    '- **Grounded**: at least half of a question\'s key content terms (its nouns, names and numbers as wink-nlp tags them; in Spanish and French, every word that is not a stop word) that are not interview framing ("role", "experience", "example", "project", "cuéntame"...) occur in the document; a term also matches another form of the word sharing all but its last three letters, at least five ("deployment" ~ "deployed"). A question with no key terms (every word framing or, in English, not a noun) is grounded only when it quotes the document: two or more of its words that are not stop words, in a row as the document has them ("trabajo en equipo", "highly organized and disciplined"); so "Tell me about yourself." is not grounded. The negative controls run the same checks against the other documents of the same kind.',
    '- **Only CV facts**: every number and every capitalised word inside a sentence of the sample answer (employers, schools, products, places, figures) occurs in the CV text.',
    '- **Near-duplicate**: token Jaccard similarity ≥ 0.8 with an earlier question of the same list.',
    "- **Admin areas**: academic qualifications, employment history, work authorisation and preferences, recognised by keywords in each admin pair's title and question.",
    "- **Arrangement found**: for each field whose wording appears in the specification (location, working hours, on-call, remote/hybrid/on-site), whether the output fills it. The wording check is a heuristic oracle; words that only look like a field do not count ('in office software', 'on-location recordings', French 'location', a rental).",
    '- **MCQ problems**: the contract schema plus: basic, intermediate and advanced present per competency, four distinct options, exactly one equal to the correct answer, an explanation of at least 20 characters, no repeated question.',
    "- **Issue 13 checks** (the eval's `*-checks.ts` modules, independent of the generators): a screening question is *wrong* when it carries a layout artefact (contact details, links, handles, page or print furniture, logo alt texts, doubled or glued text, job-board controls, glyphs and layout field separators, a hyphen printed as several glyphs, a word broken where a lost ligature was ('speci c'), cut-off sentences, form labels), names the employer or its product as a tool, asks about a benefit, pay, equal-opportunity or ad line, asks about the careers site's application instructions (resume guidance, disqualification warnings) or a rule on the person (appearance, age, sex, marital status, build), asks about a tool the posting only has as a word opening a line (a verb), runs list items together, has a lead that does not fit its item, quotes a posting line that is not a duty or requirement (the line quoted, or the item after the lead, read on its own: a benefit, pay or legal line, an application instruction, a learning offer, a job board's sidebar chip, a list fragment cut on a conjunction or run on from the lead, a sentence that describes the employer, its equipment or other people's work, an applicant-tracking system's buttons, field labels or software credit ('Send to friend', 'Job Posting Title', 'Powered by …'), the employer's closing pitch or what it gives in exchange ('At <Company>, your skills … help us change lives', 'In exchange, we offer you …'), or two of the posting's list items run together: a line break of the posting inside the quote, or in an English posting an item's opening word, a bare verb or a requirement's head noun, after a lower-case word, 'stakeholders Print Packing Slips'), or is not grounded. A practice Q&A pair is *wrong* when it has an artefact, repeats another question, puts a role under an employer or a title the CV does not put it under, counts a profile site, a hobby the CV lists only under its hobbies or a word of a body's name ('Exchange' of '… Exchange Service') as a skill, carries a CV template's placeholder ('xxx', 'résumé template', '[Your Name]'), writes a grade into a school or degree ('… en Promedio: 8.5/10.0'), or uses facts the CV lacks. A CV admin question (a verification question written from the CV: the ones asked of every CV alike, salary, availability, authorisation and preferences without a place, are not counted) is *wrong* by the same checks of layout, placeholders and names misread from the CV, or when it states a lack the CV contradicts ('Your CV does not list a degree' beside an education section or a degree, 'does not give dated employment' beside an experience section with dates, in English, Spanish, French and Italian), asks to confirm dates it does not give, reads a label ('Promedio: 8.5/10'), a date range or a secondary school as part of a degree or its school, gives the CV's name line as the location, or asks for the completion year of a degree the CV dates as under way. A work requirement is *stated* when its quotes are in the posting and carry no pay or benefit line ('…: Wage dependent upon experience'), its topic is worded as that condition in English, Spanish, French, German or Italian (a contract type as an engagement, not contracts as work; 'befristet', '10 Stunden/Woche', a Swiss workload '60–100%', 'lunes a viernes', 'ab sofort', 'Home Office', 'Führerausweis') and it quotes no application instruction or rule on the person. An MCQ group *fits* when its competency or a bank keyword is in the position, in two of the posting's duty and requirement lines, or in one such line that is not about the teams the role works with; a posting not in English is read with the eval's own German, Spanish and French words for each group too (mcq-fit-words.ts), a word in a phrase that gives it another group's sense not counted for the group ('recepción de mercancías' is goods receiving, not a hotel's reception; mcq-fit-senses.ts), a one-paragraph post sentence by sentence, and a position that names a trade (sonographer, bookkeeper, system administrator, lawyer…) fits that trade's own groups, never the general ones. The key cue counts questions whose correct option is strictly the longest. A sample answer *only restates a CV line* when it is one sentence whose words are, but for three, the CV's own; pattern 6 (situation, action, result) holds for practice questions on experience, skills and goals, not for the factual ones that ask which degrees or certifications the candidate holds, whose right answer is the credential itself (as in the admin questions), so those are not counted.",
    "- **Extraction recall**: the share of the second extractor's words (with repeats) that our text also has: `pdftotext` (poppler) for PDF, the raw text runs of the Word XML for DOCX and Word 2003 XML; none for Word 97 files.",
    '',
  ].join('\n');
}
