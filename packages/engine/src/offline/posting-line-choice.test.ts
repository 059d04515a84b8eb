import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { candidatesOf, isUsableItem } from './job-lines.ts';
import { isContactOrFooterLine } from './page-furniture.ts';
import { headingKind, parseSections } from './sections.ts';
import { labelledRow } from './statement-lines.ts';
import type { Language } from '../text/stopwords.ts';

async function questionsOf(lines: string[], position = 'Garden Coordinator'): Promise<string[]> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position,
    company: 'Riverbend Commons',
  });
  return jobSpecsQuestions;
}

const candidates = (lines: string[], language: Language): { kind: string; text: string }[] =>
  candidatesOf(parseSections(lines.join('\n')), 'Riverbend Commons', language).map(({ kind, text }) => ({
    kind,
    text,
  }));

describe('a sentence that states a fact, not a duty (round 18 kind)', () => {
  it('a pointer to another document is never an item, in the seven languages', () => {
    for (const pointer of [
      'For a full list of duties and areas of growth, please refer to the attached role profile',
      'For a complete list of tasks, see the job description linked below',
      'Consultez la fiche de poste pour le détail des activités',
      'Consulta la descripción completa del puesto en nuestra web',
      'Die vollständige Stellenbeschreibung finden Sie auf unserer Seite',
      'Scarica la descrizione completa del ruolo dal nostro sito',
      'Veja a descrição completa da vaga no nosso portal',
      'Zie de volledige functieomschrijving op onze website',
      'Pour information, la fiche de poste est en ligne sur le site de la mairie.',
      'The full job description is available on our careers page',
    ])
      expect(isUsableItem(pointer), pointer).toBe(false);
    expect(isUsableItem('Write a clear job description for each volunteer role we open')).toBe(true);
  });

  it("a programme's present status between duties is never a duty", () => {
    for (const status of [
      'The spring cohort is currently in its selection phase.',
      "La saison 3 est en ce moment en phase d'inscription.",
      'El huerto comunitario está actualmente en fase de ampliación.',
      'Das Gartenprojekt befindet sich derzeit in der Planungsphase.',
      'Il progetto è attualmente in fase di avvio.',
      'O projeto está atualmente em fase de testes.',
      'Het project is momenteel in de opstartfase.',
    ])
      expect(isUsableItem(status), status).toBe(false);
    expect(isUsableItem('Plan the planting calendar with the volunteers of each plot')).toBe(true);
  });

  it('a welcome line is never what the post asks for', async () => {
    for (const welcome of [
      'Acogemos: personas voluntarias de cualquier país',
      'We welcome volunteers from every background and country',
      'Nous accueillons des bénévoles de toutes les régions',
      'Accogliamo volontari di tutte le età e provenienze',
    ])
      expect(isUsableItem(welcome), welcome).toBe(false);
    const questions = await questionsOf([
      '# Voluntario de huerto',
      '## Requisitos básicos',
      'Costo de participación: gratuito',
      'Acogemos: personas voluntarias de cualquier país',
      'Experiencia en el cuidado de plantas y huertos urbanos',
    ]);
    expect(questions.join('\n')).not.toMatch(/acogemos|costo/i);
  });
});

describe('a culture list is asked only after the duties and requirements (round 18 kind)', () => {
  it("keeps 'Lo que nos encanta' behind the duties listed loose under 'Sobre tu rol'", () => {
    const lines = [
      '# Coordinador de huertos',
      '## Sobre tu rol',
      'Como coordinador, nos ayudarás a:',
      'Planificar el calendario de siembra con los vecinos.',
      '',
      'Organizar talleres mensuales de compostaje en el barrio.',
      '',
      'Mantener el inventario de herramientas y semillas.',
      '## Lo que buscamos',
      'Experiencia en horticultura urbana.',
      '## Lo que nos encanta',
      'Compartir recetas con el equipo.',
      'Aprender algo nuevo cada semana.',
    ];
    const kinds = candidates(lines, 'es');
    expect(kinds.filter((entry) => entry.kind === 'responsibilities').map((entry) => entry.text)).toEqual([
      'Planificar el calendario de siembra con los vecinos',
      'Organizar talleres mensuales de compostaje en el barrio',
      'Mantener el inventario de herramientas y semillas',
    ]);
    expect(kinds.at(-1)?.text).toMatch(/^Aprender algo nuevo/);
    expect(kinds.findIndex((entry) => /Compartir recetas/.test(entry.text))).toBeGreaterThan(
      kinds.findIndex((entry) => /horticultura/.test(entry.text)),
    );
  });

  it("reads 'What we’re looking for' with a typographic apostrophe as requirements", () => {
    expect(headingKind('What we’re looking for')).toBe('requirements');
    expect(headingKind('Sobre tu rol')).toBe('responsibilities');
    expect(headingKind('Dominio de idiomas')).toBe('requirements');
  });
});

