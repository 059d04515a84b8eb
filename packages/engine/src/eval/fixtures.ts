import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export type FixtureKind = 'job' | 'cv' | 'culture' | 'bad';
export type Fixture = { kind: FixtureKind; name: string; path: string; culturePath: string | null };

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

/** Every PDF and Word file under jobs/, cvs/, culture/ and bad/ of the fixtures folder, in a stable order. */
export function listFixtures(root: string): Fixture[] {
  return Object.entries(FOLDERS).flatMap(([folder, kind]) =>
    readdirSync(join(root, folder))
      .filter((name) => DOCUMENT_NAME.test(name))
      .sort()
      .map((name) => {
        const culture = kind === 'job' ? CULTURE_FOR[name] : undefined;
        return {
          kind,
          name: `${folder}/${name}`,
          path: join(root, folder, name),
          culturePath: culture === undefined ? null : join(root, 'culture', culture),
        };
      }),
  );
}
