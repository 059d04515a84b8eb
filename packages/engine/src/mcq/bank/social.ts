import type { BankCompetency } from './types.ts';

export const socialCompetencies: readonly BankCompetency[] = [
  {
    // Social work and counselling: advising and supporting people and families through hardship, illness or crisis.
    competency: 'Social Work and Counselling',
    domain: 'social',
    keywords: [
      'social work',
      'social worker',
      'counselling',
      'counseling',
      'counsellor',
      'psychosocial',
      'casework',
      'trabajo social',
      'trabajador social',
      'trabajadora social',
      'psicosocial',
      'intervención social',
      'travail social',
      'travailleur social',
      'travailleuse sociale',
      'assistant social',
      'assistante sociale',
      'accompagnement social',
      'sozialarbeit',
      'soziale arbeit',
      'sozialarbeiter',
      'sozialarbeiterin',
      'sozialpädagogik',
      'sozialpädagoge',
      'sozialpädagogin',
      'sozialpädagog',
      'sozialdienst',
      'psychosozial',
      'psychosoziale',
      'psychosozialen',
      'sozialberatung',
      'servizio sociale',
      'assistente sociale',
      'psicosociale',
      'maatschappelijk werk',
      'maatschappelijk werker',
      'sociaal werk',
      'sociaal werker',
      'hulpverlening',
      'serviço social',
      'trabalho social',
    ],
    questions: {
      basic: {
        question: 'What does confidentiality mean for a social worker?',
        answer:
          "A client's information is shared only with consent, or where the law or a risk of harm requires it",
        distractors: [
          'Nothing a client says may ever be passed on to anyone, even when a child or the client is in serious danger of harm',
          "The client's file may be shown to their employer on request",
          'Notes of each meeting are destroyed once it ends',
        ],
        explanation:
          'Confidentiality is strong but not absolute: safeguarding duties and the law allow or require sharing, and clients should be told these limits at the start.',
      },
      intermediate: {
        question:
          'In motivational interviewing, what does the counsellor do when a client is unsure about changing?',
        answer: "Draws out the client's own reasons for change with open questions and reflections",
        distractors: [
          'Tells the client firmly what must change and sets a deadline, with consequences if it is not met in time',
          'Avoids the subject until the client raises it again',
          'Refers the client to a psychiatrist straight away',
        ],
        explanation:
          'Motivational interviewing treats ambivalence as normal and strengthens the client’s own motivation; confronting or lecturing tends to increase resistance.',
      },
      advanced: {
        question: 'What does a biopsychosocial assessment look at?',
        answer: "The client's health, mental state and social circumstances together",
        distractors: [
          "Only the medical diagnosis and medication recorded by the treating doctor in the hospital's file",
          "The client's income alone, to decide whether they qualify for benefits",
          "The client's criminal record",
        ],
        explanation:
          'Illness, psychology and social situation (family, money, housing, work) affect each other, so support plans address them together.',
      },
    },
  },
];
