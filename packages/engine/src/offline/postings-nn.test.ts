import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up Nynorsk posting as a national job board's record (issue 13, round 23 kind): plain-line headings (no
// Markdown '#'), the terms in its text and the board's fact rows at the end.
const NYNORSK_BOARD_RECORD = [
  '# Ergoterapeut 80% stilling',
  '### Fjordbygd kommune',
  'Fjordbygd kommune har ledig ei fast 80% stilling som ergoterapeut i heimetenesta frå hausten.',
  'Arbeidsoppgåver',
  'Kartlegge behov for hjelpemiddel hjå eldre heimebuande',
  'Rettleie tilsette i heimetenesta i kvardagsrehabilitering',
  'Kvalifikasjonar',
  'Offentleg godkjend ergoterapeut med norsk autorisasjon.',
  'Du må ha førarkort klasse B.',
  'Du må kunne samarbeide godt med andre faggrupper.',
  'Erfaring frå kommunehelsetenesta vil bli vektlagt',
  'Me kan tilby',
  'Eit triveleg fagmiljø',
  'Fleksibel arbeidstid',
  'Søknadsfrist 1. juni.',
  'Stillingstittel Ergoterapeut',
  'Arbeidsstad 6900 Fjordbygd, Vestland',
].join('\n\n');

describe('a Nynorsk posting on the national job board (issue 13, round 23 kind)', () => {
  it('reads Nynorsk headings by kind', () => {
    expect(headingKind('Sentrale arbeidsoppgåver')).toBe('responsibilities');
    expect(headingKind('Person- og kompetansekrav')).toBe('requirements');
    expect(headingKind('Kvalifikasjonar')).toBe('requirements');
    expect(headingKind('Ønskjelege kvalifikasjonar')).toBe('nice_to_have');
    expect(headingKind('Me kan tilby')).toBe('benefits');
    expect(headingKind('Vi kan tilby')).toBe('benefits');
    expect(headingKind('Om stillinga')).toBe('description');
  });

  it('asks its requirements as requirements, its plus as a plus, and never the offer or a heading', () => {
    const result = generateJob({ jobSpecMarkdown: NYNORSK_BOARD_RECORD, position: 'Ergoterapeut' });
    const questions = result.jobSpecsQuestions;
    const asking = (quote: string): string => questions.find((q) => q.includes(quote)) ?? '';
    expect(asking('Kartlegge behov for hjelpemiddel')).toMatch(/this task/);
    expect(asking('Offentleg godkjend ergoterapeut')).toMatch(/asks for/);
    expect(asking('samarbeide godt med andre faggrupper')).toMatch(/asks for/);
    expect(asking('Erfaring frå kommunehelsetenesta')).toMatch(/plus/);
    expect(questions.join('\n')).not.toMatch(/Kvalifikasjonar"|Eit triveleg fagmiljø|Fleksibel arbeidstid/);
  });

  it('reads the permanent share, the driving licence and the place of work as work requirements', () => {
    const result = generateJob({ jobSpecMarkdown: NYNORSK_BOARD_RECORD, position: 'Ergoterapeut' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Contract type']).toContain('fast 80% stilling');
    expect(byTitle['Driving licence']).toMatch(/førarkort/i);
    expect(byTitle.Location).toContain('based in Fjordbygd, Vestland');
    expect(result.workArrangementInfo.office_location).toBe('Fjordbygd, Vestland');
  });
});
