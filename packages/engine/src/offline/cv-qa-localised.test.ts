import { describe, expect, it } from 'vitest';
import { cvPhrasesFor } from './cv-phrases/index.ts';
import { generateCvQa } from './cv-qa.ts';
import { localisedAdminPairs, localisedPracticePairs } from './cv-qa-localised.ts';
import { profile, role } from './test-fixtures.ts';

const CONFIRM_DATES =
  /confirm (?:these|the) dates|confirmar (?:estas|las) fechas|confirmer (?:ces|les) dates|confermare (?:queste|le) date/i;

const texts = (qa: ReturnType<typeof generateCvQa>): string[] => [
  ...qa.qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
  ...qa.qa_admin_pairs.flatMap((pair) => [pair.title, pair.question]),
];

// Words only an English sentence around the CV's lines would bring ('i' alone is an Italian article).
const ENGLISH = /\bI\b|\b(?:[Yy]ou|[Yy]our|[Tt]he|worked|[Ww]hat|[Ww]hich|[Tt]ell me|hold|studied)\b/;

const french = profile({
  location: 'Lyon',
  roles: [
    role({
      title: 'Chargée de communication',
      organisation: 'Agence Lumière',
      start: 'avril 2021',
      isCurrent: true,
      details: [
        'Rédaction des communiqués de presse et des newsletters',
        'Organisation de trois salons professionnels par an',
      ],
    }),
    role({
      title: 'Assistante marketing',
      organisation: 'Maison Verte',
      start: 'janvier 2018',
      end: 'mars 2021',
      details: ['Gestion des réseaux sociaux de la marque avec Canva'],
    }),
  ],
  education: [
    { degree: 'Master en communication', field: null, institution: 'Université de Lyon', year: '2017' },
  ],
  skills: ['Canva', 'WordPress', 'Excel'],
  certifications: ['Google Analytics'],
});

const italian = profile({
  roles: [
    role({
      title: 'Contabile',
      organisation: 'Studio Ferri',
      start: 'aprile 2020',
      end: 'ottobre 2023',
      details: ['Gestione della contabilità generale', 'Preparazione delle dichiarazioni IVA trimestrali'],
    }),
    // An employer without a title: worked at, never 'as' the employer.
    role({
      organisation: 'Officine Riva',
      start: '2016',
      end: '2020',
      details: ['Registrazione delle fatture'],
    }),
  ],
  education: [
    { degree: 'Laurea in Economia', field: null, institution: 'Università di Torino', year: '2016' },
  ],
  skills: ['Excel', 'SAP'],
});

