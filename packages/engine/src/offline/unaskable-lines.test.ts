import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { isApplicationInstruction, isPersonalAttribute } from './unaskable-lines.ts';

const generate = (markdown: string, position?: string) =>
  createOfflineEngine().generateJob({ jobSpecMarkdown: markdown, position: position ?? null });

describe('application instructions', () => {
  it('are told apart from requirements in English, Spanish and French', () => {
    for (const line of [
      'Please describe every project in detail on your resume so that reviewers can rate it.',
      'Use our guidance on writing a federal resume.',
      'Incomplete applications will lead to disqualification.',
      'The start and end dates you held each job (month and year)',
      'Envía tu CV actualizado con tus pretensiones salariales.',
      'Adjunta tu hoja de vida y una carta de presentación.',
      'Merci de joindre votre CV et une lettre de motivation.',
    ])
      expect(isApplicationInstruction(line), line).toBe(true);
    for (const line of [
      'Ability to apply accounting principles to month-end close.',
      'Screen resumes and schedule interviews with hiring managers.',
      'Review loan applications and assess credit risk.',
      'Experiencia en selección de personal y revisión de currículums.',
    ])
      expect(isApplicationInstruction(line), line).toBe(false);
  });

  it('are neither screening questions nor work conditions, nor the list one of them introduces', async () => {
    const generation = await generate(
      [
        '# Program Analyst',
        '## Duties',
        'Coordinate grant reporting with regional program offices.',
        'Prepare budget briefings for senior leadership.',
        'Track program milestones and flag risks to delivery.',
        '## Qualifications',
        'Describe your experience in detail on your resume so that we can assess it.',
        'Missing information may lead to disqualification.',
        'For each position on your resume, list:',
        'The months and years you held each position',
        'Number of hours per week you worked (if part time)',
        'Two years of experience analysing public programmes.',
        'Work schedule: Full time.',
      ].join('\n'),
      'Program Analyst',
    );
    const shown = [
      ...generation.jobSpecsQuestions,
      ...generation.jobSpecWorkRequirements.map((requirement) => requirement.question),
    ].join('\n');
    expect(shown).toMatch(/grant reporting/);
    expect(shown).not.toMatch(/resume|disqualification|months and years|hours per week you worked/i);
  });

  it('in Spanish and French postings are not asked either', async () => {
    const spanish = await generate(
      [
        '# Analista de Compras',
        '## Requisitos',
        'Experiencia de dos años en compras o abastecimiento.',
        'Manejo de Excel y de un ERP a nivel intermedio.',
        'Envía tu CV con el asunto Analista de Compras.',
      ].join('\n'),
    );
    expect(spanish.jobSpecsQuestions.join('\n')).not.toMatch(/CV|asunto/);
    const french = await generate(
      [
        '# Chargé de projets',
        '## Profil recherché',
        'Vous avez trois ans d’expérience en gestion de projets culturels.',
        'Vous maîtrisez la suite Office et les outils de planification.',
        'Merci de faire parvenir votre CV et une lettre de motivation avant le 15 mars.',
      ].join('\n'),
    );
    expect(french.jobSpecsQuestions.join('\n')).not.toMatch(/lettre de motivation|votre CV/);
  });
});

describe('rules on the person', () => {
  it('are told apart from requirements in English, Spanish and French', () => {
    for (const line of [
      'Sin tatuajes visibles.',
      'Buena presencia y vestimenta formal.',
      'Edad entre 25 y 40 años.',
      'Estado civil indistinto.',
      'Good appearance and a pleasant manner.',
      'Candidates aged 20 to 30.',
      'No visible tattoos or piercings.',
      'Bonne présentation exigée.',
      'Âge de 25 à 35 ans.',
      'Avoir moins de 26 ans durant toute la durée du contrat.',
      'Menores de 30 años.',
    ])
      expect(isPersonalAttribute(line), line).toBe(true);
    for (const line of [
      'Mínimo 3 años de experiencia en atención al cliente.',
      'Plus de 10 ans d’expérience en gestion de projets.',
      'Able to lift 20 kg and work at heights with a harness.',
      'Excellent presentation skills for client workshops.',
      'Experience with a single source of truth for customer data.',
    ])
      expect(isPersonalAttribute(line), line).toBe(false);
  });

  it('are never asked as screening questions', async () => {
    const generation = await generate(
      [
        '# Mesero',
        '## Requisitos',
        'Mínimo 1 año de experiencia como mesero en restaurantes.',
        'Conocimiento de vinos y coctelería básica.',
        'Buena presencia personal.',
        'Sin tatuajes visibles.',
        'Edad entre 20 y 35 años.',
        '## Funciones',
        'Atender a los comensales y tomar las órdenes con precisión.',
        'Mantener las mesas limpias y montadas.',
      ].join('\n'),
      'Mesero',
    );
    const text = generation.jobSpecsQuestions.join('\n');
    expect(text).toMatch(/comensales/);
    expect(text).not.toMatch(/presencia|tatuajes|edad/i);
  });
});

describe('what the employer allows, and a catch-all task (round 21 kinds)', () => {
  it('asks neither for an example', async () => {
    const generation = await generate(
      [
        '# Lab Technician',
        '',
        '## Responsibilities',
        '',
        '- Prepare culture media and keep the incubators logged.',
        "- With your manager's approval, shift patterns will be adjusted to fit evening courses.",
        '- You will have the opportunity to attend two conferences a year.',
        '- Pick up any extra tasks that may arise in the lab.',
        '',
        '## Aufgaben',
        '',
        '- Weitere Aufgaben nach Absprache mit der Laborleitung',
        '',
        '## Atividades',
        '',
        '- Ajudar em quaisquer tarefas do laboratório quando for preciso',
      ].join('\n'),
      'Lab Technician',
    );
    const text = generation.jobSpecsQuestions.join('\n');
    expect(text).toMatch(/culture media/);
    expect(text).not.toMatch(/adjusted|conferences|extra tasks|Weitere Aufgaben|quaisquer/);
  });
});