describe('duties and requirements that were left out (round 18 kind)', () => {
  it("asks a duty that names a sponsored project; an ad's 'Sponsored' label stays out", () => {
    expect(isUsableItem('Support the grant reporting of our sponsored community projects')).toBe(true);
    expect(isUsableItem('Sponsored · Garden Tools Outlet')).toBe(false);
    expect(isUsableItem('Coordinar la publicidad de los talleres en redes sociales')).toBe(true);
  });

  it('splits a requirement run on after the plus it ends with', () => {
    const items = parseSections(
      [
        '# Garden Coordinator',
        '## Requirements',
        'Horticulture experience is a plus Availability for weekend markets twice a month',
      ].join('\n'),
    ).flatMap((section) => section.items);
    expect(items).toEqual([
      'Horticulture experience is a plus',
      'Availability for weekend markets twice a month',
    ]);
  });

  it("asks a facts table's language levels, required skills and pluses as what they are", () => {
    const lines = [
      '# Voluntario de huerto',
      '## Idiomas',
      'Francés: B2',
      'Español: C1',
      '## Habilidades adicionales',
      'Manejar tractor: se requiere',
      'Cocinar para grupos: se requiere',
      'Tocar la guitarra: ventaja',
    ];
    expect(candidates(lines, 'es')).toEqual([
      { kind: 'requirements', text: 'Francés (B2), español (C1)' },
      { kind: 'requirements', text: 'Manejar tractor, cocinar para grupos' },
      { kind: 'nice_to_have', text: 'Tocar la guitarra' },
    ]);
    expect(labelledRow('Driving licence: required')).toEqual({
      kind: 'requirements',
      text: 'Driving licence',
    });
    expect(labelledRow('Permis moto : un atout')).toEqual({ kind: 'nice_to_have', text: 'Permis moto' });
    expect(labelledRow('Führerschein: erforderlich')).toEqual({ kind: 'requirements', text: 'Führerschein' });
    expect(labelledRow('Duración: 2 semanas')).toBeNull();
  });

  it("makes the lines after 'Ce poste est pour vous si :' requirements and an 'Idéalement' line a plus", () => {
    const lines = [
      '# Coordinateur des jardins',
      '## Vos missions',
      'Animer les ateliers de jardinage du samedi.',
      'Ce poste est pour vous si :',
      'Vous passez facilement du terrain aux tableaux de suivi',
      'Idéalement, vous connaissez déjà le compostage collectif',
    ];
    const kinds = candidates(lines, 'fr');
    expect(kinds.find((entry) => /terrain aux tableaux/.test(entry.text))?.kind).toBe('requirements');
    expect(kinds.find((entry) => /compostage collectif/.test(entry.text))?.kind).toBe('nice_to_have');
  });

  it('asks a duty over sixty words by the head before its colon', () => {
    const tasks = Array.from({ length: 12 }, (_, index) => `suivre le lot numéro ${index + 1}`).join(', ');
    const lines = [
      '# Coordinateur des jardins',
      '## Vos missions',
      `Pilotant le réseau des jardins partagés du quartier nord : ${tasks}.`,
    ];
    expect(candidates(lines, 'fr').map((entry) => entry.text)).toEqual([
      'Pilotant le réseau des jardins partagés du quartier nord',
    ]);
  });
});

describe('two languages are asked as two (round 18 kind)', () => {
  it('names both languages instead of "este idioma"', async () => {
    const questions = await questionsOf([
      '# Coordinador de huertos',
      '## Requisitos',
      'Buena comunicación escrita tanto en portugués como en español.',
      'Experiencia en horticultura urbana y manejo de voluntarios.',
    ]);
    const asked = questions.find((question) => /portugués como en español/.test(question)) ?? '';
    expect(asked).toMatch(/cada uno de estos idiomas \(portugués y español\)/);
    expect(asked).not.toMatch(/este idioma/);
  });
});

describe('page furniture of a blog post (round 18 kind)', () => {
  it('leaves out share buttons, sister-site rows, run-together footer links, a funder credit and a link to another post', () => {
    for (const line of [
      'Partager : Twitter Facebook LinkedIn E-mail',
      'Share this: Facebook LinkedIn WhatsApp',
      'jardins.example.fr ville.example.fr quartier.example.org',
      'Flux RSS Nous contacter Plan du site Mentions légales',
      'Funded by the Regional Garden Fund',
      "« Retour d'expérience : planter une haie en hiver",
    ])
      expect(isContactOrFooterLine(line), line).toBe(true);
    expect(isContactOrFooterLine('Post updates on Facebook and LinkedIn for each workshop')).toBe(false);
  });
});