describe('practice and verification questions in French and Italian (issue 13)', () => {
  const fr = cvPhrasesFor('fr')!;
  const it_ = cvPhrasesFor('it')!;

  it('tells a French CV’s jobs in French, in the first person, with the elided forms French writes', () => {
    const pairs = localisedPracticePairs(french, fr, 6);
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    expect(pairs[0]).toEqual({
      question: 'Parlez-moi de vous.',
      answer:
        'Je travaille comme Chargée de communication chez Agence Lumière depuis avril 2021. Mes compétences comprennent Canva, WordPress et Excel. Ma formation : Master en communication, Université de Lyon (2017).',
    });
    expect(pairs.map((pair) => pair.question)).toContain(
      "Parlez-moi de votre expérience en tant qu'Assistante marketing chez Maison Verte.",
    );
    expect(pairs.map((pair) => pair.answer)).toContain(
      "J'ai travaillé comme Assistante marketing chez Maison Verte de janvier 2018 à mars 2021. Gestion des réseaux sociaux de la marque avec Canva.",
    );
    for (const pair of pairs) expect(`${pair.question} ${pair.answer}`).not.toMatch(ENGLISH);
  });

  it('asks a French CV’s verification questions in French, with the place and the certification quoted', () => {
    const questions = localisedAdminPairs(french, fr).map((pair) => `${pair.title}: ${pair.question}`);
    expect(questions).toContain(
      'Emploi actuel: Votre CV indique que vous travaillez comme Chargée de communication chez Agence Lumière depuis avril 2021. Occupez-vous toujours ce poste, et quel préavis devriez-vous respecter ?',
    );
    expect(questions).toContain(
      "Certification: Votre CV indique « Google Analytics ». Est-elle toujours valide, et quel organisme l'a délivrée ?",
    );
    expect(questions.join(' ')).toContain('déménager depuis Lyon ?');
  });

  it('tells an Italian CV’s jobs in Italian, at the employer when the CV gives no title', () => {
    const pairs = localisedPracticePairs(italian, it_, 6);
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    expect(pairs.map((pair) => pair.answer)).toContain(
      "Ho lavorato come Contabile presso Studio Ferri dall'aprile 2020 all'ottobre 2023. Gestione della contabilità generale. Preparazione delle dichiarazioni IVA trimestrali.",
    );
    expect(pairs.map((pair) => pair.question)).toContain(
      'Mi parli della sua esperienza presso Officine Riva.',
    );
    expect(pairs.map((pair) => pair.question).join(' ')).not.toContain('come Officine Riva');
    for (const pair of pairs) expect(`${pair.question} ${pair.answer}`).not.toMatch(ENGLISH);
    expect(localisedAdminPairs(italian, it_).map((pair) => pair.title)).toEqual([
      'Verifica del titolo di studio',
      'Date di impiego',
      'Date di impiego',
      'Permesso di lavoro',
      'Preferenze di lavoro',
      'Aspettative retributive',
      'Disponibilità',
    ]);
  });

  it('does not claim one skill as the skills used most', () => {
    const [about] = localisedPracticePairs({ ...italian, skills: ['Excel'] }, it_, 6);
    expect(about?.answer).not.toContain('Tra le mie competenze');
  });

  // A skills list tells what the candidate knows, not how often it is used: every language only names the skills.
  it('names the listed skills in the about-yourself answer without claiming how often they are used', () => {
    const student = profile({
      roles: [role({ title: 'Praktikant', organisation: 'Nordlicht GmbH', start: '2024', details: [] })],
      skills: ['Kotlin', 'Rust'],
    });
    const named: Record<string, string> = {
      de: 'Zu meinen Kenntnissen gehören Kotlin und Rust.',
      es: 'Entre mis habilidades están Kotlin y Rust.',
      fr: 'Mes compétences comprennent Kotlin et Rust.',
      it: 'Tra le mie competenze ci sono Kotlin e Rust.',
      nl: 'Tot mijn vaardigheden behoren Kotlin en Rust.',
      pl: 'Wśród moich umiejętności są: Kotlin i Rust.',
      pt: 'Entre minhas competências estão Kotlin e Rust.',
    };
    for (const [language, sentence] of Object.entries(named)) {
      const [about] = localisedPracticePairs(student, cvPhrasesFor(language as 'de')!, 6);
      expect(about?.answer).toContain(sentence);
    }
  });

  // A skills question answered only by the list back ('Am besten kenne ich Kotlin und Rust.') restates the CV.
  it('asks which skill is known best only when a job or project line says where one was used', () => {
    const de = cvPhrasesFor('de')!;
    const bare = profile({
      roles: [
        role({
          title: 'Werkstudent',
          organisation: 'Nordlicht GmbH',
          details: ['Betreuung der Kundenanfragen'],
        }),
      ],
      skills: ['Kotlin', 'Rust', 'Figma'],
    });
    const thin = localisedPracticePairs(bare, de, 6);
    expect(thin.map((pair) => pair.answer).join(' ')).not.toContain('Am besten kenne ich');
    // Too few pairs without it: asked as the setting the CV leaves open, answered with what the CV states.
    expect(thin).toContainEqual({
      question:
        'Ihr Lebenslauf nennt Kotlin, Rust und Figma, aber nicht, wo Sie sie eingesetzt haben. In welchem Rahmen haben Sie damit gearbeitet?',
      answer:
        'Zu meinen Kenntnissen gehören Kotlin, Rust und Figma. Ich arbeitete als Werkstudent bei Nordlicht GmbH.',
    });
    const withProject = {
      ...bare,
      projects: [{ name: 'Wetter-App', details: ['Eine Android-App in Kotlin entwickelt'] }],
    };
    const pair = localisedPracticePairs(withProject, de, 6).find((p) =>
      p.question.startsWith('Ihr Lebenslauf nennt'),
    );
    expect(pair?.answer).toBe(
      'Im Projekt „Wetter-App“ nutzte ich Kotlin. Eine Android-App in Kotlin entwickelt.',
    );
  });

  // A CV with one post is asked about its lines one by one: each answer opening on 'Je travaille comme …' reads as
  // one answer repeated.
  it('opens the answers on one post’s lines each on its own situation', () => {
    const fr = cvPhrasesFor('fr')!;
    const onePost = profile({
      roles: [
        role({
          title: 'Technicienne de laboratoire',
          organisation: 'Laboratoire Bellerive',
          start: 'mars 2019',
          isCurrent: true,
          details: [
            'Préparation des échantillons',
            'Entretien des automates',
            'Suivi des stocks de réactifs',
            'Formation des stagiaires',
          ],
        }),
      ],
    });
    const answers = localisedPracticePairs(onePost, fr, 6)
      .filter((pair) => pair.question.startsWith('Votre CV indique'))
      .map((pair) => pair.answer);
    expect(answers).toEqual([
      'Depuis mars 2019, je travaille comme Technicienne de laboratoire chez Laboratoire Bellerive. Entretien des automates.',
      'Chez Laboratoire Bellerive : Suivi des stocks de réactifs.',
      'Je travaille comme Technicienne de laboratoire chez Laboratoire Bellerive depuis mars 2019. Formation des stagiaires.',
    ]);
  });

  it('names the place of two skill lines from one post once', () => {
    const fr = cvPhrasesFor('fr')!;
    const onePlace = profile({
      roles: [
        role({
          title: 'Développeuse',
          organisation: 'Atelier Nord',
          details: ['Maintenance du site client en PHP', 'Migration de la base de commandes vers MySQL'],
        }),
      ],
      skills: ['PHP', 'MySQL'],
    });
    const skills = localisedPracticePairs(onePlace, fr, 6).find((pair) =>
      pair.question.startsWith('Votre CV mentionne'),
    );
    expect(skills?.answer).toBe(
      "Chez Atelier Nord, j'ai utilisé PHP et MySQL. Maintenance du site client en PHP. Migration de la base de commandes vers MySQL.",
    );
  });

  it('writes no table for English, and none for a language it only recognises', () => {
    expect(cvPhrasesFor('en')).toBeNull();
    expect(cvPhrasesFor('sv')).toBeNull();
  });
});

