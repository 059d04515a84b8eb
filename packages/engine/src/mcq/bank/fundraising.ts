import type { BankCompetency } from './types.ts';

export const fundraisingCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Fundraising and Donor Relations',
    domain: 'fundraising',
    // Not bare 'development' (software, business development) nor 'donation' (a charity shop's donated goods).
    keywords: [
      'fundraising',
      'fund raising',
      'fundraiser',
      'major gift',
      'major donor',
      'donor',
      'grant seeking',
      'development officer',
      'director of development',
      'annual fund',
      'capital campaign',
      'planned giving',
      'individual giving',
      'philanthropy',
      'philanthropic',
      'recaudación de fondos',
      'captación de fondos',
      'donantes',
      'filantropía',
      'mecenazgo',
      'collecte de fonds',
      'levée de fonds',
      // Belgian and Swiss French for public grants sought ('prospecter et démarcher des subsides').
      'subsides',
      'recherche de financements',
      'donateurs',
      'mécénat',
      'philanthropie',
      'spendenakquise',
      'raccolta fondi',
      'donatori',
    ],
    // A blood, organ or egg donor is a patient's, not a funder.
    otherSense: {
      before: /\b(?:blood|organ|plasma|egg|sperm|tissue|marrow|kidney|liver|stem cell)\s+$/,
      after:
        /^\s*(?:blood|organs?|plasma|eggs?|sperm|tissue|marrow|screening|registry|clinic|centre|center)\b/,
    },
    questions: {
      basic: {
        question: 'In fundraising, what is donor stewardship?',
        answer: 'Thanking donors and showing them what their gifts achieved, so that they give again',
        distractors: [
          'Asking a new prospect for a first gift at the end of a gala dinner, once the auction has closed',
          "Buying lists of other charities' donors to send them an appeal",
          "Checking a donor's credit history before accepting a gift",
        ],
        explanation:
          'Stewardship is what follows a gift: prompt thanks, recognition and reports on its use. It keeps donors giving and is the cheapest source of future income.',
      },
      intermediate: {
        question:
          'A development director has identified a prospect who could make a major gift. What usually comes before the ask?',
        answer:
          "Cultivation: learning the prospect's interests and capacity and involving them in the organisation's work",
        distractors: [
          'An appeal letter with the same suggested amount that goes to every donor on the mailing list',
          'A signed gift agreement setting out the payment schedule, the naming rights and how the gift will be reported to the board',
          'A public announcement of the gift in the annual report',
        ],
        explanation:
          "The major-gift cycle runs identification, qualification, cultivation, solicitation and stewardship: the ask comes when the organisation knows the prospect's interests and capacity and the relationship is ready for it; the gift agreement and recognition follow the gift.",
      },
      advanced: {
        question:
          'Last year 400 donors gave to an organisation; this year 260 of those same donors gave again. What is its donor retention rate?',
        answer: '65%',
        distractors: ['35%', '54%', '40%'],
        explanation:
          "Retention is the share of last year's donors who gave again: 260 / 400 = 65%. The other 35% is the attrition, which new donors must replace before income can grow.",
      },
    },
  },
];
