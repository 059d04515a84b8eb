import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from '../mcq/select-test-support.ts';
import { generateJob } from './generate-job.ts';
import { sentencesIn } from './sections.ts';

// Made-up Finnish postings of the kinds round 26 brought (issue 13): a post told in the second person under its title
// ('Sinulla on …', 'Olet …', 'Tehtävässä vastaat …'), a requirement list in lower-case phrases under 'Tehtävä
// edellyttää' with the employer's prose after it, a town under a bare 'Paikkakunta' label, and a start told in a
// sentence. Each line is asked in English, quoting it whole, as a Swedish or Dutch posting's is.
const PROSE = [
  '# Ohjelmistokehittäjä',
  'Haemme Ouluun ohjelmistokehittäjää kasvavaan tiimiimme.',
  'Tehtävässä vastaat maksujärjestelmän rajapintojen suunnittelusta ja toteutuksesta.',
  'Sinulla on soveltuva tutkinto ja kokemusta Java-ohjelmoinnista sekä PostgreSQL-tietokannoista.',
  'Olet huolellinen ja viihdyt tiimissä, jossa jokainen kantaa vastuuta.',
  'Kokemus pilvipalveluista katsotaan eduksi.',
  'Tarjoamme joustavat työajat ja hyvät työvälineet.',
  'Lähetä hakemuksesi palkkatoiveineen 15.9. mennessä.',
  'Paikkakunta',
  'Oulu',
  'Jätä hakemus pian, sillä työt alkavat jo elokuussa.',
].join('\n\n');

const LIST = [
  '# Järjestelmäasiantuntija',
  'Haemme palvelukeskukseemme järjestelmäasiantuntijaa.',
  '## Tehtävä edellyttää',
  'kokemusta Windows-palvelinten ylläpidosta',
  'osaamista Microsoft .NET- ja SQL Server -ympäristöistä',
  'kokemusta ketterästä kehityksestä',
  'Yrityksemme palvelee pankkeja ja vakuutusyhtiöitä koko maassa.',
  'Lisätietoja antaa tiimin esimies Liisa Virtanen puh. 040 123 4567.',
].join('\n\n');

const generated = (markdown: string, position: string) =>
  generateJob({ jobSpecMarkdown: markdown, cultureMarkdown: null, position, company: null });

describe('a Finnish posting asked line by line (round 26 kind)', () => {
  it('asks what its prose tells the person to have, be and do, and a plus as one', () => {
    const questions = generated(PROSE, 'Ohjelmistokehittäjä').jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/asks for: "Sinulla on soveltuva tutkinto/);
    expect(questions).toMatch(/"Olet huolellinen ja viihdyt tiimissä/);
    expect(questions).toMatch(/"Tehtävässä vastaat maksujärjestelmän rajapintojen/);
    expect(questions).toMatch(/as a plus: "Kokemus pilvipalveluista katsotaan eduksi"/);
  });

  it("never quotes the employer's offer nor how to apply", () => {
    const questions = generated(PROSE, 'Ohjelmistokehittäjä').jobSpecsQuestions.join('\n');
    expect(questions).not.toMatch(/Tarjoamme|Lähetä hakemuksesi/);
  });

  it("asks each lower-case phrase under 'Tehtävä edellyttää', not the prose after the list", () => {
    const questions = generated(LIST, 'Järjestelmäasiantuntija').jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/"kokemusta Windows-palvelinten ylläpidosta"/);
    expect(questions).toMatch(/"osaamista Microsoft \.NET- ja SQL Server -ympäristöistä"/);
    expect(questions).not.toMatch(/Yrityksemme palvelee|Lisätietoja antaa/);
  });

  it("reads the town under a bare 'Paikkakunta' label and a start told in a sentence", () => {
    const job = generated(PROSE, 'Ohjelmistokehittäjä');
    expect(job.workArrangementInfo.office_location).toBe('Oulu');
    const titles = job.jobSpecWorkRequirements.map(({ title }) => title);
    expect(titles).toContain('Start date');
  });

  it("keeps a version's full stop inside its sentence ('Windows 10.x')", () => {
    expect(sentencesIn('Sinulla on osaamista seuraavista: C++ (Windows 10.x). Työ alkaa heti.')).toEqual([
      'Sinulla on osaamista seuraavista: C++ (Windows 10.x).',
      'Työ alkaa heti.',
    ]);
  });

  it("chooses a Finnish developer or tester post's technical groups over the generic ones", () => {
    expect(selectedCompetencies(LIST.split('\n\n'), 'Järjestelmäasiantuntija')).toEqual(
      expect.arrayContaining(['C# and .NET', 'SQL and Relational Databases', 'Agile and Scrum']),
    );
    expect(
      selectedCompetencies(['Haemme kokeneita testaajia asiakkaallemme Tampereelle.'], 'Ohjelmistotestaaja'),
    ).toEqual(['Software Testing']);
  });
});
