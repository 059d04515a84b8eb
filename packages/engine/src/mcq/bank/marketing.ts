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
  {
    // Social media managers ('Social Media Manager', Turkish 'Sosyal Medya Yöneticisi'): a brand's channels, their
    // content calendar, engagement and paid social campaigns, measured and reported.
    competency: 'Social Media Management',
    domain: 'marketing',
    keywords: [
      'social media manager',
      'social media management',
      'social media strategy',
      'social media strategies',
      'social media calendar',
      'social media campaigns',
      'content calendar',
      'sosyal medya',
      'gestion de redes sociales',
      'gestion des reseaux sociaux',
    ],
    questions: {
      basic: {
        question: 'What does the engagement rate of a social media post usually measure?',
        answer: 'Interactions (likes, comments, shares, saves) as a share of reach or followers',
        distractors: [
          'The number of new followers gained in the month the post went up',
          'How many times the post was shown, counting repeat views by the same person as separate impressions',
          'The amount spent to promote the post',
        ],
        explanation:
          'Engagement rate relates interactions to the audience that saw the post (reach) or could see it (followers); impressions and spend are other measures.',
      },
      intermediate: {
        question: 'What is a content calendar for in social media management?',
        answer: 'Planning what is posted, where and when, so that posts follow the strategy and key dates',
        distractors: [
          'Recording when each follower was last active online',
          "Scheduling the team's holidays around the busiest posting days of the year and the campaign launches",
          'Listing the dates of past posts for the annual report',
        ],
        explanation:
          'A content calendar plans posts per channel ahead of time, tying them to campaigns, special days and the strategy, and shows gaps before they happen.',
      },
      advanced: {
        question:
          'A paid social campaign has a high click-through rate but very few conversions. Where should you look first?',
        answer: 'The landing page, and how well it matches what the ad promises',
        distractors: [
          'The number of hashtags used in the ad copy',
          'The frequency cap, because people who see an ad often never convert',
          "The organic posting schedule on the brand's other channels during the first week of the campaign",
        ],
        explanation:
          'People click but do not act once they arrive: the page they land on (its speed, its offer, its match with the ad) is where the funnel breaks.',
      },
    },
  },
];
