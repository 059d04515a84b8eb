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
      'écriture',
      'writing and editing',
      'blog posts',
      'blogpost',
      // A publication's editorial line ('la línea editorial de nuestro blog'): what its writers write and how.
      'línea editorial',
      'ligne éditoriale',
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
          'Choose whichever word reads most naturally in context, since readers of the page will not know the official term',
          'Leave the term in the source language',
          'Coin a clearer term and explain it in a footnote',
        ],
        explanation:
          'Official terminology (e.g. TERMIUM Plus in Canada, IATE in the EU) keeps the same concept named the same way across texts, which matters for legal and public information.',
      },
    },
  },
  {
    competency: 'Event Planning and Coordination',
    domain: 'communications',
    keywords: [
      'event planning',
      'event management',
      'events management',
      'event coordination',
      'event coordinator',
      'event planner',
      'organise events',
      'organize events',
      'trade shows',
      'trade fairs',
      'organización de eventos',
      'gestión de eventos',
      'coordinación de eventos',
      // Accents are folded before matching: these also find 'évènementiel'.
      'événementiel',
      'événementiels',
      'événementielle',
      'événementielles',
      'organisation d’événements',
      "organisation d'événements",
      'salons professionnels',
      'organizing events',
      'organising events',
      'community events',
      'participatory events',
      'hackathons',
    ],
    questions: {
      basic: {
        question: 'What should you settle first when you start planning an event for your organisation?',
        answer: 'Its purpose, audience and budget, since the date, place and programme follow from them',
        distractors: [
          'The venue, since the good ones are booked months ahead and everything else can be fitted around it',
          'The giveaways and printed material',
          'The guest speakers, before anything else',
        ],
        explanation:
          'Goals, audience and budget decide the format, size and venue; booking a venue first risks paying for the wrong place.',
      },
      intermediate: {
        question:
          'You run a stand at a three-day fair. How do you know afterwards whether it was worth the cost?',
        answer:
          'Compare the leads, sign-ups or partners gained there with the cost, against the goal set beforehand',
        distractors: [
          'Count how many brochures were taken',
          'Ask the team whether the stand felt busy',
          'Compare the size and the position of your stand with those of the other organisations that exhibited at the fair',
        ],
        explanation:
          'An event is judged against the goal fixed before it (contacts, members, partners) and what each cost; busy stands and empty brochure racks are not results.',
      },
      advanced: {
        question:
          'Two weeks before an outdoor event, the forecast turns uncertain. What does a sound contingency plan include?',
        answer:
          'A covered fallback and a go/no-go time, with suppliers and attendees told how they will hear',
        distractors: [
          'Moving the event indoors now, whatever the final forecast and whatever the cancellation fees for the outdoor venue',
          'Waiting for the morning of the event before deciding anything',
          'Buying insurance and otherwise carrying on as planned',
        ],
        explanation:
          'A fallback, a fixed decision time and a way to reach everyone let the team switch calmly; deciding too early wastes money, too late strands people.',
      },
    },
  },
  {
    // Press and media work: press releases, pitches to reporters, press conferences and the organisation's spokespeople
    // ('Press Secretary', 'Press Officer', 'attaché de presse', 'Pressearbeit'). A press secretary is no secretary.
    // Not French 'relations publiques' nor Spanish 'relaciones públicas': a way with people ('bonnes capacités de
    // relations publiques'), a night club's promoter.
    competency: 'Public and Media Relations',
    domain: 'communications',
    keywords: [
      'press release',
      'media relations',
      'public relations',
      'press secretary',
      'press officer',
      'press office',
      'press conference',
      'press inquiries',
      'press enquiries',
      'media inquiries',
      'media enquiries',
      'op-ed',
      'spokesperson',
      'earned media',
      'media outreach',
      'press coverage',
      'talking points',
      'crisis communications',
      'comunicado de prensa',
      'comunicados de prensa',
      'nota de prensa',
      'notas de prensa',
      'gabinete de prensa',
      'relaciones con los medios',
      'relations presse',
      'communiqué de presse',
      'communiqués de presse',
      'attaché de presse',
      'attachée de presse',
      'pressearbeit',
      'pressemitteilung',
      'pressemitteilungen',
      'öffentlichkeitsarbeit',
      'ufficio stampa',
      'comunicato stampa',
      'comunicati stampa',
    ],
    questions: {
      basic: {
        question: 'What is a press release for?',
        answer: 'To give reporters the news, the facts and a quote they can use in their story',
        distractors: [
          "To pay a newspaper to print the organisation's statement word for word, as it would print an advertisement",
          'To answer the questions a reporter asked after the story ran',
          "To tell the organisation's own members the news before anyone else",
        ],
        explanation:
          'A release is earned media: reporters decide whether and how to use it, so it leads with the news and gives them facts, a quote and a contact. Paid placement is advertising.',
      },
      intermediate: {
        question: 'You pitch a story to a local reporter. What makes the pitch most likely to be picked up?',
        answer:
          'A short note tailored to their beat on why it matters to their readers now, with a source ready to talk',
        distractors: [
          'The same long release sent to every outlet on the media list at once, followed by a call every day asking whether it will run',
          'An exclusive offered to several reporters at the same time',
          'A request to approve the story before it is published',
        ],
        explanation:
          'Reporters take stories that fit their beat and their readers, arrive on time and come with someone to interview; mass pitches are ignored and a false exclusive burns the relationship.',
      },
      advanced: {
        question:
          'A reporter calls for comment on a damaging story an hour before deadline, and the facts are not yet confirmed. What do you do?',
        answer:
          'Take their questions and deadline, check the facts, and reply in time with what you can confirm',
        distractors: [
          "Say 'no comment' and hang up, since anything said before the facts are confirmed could be quoted against you later",
          'Answer in full at once from memory, so as not to look evasive',
          'Ask the reporter to hold the story until the organisation is ready',
        ],
        explanation:
          "The story runs either way: a confirmed answer within the deadline gets the organisation's side into it; a bare 'no comment' reads as guilt and guessing risks a correction.",
      },
    },
  },
];
