import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../documents/index.ts';
import { selectMcqGroups } from './select.ts';

// The same path generateJob takes: a real PDF or DOCX through the document reader, then the selection.
const jobsFolder = new URL('../../../../fixtures/jobs/', import.meta.url);

async function competenciesOf(name: string): Promise<string[]> {
  const document = await readDocument(new Uint8Array(readFileSync(new URL(name, jobsFolder))));
  return selectMcqGroups({ markdown: document.markdown }).map((group) => group.competency);
}

describe('selectMcqGroups on job specifications read from PDF and DOCX', () => {
  it('reads a Spanish front-end internship as front-end, BI and databases', async () => {
    const names = await competenciesOf('rm_bbva_front_end_es.pdf');
    expect(names[0]).toBe('Front-end Development');
    expect(names).toEqual(
      expect.arrayContaining(['JavaScript', 'SQL and Relational Databases', 'Data Visualization and BI']),
    );
  });

  it('reads a Spanish data analytics internship as data analysis', async () => {
    const names = await competenciesOf('rm_bbva_intern_data_analytics_jobboard_es.pdf');
    expect(names[0]).toBe('Data Analysis');
    expect(names).toContain('SQL and Relational Databases');
  });

  it('reads the Java developer specification as Java first', async () => {
    expect((await competenciesOf('rm_java_developer_word2016.pdf'))[0]).toBe('Java');
  });

  it('reads a billing and logistics manager as billing and logistics only', async () => {
    expect(await competenciesOf('rm_billing_cum_logistics_manager.docx')).toEqual([
      'Billing and Invoicing',
      'Logistics',
    ]);
  });

  it('reads a director of engineering as engineering management and system design', async () => {
    const names = await competenciesOf('rm_director_of_engineering.docx');
    expect(names[0]).toBe('Engineering Management');
    expect(names).toContain('System Design');
  });

  it('reads a primary English teacher as teaching and English language teaching', async () => {
    const names = await competenciesOf('rm_primary_english_teacher.docx');
    expect(names.slice(0, 2)).toEqual(['Teaching and Lesson Planning', 'English Language Teaching']);
  });
});