describe('generateCvQa picks the CV’s language', () => {
  const frenchCv = [
    '# Claire Martin',
    'Chargée de communication avec six ans d’expérience dans une agence et chez un annonceur.',
    '## Experience',
    '## Chargée de communication | Agence Lumière',
    '04/2021 - Present',
    '- Rédaction des communiqués de presse et des newsletters pour les clients de l’agence.',
    '- Organisation de trois salons professionnels par an avec une équipe de cinq personnes.',
    '## Assistante marketing | Maison Verte',
    '01/2018 - 03/2021',
    '- Gestion des réseaux sociaux de la marque et suivi des campagnes sur le site.',
  ].join('\n\n');
  const italianCv = frenchCv
    .replace(/Chargée de communication \|/, 'Addetta alla comunicazione |')
    .replace('Assistante marketing |', 'Assistente marketing |')
    .replace(
      'Chargée de communication avec six ans d’expérience dans une agence et chez un annonceur.',
      'Responsabile della comunicazione con sei anni di esperienza in una agenzia e presso un cliente.',
    )
    .replace(
      'Rédaction des communiqués de presse et des newsletters pour les clients de l’agence.',
      'Redazione dei comunicati stampa e delle newsletter per i clienti della agenzia.',
    )
    .replace(
      'Organisation de trois salons professionnels par an avec une équipe de cinq personnes.',
      'Organizzazione di tre fiere ogni anno con un gruppo di cinque persone.',
    )
    .replace(
      'Gestion des réseaux sociaux de la marque et suivi des campagnes sur le site.',
      'Gestione dei social network del marchio e delle campagne sul sito.',
    );

  it('asks a French CV in French and an Italian CV in Italian', () => {
    const fr = generateCvQa({ cvMarkdown: frenchCv });
    expect(fr.qa_admin_pairs.map((pair) => pair.title)).toContain('Autorisation de travail');
    for (const text of texts(fr)) expect(text).not.toMatch(ENGLISH);
    const it_ = generateCvQa({ cvMarkdown: italianCv });
    expect(it_.qa_admin_pairs.map((pair) => pair.title)).toContain('Permesso di lavoro');
    for (const text of texts(it_)) expect(text).not.toMatch(ENGLISH);
  });

  it('keeps an English CV in English', () => {
    const en = generateCvQa({
      cvMarkdown: frenchCv
        .replace(
          /Chargée de communication avec[^\n]*/,
          'Communications officer with six years of experience in an agency and in house.',
        )
        .replace(
          /- Rédaction[^\n]*/,
          '- Wrote the press releases and the newsletters for the clients of the agency.',
        )
        .replace(/- Organisation[^\n]*/, '- Organised three trade shows a year with a team of five people.')
        .replace(/- Gestion[^\n]*/, '- Managed the social media of the brand and the campaigns on the site.'),
    });
    expect(en.qa_admin_pairs.map((pair) => pair.title)).toContain('Work authorisation');
  });
});

