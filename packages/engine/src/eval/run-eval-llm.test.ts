import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { chatCompletion, startLocalServer, type LocalServer } from '../llm/testing/openai-server.ts';

// `npm run eval -- --engine llm` measures the LLM engine as it does the offline one: the same run, checks and
// report. Here the model is a local OpenAI-compatible server answering like a model, on a tuned posting and its
// job form.
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const POSTING = 'jobs/enlist_accountant.pdf';
const FORM = { position: 'Accountant', company: 'Harbor Freight Partners' };

/** A fixtures folder holding only the posting, with its job form. */
function fixturesWithPosting(): string {
  const root = mkdtempSync(join(tmpdir(), 'viva-eval-llm-'));
  for (const folder of ['jobs', 'cvs', 'culture', 'bad']) mkdirSync(join(root, folder));
  copyFileSync(join(REPO, 'fixtures', POSTING), join(root, POSTING));
  const evalSet = { heldOutRound: 1, heldOut: [], formerlyHeldOut: [], jobForms: { [POSTING]: FORM } };
  writeFileSync(join(root, 'eval-set.json'), JSON.stringify(evalSet));
  return `${root}/`;
}

function runEvalCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', MAIN, ...args],
      {
        cwd: REPO,
        env: { ...process.env, ENGINE: '', AI_API_KEY: '', ...env },
        timeout: 120_000,
        maxBuffer: 20 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const option = (text: string, options: string[], correct: number) => ({
  question: text,
  options,
  correct_option: correct,
  explanation: `${options[correct]} is right: it is what the accounting standard prescribes.`,
});

function answers(company: string) {
  return {
    job_spec_questions: {
      questions: [
        'How have you prepared and audited financial statements and accounting records?',
        'Tell me about a balance sheet reconciliation you completed and what it found.',
        'Which corporate tax laws have you applied when preparing tax returns?',
        `Describe something you built with ${company} Cloud.`,
        'One of the functions of this role is: health insurance. Tell me more.',
      ],
    },
    company_culture_questions: { questions: [] },
    work_requirements: {
      requirements: [
        { title: 'Travel', question: 'The posting mentions "travel to clients weekly". Can you?' },
      ],
      arrangement: {
        office_location: null,
        working_hours: null,
        on_call_requirement: null,
        work_arrangement: null,
      },
    },
    mcq_questions: {
      competencies: [
        {
          competency: 'Accounting',
          basic: option(
            'Which statement lists assets and liabilities?',
            ['Balance sheet', 'Income statement', 'Cash flow statement', 'Ledger'],
            0,
          ),
          intermediate: option(
            'Which principle matches expenses to revenue?',
            ['Going concern', 'Matching', 'Consistency', 'Materiality'],
            1,
          ),
          advanced: option(
            'Which method values inventory at the latest costs?',
            ['FIFO', 'LIFO', 'Weighted average', 'Specific identification'],
            0,
          ),
        },
      ],
    },
  };
}

// The rows of a report's target tables, by their first cell.
const targetNames = (report: string) =>
  report
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| Document'))
    .map((line) => line.split('|')[1]?.trim() ?? '')
    .filter((name) => !name.startsWith('jobs/'));

describe('npm run eval -- --engine llm', () => {
  let server: LocalServer | undefined;
  let fixtures: string | undefined;
  afterEach(async () => {
    await server?.close();
    if (fixtures) rmSync(fixtures, { recursive: true, force: true });
  });

  it('sends the model the job form and reports the same measures as for the offline engine', async () => {
    const replies: Record<string, unknown> = answers(FORM.company);
    server = await startLocalServer((request) => {
      const body = request.body as { response_format?: { json_schema?: { name?: string } } };
      const name = body.response_format?.json_schema?.name ?? '';
      return chatCompletion('local', JSON.stringify(replies[name] ?? {}));
    });
    fixtures = fixturesWithPosting();
    const llm = await runEvalCli(['--engine', 'llm', '--fixtures', fixtures], {
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'local',
      AI_BASE_URL: server.baseUrl,
    });
    const offline = await runEvalCli(['--fixtures', fixtures], {});
    expect(llm.code, llm.stderr).toBe(0);
    expect(llm.stdout).toMatch(/^# Engine evaluation: llm engine/);
    expect(targetNames(llm.stdout)).toEqual(targetNames(offline.stdout));
    expect(targetNames(llm.stdout)).toContain('Screening questions wrong (at most 3%)');

    // Each part of the job was asked with the recruiter's form fields.
    const sent = server.requests.map((request) => JSON.stringify(request.body));
    for (const name of ['job_spec_questions', 'work_requirements', 'mcq_questions'])
      expect(
        sent.some(
          (body) =>
            body.includes(`"name":"${name}"`) &&
            body.includes(`Position: ${FORM.position}\\nCompany: ${FORM.company}`),
        ),
        name,
      ).toBe(true);

    // The model's rule-breaking items are caught by the same checks.
    expect(llm.stdout).toContain(
      `Describe something you built with ${FORM.company} Cloud. [employer as a tool`,
    );
    expect(llm.stdout).toContain('health insurance. Tell me more. [benefit or legal line as a duty');
    expect(llm.stdout).toMatch(/Screening questions wrong \(at most 3%\) \| 2\/5 wrong/);
    expect(llm.stdout).toContain('quotes text the posting does not contain: Travel');
    // A set with nothing measured says so (this folder has no CV and no held-out posting).
    expect(llm.stdout).not.toContain('Infinity');
  }, 240_000);
});
