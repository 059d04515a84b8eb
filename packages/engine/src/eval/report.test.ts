import { describe, expect, it } from 'vitest';
import { renderReport } from './report.ts';
import type { CvResult, EvalResult, JobResult, RejectedResult } from './run-eval.ts';

const extraction = {
  format: 'pdf',
  pages: 2,
  words: 400,
  readMs: 80,
  recall: 0.99,
  recallSource: 'pdftotext',
};
const counted = (passed: number, total: number) => ({
  passed,
  total,
  failures: Array.from({ length: total - passed }, (_, index) => `failure ${index}`),
});

const job: JobResult = {
  kind: 'job',
  name: 'jobs/example.pdf',
  set: 'tuning',
  quality: {
    wrongQuestions: [],
    artefacts: [],
    employerAsTool: [],
    boilerplate: [],
    outOfSense: [],
    unstatedRequirements: [],
    mcqKeyLongest: 3,
    mcqFit: { fitting: 4, total: 4, unfitting: [] },
    languages: { document: 'en', mcq: 'en' },
    checkedLanguage: 'en',
  },
  culture: null,
  extraction,
  generateMs: 150,
  error: null,
  isSchemaValid: true,
  jobQuestions: counted(10, 10),
  nearDuplicates: [],
  cultureQuestions: counted(0, 0),
  workRequirements: 3,
  arrangement: [{ field: 'work_arrangement', isFound: true }],
  mcq: { groups: 4, questions: 12, problems: [] },
  crossGrounding: 0.1,
  questions: [],
  documentText: '',
};
const cv: CvResult = {
  kind: 'cv',
  name: 'cvs/example.docx',
  set: 'held-out',
  quality: {
    wrongPairs: [],
    artefacts: [],
    duplicates: [],
    misattributed: [],
    restatements: [],
    wrongAdmin: [
      'Degree verification: Your CV lists a BA from East High School (2010). [a degree at a secondary school]',
    ],
    adminFromCv: 4,
  },
  extraction: { ...extraction, format: 'docx', recallSource: 'raw DOCX XML' },
  generateMs: 200,
  error: null,
  isSchemaValid: true,
  factualAnswers: counted(8, 8),
  groundedQuestions: counted(8, 8),
  groundedAnswers: counted(8, 8),
  nearDuplicates: [],
  adminPairs: 6,
  adminAreas: ['academic', 'employment', 'authorisation', 'preferences'],
  crossFactual: 0,
  answers: [],
  documentText: '',
};
const rejected: RejectedResult = {
  kind: 'rejected',
  name: 'bad/broken.pdf',
  ms: 3,
  outcome: 'corrupt',
  detail: 'The file is damaged.',
};
const context = {
  engine: 'offline',
  date: '2026-11-22',
  fixturesLabel: 'fixtures/',
  node: 'v20',
  load: '1.0',
  heldOutRound: 7,
};

const targetRow = (report: string, name: string) =>
  report.split('\n').find((line) => line.startsWith(`| ${name}`));

describe('renderReport', () => {
  it('says all targets are met when every figure is', () => {
    const report = renderReport([job, cv, rejected], context);
    expect(report).toContain('All targets met.');
    expect(targetRow(report, 'At least 95% of job questions grounded')).toBe(
      '| At least 95% of job questions grounded | 10/10 = 100% | met |',
    );
    expect(report).toContain('| bad/broken.pdf | corrupt | The file is damaged. | 3 |');
  });

  it('reports the wrong CV admin questions as their own row, in every column, and lists them', () => {
    const report = renderReport([job, cv], context);
    expect(report).toContain(
      '| CV admin questions wrong (at most 5%, as for practice Q&A) | none measured | none measured | 1/4 wrong = 25% | NOT MET |',
    );
    expect(report).toContain(
      '- **cvs/example.docx: admin questions wrong**\n  - Degree verification: Your CV lists a BA from East High School',
    );
  });

  it('names the held-out round of fixtures/eval-set.json in the column headings of the held-out comparison', () => {
    const header = (heldOutRound: number | null) =>
      renderReport([job, cv], { ...context, heldOutRound })
        .split('\n')
        .find((line) => line.startsWith('| Target | Tuned on'));
    expect(header(7)).toBe(
      '| Target | Tuned on | Held out in rounds 1-6, tuned on since | Held out (round 7) | Met on held out |',
    );
    expect(header(2)).toBe(
      '| Target | Tuned on | Held out in round 1, tuned on since | Held out (round 2) | Met on held out |',
    );
    expect(header(null)).toBe(
      '| Target | Tuned on | Held out in earlier rounds, tuned on since | Held out | Met on held out |',
    );
    expect(renderReport([job, cv], context)).toContain(
      'Held out (round 7): 0 specifications and 1 CVs listed in `fixtures/eval-set.json`',
    );
  });

  it('says the held-out round was tuned on since its reading once eval-set.json sets heldOutTunedOn, and never tuned on before', () => {
    const report = (heldOutTunedOn?: boolean) => renderReport([job, cv], { ...context, heldOutTunedOn });
    const header = (text: string) => text.split('\n').find((line) => line.startsWith('| Target | Tuned on'));
    for (const untuned of [report(), report(false)]) {
      expect(header(untuned)).toBe(
        '| Target | Tuned on | Held out in rounds 1-6, tuned on since | Held out (round 7) | Met on held out |',
      );
      expect(untuned).toContain('## Documents it has never seen (issue 13)');
      expect(untuned).toContain("chosen before the engine's output on them was read and never tuned on.");
      expect(untuned).not.toContain('tuned on since its reading');
    }
    const tuned = report(true);
    expect(header(tuned)).toBe(
      '| Target | Tuned on | Held out in rounds 1-6, tuned on since | Held out (round 7), tuned on since its reading | Met on held out |',
    );
    expect(tuned).toContain('Held out (round 7), tuned on since its reading:\n');
    expect(tuned).toContain(
      'Held out (round 7), tuned on since its reading: 0 specifications and 1 CVs listed in `fixtures/eval-set.json`',
    );
    expect(tuned).not.toContain('never tuned on');
    expect(tuned).not.toContain('Documents it has never seen');
  });

  it('marks each missed target and lists the findings for the generators', () => {
    const weakJob: JobResult = {
      ...job,
      jobQuestions: counted(5, 7),
      nearDuplicates: ['How do you test?'],
      generateMs: 2000,
    };
    const weakCv: CvResult = { ...cv, factualAnswers: counted(4, 8), adminAreas: ['academic'] };
    const crash: RejectedResult = { ...rejected, outcome: 'crash', detail: 'boom' };
    const results: EvalResult[] = [weakJob, weakCv, crash];
    const report = renderReport(results, context);
    for (const name of [
      'At least 8 job questions per specification',
      'At least 95% of job questions grounded',
      'No near-duplicate job questions',
      'Every CV: at least 6 Q&A pairs',
      'Every CV: admin pairs covering all four areas',
      'Under 1 s per document of three pages',
      'Broken fixtures',
    ]) {
      expect(targetRow(report, name)).toMatch(/\*\*not met\*\* \|$/);
    }
    expect(targetRow(report, 'Every MCQ question valid')).toMatch(/\| met \|$/);
    expect(report).toContain('- **jobs/example.pdf: near-duplicate questions**\n  - How do you test?');
    expect(report).toContain(
      '- **cvs/example.docx: admin areas not covered**\n  - employment\n  - authorisation\n  - preferences',
    );
  });
});