describe('a job the CV gives no dates for (issue 13, admin checks)', () => {
  const undated = profile({
    roles: [
      role({ title: 'Pasante de Soporte', organisation: 'Redes Andinas' }),
      role({ title: 'Voluntaria', organisation: 'Casa Abierta' }),
    ],
  });

  it('asks for its dates in the CV’s language, never to confirm dates it does not give', () => {
    for (const language of ['es', 'fr', 'it'] as const) {
      const phrases = cvPhrasesFor(language);
      if (!phrases) throw new Error(`no phrases for ${language}`);
      const questions = localisedAdminPairs(undated, phrases).map((pair) => pair.question);
      expect(questions.some((question) => question.includes('Pasante de Soporte'))).toBe(true);
      for (const question of questions) expect(question).not.toMatch(CONFIRM_DATES);
    }
  });
});

describe('studies and an undated job (issue 13, round 24)', () => {
  it('tells no job as coming after studies unless both are dated', () => {
    const es = cvPhrasesFor('es');
    if (!es) throw new Error('Spanish phrases');
    const answerOf = (start: string | null, year: string | null): string =>
      localisedPracticePairs(
        profile({
          roles: [role({ title: 'Asistente de Soporte', organisation: 'Andes Logística', start })],
          education: [{ degree: null, field: null, institution: 'Universidad del Altiplano', year }],
        }),
        es,
        6,
      ).find((pair) => pair.question === es.practice.educationQuestion)?.answer ?? '';
    expect(answerOf(null, null)).not.toMatch(/Después/);
    expect(answerOf('2021', null)).not.toMatch(/Después/);
    expect(answerOf('2021', '2019')).toMatch(/Después trabajé como Asistente de Soporte/);
    // Studies still under way (after round 29): a job begun since is held beside them, not after.
    expect(answerOf('2021', 'since 2019')).not.toMatch(/Después/);
  });
});
