import type { BankCompetency } from './types.ts';

export const marketingCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Digital Marketing',
    domain: 'marketing',
    keywords: [
      'digital marketing',
      'marketing',
      'seo',
      'sem',
      'ppc',
      'google ads',
      'content marketing',
      'email marketing',
      'growth marketing',
      'marketing digital',
      'posicionamiento web',
    ],
    // Writers and community managers post on social media too: the channel alone is communications, not paid
    // acquisition and attribution.
    settingKeywords: ['social media', 'redes sociales'],
    // 'Marketing materials to promote our services': the leaflets any programme or shop prints, not search, ads and
    // attribution.
    otherSense: { after: /^ (?:materials?|collateral|flyers?|brochures?|leaflets?)\b/ },
    questions: {
      basic: {
        question: 'What is the goal of search engine optimisation (SEO)?',
        answer: "To increase a site's visibility in organic (unpaid) search results",
        distractors: [
          'To buy ads shown above the search results',
          "To speed up the company's internal search tool",
          'To send marketing emails to people who searched for the brand',
        ],
        explanation:
          'SEO improves content, structure and authority so pages rank in unpaid results; paid search ads are SEM/PPC.',
      },
      intermediate: {
        question:
          'A campaign cost 2,000 and brought in 50 new customers. What is the customer acquisition cost (CAC)?',
        answer: '40',
        distractors: ['25', '100', '2,050'],
        explanation: 'CAC = acquisition spend / new customers acquired = 2,000 / 50.',
      },
      advanced: {
        question:
          'Why can last-click attribution undervalue upper-funnel channels such as display or social ads?',
        answer:
          'It gives all the credit to the final touchpoint, ignoring earlier interactions that started the journey',
        distractors: [
          'It counts every conversion twice, once for the first channel and once for the last, so all channels look inflated',
          'It only counts conversions made on mobile devices',
          'It gives no credit at all to the final touchpoint',
        ],
        explanation:
          'Channels that create awareness rarely get the last click; multi-touch or data-driven attribution and incrementality tests give a fairer picture.',
      },
    },
  },
];
