import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { frenchDutyInfinitive, spanishDutyInfinitive } from './participle-duties.ts';

describe('frenchDutyInfinitive', () => {
  it('puts a duty opening on a participle in the infinitive, regular and irregular verbs alike', () => {
    expect(frenchDutyInfinitive('Organisant les visites du musée pour les écoles')).toBe(
      'Organiser les visites du musée pour les écoles',
    );
    expect(frenchDutyInfinitive('Rédigeant les fiches des œuvres')).toBe('Rédiger les fiches des œuvres');
    expect(frenchDutyInfinitive('Lançant une enquête auprès des visiteurs')).toBe(
      'Lancer une enquête auprès des visiteurs',
    );
    expect(frenchDutyInfinitive('Garantissant la sécurité des collections')).toBe(
      'Garantir la sécurité des collections',
    );
    expect(frenchDutyInfinitive('Produisant des vidéos pour le site')).toBe(
      'Produire des vidéos pour le site',
    );
    expect(frenchDutyInfinitive('Entretenant des liens avec les mécènes')).toBe(
      'Entretenir des liens avec les mécènes',
    );
    expect(frenchDutyInfinitive('Faisant le lien avec les prêteurs')).toBe('Faire le lien avec les prêteurs');
    expect(frenchDutyInfinitive('Veillant à la conservation des œuvres')).toBe(
      'Veiller à la conservation des œuvres',
    );
    expect(frenchDutyInfinitive('Laissant une trace écrite de chaque prêt')).toBe(
      'Laisser une trace écrite de chaque prêt',
    );
  });

  it('puts the participles coordinated after it in the infinitive too', () => {
    expect(frenchDutyInfinitive('Recensant les besoins et proposant des solutions aux équipes')).toBe(
      'Recenser les besoins et proposer des solutions aux équipes',
    );
  });

  it('drops an "also" after the duty\'s verb, which points at duties the question does not quote', () => {
    expect(frenchDutyInfinitive('Participer également aux journées portes ouvertes')).toBe(
      'Participer aux journées portes ouvertes',
    );
    expect(spanishDutyInfinitive('Apoyar también en la organización de ferias')).toBe(
      'Apoyar en la organización de ferias',
    );
  });

  it('reads a lead-in run into its first task as the gerund it is', () => {
    expect(frenchDutyInfinitive('Préparer la saison en : planifiant les ateliers du printemps')).toBe(
      'Préparer la saison en planifiant les ateliers du printemps',
    );
  });

  it('leaves words that only look like participles alone', () => {
    expect(frenchDutyInfinitive('Pendant la saison, accueillir les groupes')).toBe(
      'Pendant la saison, accueillir les groupes',
    );
    expect(frenchDutyInfinitive('Maintenant les outils à jour')).toBe('Maintenant les outils à jour');
    expect(frenchDutyInfinitive('Étudiant en histoire de l’art')).toBe('Étudiant en histoire de l’art');
    expect(frenchDutyInfinitive('Gérer le planning des guides')).toBe('Gérer le planning des guides');
  });
});

describe('spanishDutyInfinitive', () => {
  it('puts a duty opening on a gerund in the infinitive', () => {
    expect(spanishDutyInfinitive('Planificando las rutas de reparto')).toBe(
      'Planificar las rutas de reparto',
    );
    expect(spanishDutyInfinitive('Escribiendo los informes mensuales y revisando las facturas')).toBe(
      'Escribir los informes mensuales y revisar las facturas',
    );
    expect(spanishDutyInfinitive('Distribuyendo el material a las sedes')).toBe(
      'Distribuir el material a las sedes',
    );
  });

  it('leaves a gerund it cannot put in the infinitive, and words that are no gerund, alone', () => {
    expect(spanishDutyInfinitive('Cuando sea necesario, cubrir los turnos de noche')).toBe(
      'Cuando sea necesario, cubrir los turnos de noche',
    );
    expect(spanishDutyInfinitive('Zurciendo las redes del barco')).toBe('Zurciendo las redes del barco');
  });
});

describe('French and Spanish duties and lines told to the reader, in questions', () => {
  const engine = createOfflineEngine();
  const questionsOf = async (markdown: string) =>
    (await engine.generateJob({ jobSpecMarkdown: markdown })).jobSpecsQuestions;

  it('asks a French mission written as a participle in the infinitive after its lead', async () => {
    const questions = await questionsOf(
      [
        '# Chargé de médiation culturelle (F/H)',
        '',
        '## Missions',
        '',
        'Au sein du service des publics, vous contribuerez à la vie du musée en :',
        '',
        '- Organisant les visites guidées pour les écoles de la ville',
        '- Concevant des ateliers pour les familles le week-end',
        '- Rédigeant les fiches de salle et les textes du site',
        '',
        '## Profil',
        '',
        '- Vous avez une expérience de la médiation auprès des enfants',
        '- Vous savez prendre la parole devant un groupe',
      ].join('\n'),
    );
    const missions = questions.filter((question) => question.startsWith("L'une des missions du poste"));
    expect(missions.length).toBeGreaterThan(0);
    for (const mission of missions) expect(mission).not.toMatch(/poste : \p{Ll}+ant\b/u);
    expect(questions.join('\n')).toContain("L'une des missions du poste : organiser les visites guidées");
  });

  it('quotes a French line that says "tu" to the reader after a lead it fits, never run on into a "vous" question', async () => {
    const questions = await questionsOf(
      [
        '# Stage en médiation culturelle',
        '',
        '## Missions',
        '',
        '- Organiser les visites guidées pour les écoles de la ville',
        '- Concevoir des ateliers pour les familles le week-end',
        '',
        '## Profil recherché',
        '',
        '- Tu aimes raconter des histoires aux enfants',
        '- Tu sais prendre la parole devant un groupe',
        '- Tu as envie de découvrir le travail d’un musée',
      ].join('\n'),
    );
    const told = questions.filter((question) => /\btu\b/iu.test(question));
    expect(told.length).toBeGreaterThan(0);
    for (const question of told) {
      expect(question).not.toMatch(/demande : tu\b/u);
      expect(question).toMatch(/« Tu [^»]+ »/u);
    }
  });

  it('quotes a Spanish line that says "usted" to the reader, as the questions say "tú"', async () => {
    const questions = await questionsOf(
      [
        '# Guía de museo',
        '',
        '## Funciones',
        '',
        '- Guiando las visitas de los grupos escolares por las salas',
        '- Preparar los materiales de los talleres',
        '',
        '## Requisitos',
        '',
        '- Usted tiene experiencia con grupos de niños',
        '- Usted habla inglés con soltura',
        '- Formación en historia del arte',
      ].join('\n'),
    );
    const text = questions.join('\n');
    expect(text).toContain('Una de las funciones del puesto es: guiar las visitas');
    expect(text).toContain('La oferta describe así a la persona que busca: "Usted tiene experiencia');
    expect(text).not.toMatch(/pide: usted/u);
  });
});
