import type { BankCompetency } from './types.ts';

export const communicationsCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Writing, Editing and Translation',
    domain: 'communications',
    keywords: [
      'technical writing',
      'technical writer',
      'copywriting',
      'copywriter',
      'copy editing',
      'copyediting',
      'proofreading',
      'style guide',
      'plain language',
      'translation',
      'translator',
      'redacción',
      'redactor',
      'traducción',
      'traductor',
      'corrección de estilo',
      'rédaction',
      'rédacteur',
      'rédactrice',
      'rédaction technique',
      'langage clair',
      'traduction',
      'traducteur',
      'traductrice',
      'révision linguistique',
    ],
    questions: {
      basic: {
        question: 'Which sentence follows plain-language guidance?',
        answer: 'Send us your form by 30 June.',
        distractors: [
          'The form must be submitted by the applicant no later than 30 June.',
          'Submission of the form is required prior to 30 June.',
          'It is requested that forms be returned on or before 30 June.',
        ],
        explanation:
          'Plain language addresses the reader directly, in the active voice, with a verb rather than a noun ("submission") and no passive constructions.',
      },
      intermediate: {
        question: 'What is the main purpose of a style guide for a team of writers or translators?',
        answer: 'To keep terms, tone and formatting consistent whoever writes or translates the text',
        distractors: [
          'To list the grammar rules of the language, so that the writers do not need a dictionary or any other reference',
          'To record who wrote each document',
          'To set the deadlines for each piece of content',
        ],
        explanation:
          'A style guide (with a glossary) settles choices the language leaves open, so many writers produce text that reads as one voice.',
      },
      advanced: {
        question:
          'Translating a government web page, you meet a term that has an official, established equivalent in the target language. What should you do?',
        answer:
          'Use the established equivalent, checked in the official termbase, even if another word reads better',
        distractors: [
          'Choose the word that reads most naturally in context',
          'Leave the term in the source language',
          'Coin a clearer term and explain it in a footnote',
        ],
        explanation:
          'Official terminology (e.g. TERMIUM Plus in Canada, IATE in the EU) keeps the same concept named the same way across texts, which matters for legal and public information.',
      },
    },
  },
];
