import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type FixtureKind = 'job' | 'cv' | 'culture' | 'bad';
/**
 * 'tuning': the engine was built and tuned on it; 'formerly-held-out': held out in an earlier round, its faults
 * published and tuned on since; 'held-out': kept out of tuning (fixtures/eval-set.json).
 */
export type FixtureSet = 'tuning' | 'formerly-held-out' | 'held-out';
/** What a recruiter types in the job form beside the specification. */
export type JobForm = { position: string; company: string };
export type Fixture = {
  kind: FixtureKind;
  name: string;
  path: string;
  culturePath: string | null;
  set: FixtureSet;
  form: JobForm | null;
};

/**
 * fixtures/eval-set.json: the held-out and formerly held-out documents, the round that listed the held-out ones
 * (null when the file does not say), whether the engine has been tuned on the held-out round since its reading
 * (false when the file does not say), the documents reserved for the next round and the job forms.
 */
export type EvalSet = {
  heldOut: string[];
  heldOutRound: number | null;
  heldOutTunedOn: boolean;
  formerlyHeldOut: string[];
  reserved: string[];
  jobForms: Record<string, JobForm>;
};

export function readEvalSet(root: string): EvalSet {
  const path = join(root, 'eval-set.json');
  if (!existsSync(path))
    return {
      heldOut: [],
      heldOutRound: null,
      heldOutTunedOn: false,
      formerlyHeldOut: [],
      reserved: [],
      jobForms: {},
    };
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<EvalSet>;
  return {
    heldOut: parsed.heldOut ?? [],
    heldOutRound: parsed.heldOutRound ?? null,
    heldOutTunedOn: parsed.heldOutTunedOn ?? false,
    formerlyHeldOut: parsed.formerlyHeldOut ?? [],
    reserved: parsed.reserved ?? [],
    jobForms: parsed.jobForms ?? {},
  };
}

const FOLDERS: Record<string, FixtureKind> = { jobs: 'job', cvs: 'cv', culture: 'culture', bad: 'bad' };
// Only documents: the Markdown and text twins of some fixtures are what the PDFs were rendered from.
const DOCUMENT_NAME = /\.(pdf|docx?|docm|dotx)$/i;

// A culture document for some specifications (the issue asks for both cases): each company's own where there is one.
const CULTURE_FOR: Record<string, string> = {
  'sourcegraph_account_executive.pdf': 'sourcegraph_values.pdf',
  'sourcegraph_customer_support_engineer.pdf': 'sourcegraph_values.pdf',
  'sourcegraph_product_designer.pdf': 'sourcegraph_values.pdf',
  'rm_director_of_engineering.docx': 'gitlab_mission.pdf',
  'rm_java_developer_word2016.pdf': 'gitlab_culture_index.pdf',
};

/**
 * Every PDF and Word file under jobs/, cvs/, culture/ and bad/ of the fixtures folder, in a stable order, with its
 * set (tuning, formerly held out or held out) and, for a specification, the job form typed beside it, from eval-set.json.
 * Reserved documents are left out entirely: the next round's held-out set, listed blind, whose output nobody may read
 * until that round starts.
 */
export function listFixtures(root: string): Fixture[] {
  const evalSet = readEvalSet(root);
  const heldOut = new Set(evalSet.heldOut);
  const formerlyHeldOut = new Set(evalSet.formerlyHeldOut);
  const reserved = new Set(evalSet.reserved);
  const setOf = (name: string): FixtureSet =>
    heldOut.has(name) ? 'held-out' : formerlyHeldOut.has(name) ? 'formerly-held-out' : 'tuning';
  return Object.entries(FOLDERS).flatMap(([folder, kind]) =>
    readdirSync(join(root, folder))
      .filter((name) => DOCUMENT_NAME.test(name) && !reserved.has(`${folder}/${name}`))
      .sort()
      .map((name) => {
        const culture = kind === 'job' ? CULTURE_FOR[name] : undefined;
        const fixtureName = `${folder}/${name}`;
        return {
          kind,
          name: fixtureName,
          path: join(root, folder, name),
          culturePath: culture === undefined ? null : join(root, 'culture', culture),
          set: setOf(fixtureName),
          form: evalSet.jobForms[fixtureName] ?? null,
        };
      }),
  );
}
