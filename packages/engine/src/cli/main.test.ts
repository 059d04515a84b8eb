import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AnswerAnalysisSchema,
  CvQaSchema,
  GradingSchema,
  JobGenerationSchema,
  McqResultsSchema,
  QaPairSchema,
} from '@viva/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatCompletion, startLocalServer, type LocalServer } from '../llm/testing/openai-server.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'viva-engine-cli-'));

type Run = { code: number; stdout: string; stderr: string };

/** The CLI as a person runs it: a separate process, from the repository root. */
function runCli(
  args: string[],
  options: { env?: Record<string, string>; viaNpm?: boolean } = {},
): Promise<Run> {
  const [command, commandArgs] = options.viaNpm
    ? ['npm', ['run', '-s', 'engine', '--', ...args]]
    : [process.execPath, ['--import', 'tsx', MAIN, ...args]];
  const env = {
    ...process.env,
    ENGINE: '',
    AI_PROVIDER: '',
    AI_MODEL: '',
    AI_API_KEY: '',
    AI_BASE_URL: '',
    ...options.env,
  };
  return new Promise((resolve) => {
    execFile(
      command,
      commandArgs,
      { cwd: REPO, env, timeout: 60_000, maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

function writeJson(name: string, value: unknown): string {
  const path = join(scratch, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

/** One line on stderr naming the problem, nothing on stdout, no stack trace. */
function expectOneLineFailure(run: Run, code: number, pattern: RegExp): void {
  expect(run.code).toBe(code);
  expect(run.stdout).toBe('');
  expect(
    run.stderr
      .trimEnd()
      .split('\n')
      .filter((line) => !line.startsWith('npm warn')),
  ).toHaveLength(1);
  expect(run.stderr).toMatch(pattern);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

const GROUPS = [
  {
    competency: 'SQL',
    questions: [
      {
        skill_level: 'basic',
        question: 'Which clause filters rows before grouping?',
        options: [{ text: 'WHERE' }, { text: 'HAVING' }, { text: 'ORDER BY' }, { text: 'LIMIT' }],
        correct_answer: 'WHERE',
        explanation: 'WHERE filters rows before GROUP BY; HAVING filters groups after it.',
      },
      {
        skill_level: 'advanced',
        question: 'Which isolation level prevents phantom reads?',
        options: [
          { text: 'Read uncommitted' },
          { text: 'Read committed' },
          { text: 'Repeatable read' },
          { text: 'Serializable' },
        ],
        correct_answer: 'Serializable',
        explanation: 'Only serializable isolation rules out phantoms in the SQL standard.',
      },
    ],
  },
];

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// Each test starts Node processes; on a busy machine that alone takes seconds.
describe('engine CLI', { timeout: 120_000 }, () => {
  it('job: reads a PDF specification and a culture PDF and prints a valid job generation', async () => {
    const run = await runCli([
      'job',
      '--spec',
      join(FIXTURES, 'jobs/rm_java_developer_word2016.pdf'),
      '--culture',
      join(FIXTURES, 'culture/sourcegraph_values.pdf'),
      '--position',
      'Java Developer',
      '--company',
      'Harlow Systems',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const job = JobGenerationSchema.parse(JSON.parse(run.stdout));
    expect(job.jobSpecsMarkdown).toContain('## Requirements');
    expect(job.companyCultureMarkdown).toContain('everyone codes');
    expect(job.jobSpecsQuestions.length).toBeGreaterThan(0);
    // The culture questions name the company typed in the form, not one the culture document mentions.
    expect(
      job.companyCultureQuestions.every((question) => question.startsWith("Harlow Systems' culture")),
    ).toBe(true);
    expect(job.languages).toEqual({ document: 'en', mcq: 'en' });
  });

  it('cv, specs, generic, grade and analyze run offline on real input and print their contracts', async () => {
    const cv = await runCli(['cv', join(FIXTURES, 'cvs/rm_john_smith_python_ml_word2016.pdf')]);
    expect(cv.stderr).toBe('');
    const cvOutput = CvQaSchema.extend({ markdown: z.string() }).strict().parse(JSON.parse(cv.stdout));
    expect(cvOutput.markdown).toContain('## Professional Experience');
    expect(cvOutput.qa_pairs.length).toBeGreaterThanOrEqual(6);

    const specs = await runCli([
      'specs',
      join(FIXTURES, 'jobs/rm_director_of_engineering.docx'),
      '--engine',
      'offline',
    ]);
    expect(z.array(QaPairSchema).min(1).parse(JSON.parse(specs.stdout)).length).toBeGreaterThan(0);

    const generic = await runCli(['generic']);
    expect(z.array(QaPairSchema).min(1).parse(JSON.parse(generic.stdout)).length).toBeGreaterThan(0);

    const planned = [
      {
        question_type: 'job_spec',
        question_title: null,
        question: 'How have you used Kubernetes in production?',
      },
      {
        question_type: 'work_requirement',
        question_title: 'Location',
        question: 'Can you work from our Lima office?',
      },
    ];
    const transcript = [
      { role: 'agent', message: 'How have you used Kubernetes in production?', time_in_call_secs: 3 },
      {
        role: 'user',
        message: 'Um, I ran three Kubernetes clusters on AWS for our payments team.',
        time_in_call_secs: 9,
      },
      { role: 'agent', message: 'Can you work from our Lima office?', time_in_call_secs: 20 },
      { role: 'user', message: 'Yes, I live in Lima.', time_in_call_secs: 24 },
    ];
    const grade = await runCli([
      'grade',
      '--transcript',
      writeJson('transcript-ok.json', transcript),
      '--questions',
      writeJson('planned.json', planned),
    ]);
    expect(grade.stderr).toBe('');
    const grading = GradingSchema.parse(JSON.parse(grade.stdout));
    expect(grading.processed_questions).toHaveLength(2);

    const spoken = 'I ran three Kubernetes clusters on AWS'.split(' ');
    const timedWords = spoken.map((word, index) => ({
      word,
      start: 10 + index * 0.4,
      end: 10.3 + index * 0.4,
    }));
    const analysisQuestions = [
      {
        question: 'How have you used Kubernetes?',
        suggested_answer: 'I ran Kubernetes clusters on AWS.',
        start_time: 8,
        end_time: 14,
      },
    ];
    const analyze = await runCli([
      'analyze',
      '--words',
      writeJson('words.json', timedWords),
      '--questions',
      writeJson('analysis-questions.json', analysisQuestions),
    ]);
    expect(analyze.stderr).toBe('');
    const analysis = AnswerAnalysisSchema.parse(JSON.parse(analyze.stdout));
    expect(analysis.answers[0]?.user_answer).toContain('Kubernetes clusters');
  });

  it('mcq-score under npm run -s: stdout is the JSON result alone, scored against the answer key', async () => {
    const questions = writeJson('job.json', { mcqQuestions: GROUPS });
    const answers = writeJson('answers.json', { SQL_basic: 'WHERE', SQL_advanced: 'Repeatable read' });
    const run = await runCli(['mcq-score', '--questions', questions, '--answers', answers], { viaNpm: true });
    expect(run.code).toBe(0);
    const results = McqResultsSchema.parse(JSON.parse(run.stdout));
    expect(results).toMatchObject({ correct_answers: 1, total_questions: 2, overall_score: 50 });
    expect(results.results[0]?.questions[1]).toMatchObject({
      is_correct: false,
      user_answer: 'Repeatable read',
      correct_answer: 'Serializable',
    });
  });

  it('cv and specs with --engine llm: the document goes to an OpenAI-compatible server, validated JSON comes out', async () => {
    server = await startLocalServer((request) => {
      const body = request.body as {
        response_format: { json_schema: { schema: { properties: Record<string, unknown> } } };
      };
      const properties = Object.keys(body.response_format.json_schema.schema.properties);
      if (properties.includes('qa_admin_pairs')) {
        return chatCompletion(
          'local',
          JSON.stringify({
            qa_admin_pairs: [
              { title: 'Degree', question: 'Can you confirm your Bachelor of Business Administration?' },
            ],
          }),
        );
      }
      return chatCompletion(
        'local',
        JSON.stringify({
          qa_pairs: [
            {
              question: 'How do you compute taxes for clients?',
              answer: 'I compute taxes during tax season.',
            },
          ],
        }),
      );
    });
    const env = { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'local', AI_BASE_URL: server.baseUrl };
    const cv = await runCli(['cv', join(FIXTURES, 'cvs/soupboss_01_accountant.docx'), '--engine', 'llm'], {
      env,
    });
    expect(cv.stderr).toBe('');
    const output = CvQaSchema.extend({ markdown: z.string() }).strict().parse(JSON.parse(cv.stdout));
    expect(output.markdown).toContain('## Summary');
    expect(output.qa_pairs[0]?.question).toBe('How do you compute taxes for clients?');
    expect(output.qa_admin_pairs[0]?.title).toBe('Degree');
    const sentDocument = JSON.stringify(server.requests.map((request) => request.body));
    expect(sentDocument).toContain('Determined Accountant with three years of experience');

    const specs = await runCli(
      ['specs', join(FIXTURES, 'jobs/rm_director_of_engineering.docx'), '--engine', 'llm'],
      { env },
    );
    expect(specs.code).toBe(0);
    expect(z.array(QaPairSchema).parse(JSON.parse(specs.stdout))).toHaveLength(1);
  });

  it('names a missing file', async () => {
    expectOneLineFailure(
      await runCli(['cv', join(scratch, 'nowhere.pdf')]),
      1,
      /nowhere\.pdf: file not found\./,
    );
  });

  it('passes on the document reader message for broken and unsupported files', async () => {
    expectOneLineFailure(
      await runCli(['cv', join(FIXTURES, 'bad/poi_bug53475_password_is_pass.docx')]),
      1,
      /poi_bug53475_password_is_pass\.docx: The file is password-protected\. Upload a copy without a password\./,
    );
    expectOneLineFailure(
      await runCli(['job', '--spec', join(FIXTURES, 'jobs/sourcegraph_account_executive.md')]),
      1,
      /sourcegraph_account_executive\.md: The file is not a PDF, DOCX or DOC document/,
    );
    expectOneLineFailure(
      await runCli(['specs', join(FIXTURES, 'cvs/chrisrobison_kendall_IMAGE_ONLY.pdf')]),
      1,
      /no extractable text/,
    );
  });

  it('names unreadable JSON and summarises schema violations with their place', async () => {
    const answers = writeJson('answers-ok.json', {});
    const broken = writeJson('broken.json', '{"mcqQuestions": [');
    expectOneLineFailure(
      await runCli(['mcq-score', '--questions', broken, '--answers', answers]),
      1,
      /broken\.json: not valid JSON/,
    );
    const transcript = writeJson('transcript.json', [
      { role: 'candidate', message: 'Hello', time_in_call_secs: -1 },
    ]);
    const questions = writeJson('questions.json', [
      { question_type: 'job_spec', question_title: null, question: 'Why?' },
    ]);
    expectOneLineFailure(
      await runCli(['grade', '--transcript', transcript, '--questions', questions]),
      1,
      /transcript\.json: not a transcript .*\[0\]\.role: .*; \[0\]\.time_in_call_secs: /,
    );
  });

  it('rejects usage mistakes with exit code 2', async () => {
    expectOneLineFailure(
      await runCli([]),
      2,
      /no command given \(one of job, cv, specs, grade, analyze, mcq-score, generic\)/,
    );
    expectOneLineFailure(await runCli(['interview']), 2, /unknown command 'interview'/);
    expectOneLineFailure(
      await runCli(['grade', '--transcript', 'x.json']),
      2,
      /grade: missing --questions FILE/,
    );
    expectOneLineFailure(
      await runCli(['generic', '--engine', 'gpt']),
      2,
      /--engine must be 'offline' or 'llm', not 'gpt'/,
    );
    expectOneLineFailure(
      await runCli(['generic', '--engine', 'llm']),
      2,
      /AI_PROVIDER is required.*AI_MODEL is required/,
    );
  });
});
