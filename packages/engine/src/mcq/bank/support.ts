import type { BankCompetency } from './types.ts';

export const supportCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Technical Troubleshooting',
    domain: 'support',
    keywords: [
      'troubleshooting',
      'troubleshoot',
      'debugging',
      'debug',
      'technical support',
      'support engineer',
      'technical issues',
      'parsing logs',
      'root cause',
      'incident',
      'soporte técnico',
      'resolución de incidencias',
      'incidencias',
    ],
    questions: {
      basic: {
        question: "A customer reports that an application 'stopped working'. What should you do first?",
        answer: 'Gather specifics: the exact error, when it started and what changed',
        distractors: [
          'Ask them to reinstall the application straight away',
          'Escalate the ticket to engineering immediately so a developer can look at it',
          'Tell them the problem is probably on their side',
        ],
        explanation:
          'Precise symptoms, timing and recent changes narrow the possible causes before any fix is tried.',
      },
      intermediate: {
        question: 'A website returns HTTP 502 Bad Gateway. What does that usually indicate?',
        answer: 'A proxy or gateway received an invalid response from the upstream server',
        distractors: [
          'The user is not authorised to view the page',
          'The requested page does not exist',
          'The browser sent a request with malformed syntax, so the web server refused to process it at all',
        ],
        explanation:
          '502 comes from an intermediary (load balancer, reverse proxy); 401/403 are authorisation, 404 is not found and 400 is a bad request.',
      },
      advanced: {
        question:
          'A service slows down steadily over several hours, then is fast again right after each restart. What should you investigate first?',
        answer: 'A resource leak, such as memory or connections that are never released',
        distractors: [
          'A DNS record pointing to the wrong server',
          'An expired TLS certificate',
          'A typo in the configuration file',
        ],
        explanation:
          'Gradual degradation that a restart resets points to accumulating state (memory, file handles, connection pools); the other causes fail immediately and constantly.',
      },
    },
  },
  {
    competency: 'Customer Service',
    domain: 'support',
    keywords: [
      'customer support',
      'customer service',
      'customer satisfaction',
      'customer experience',
      'customer success',
      'csat',
      'help desk',
      'helpdesk',
      'support tickets',
      'ticketing',
      'Zendesk',
      'atención al cliente',
      'servicio al cliente',
      'experiencia del cliente',
      'service client',
      'service à la clientèle',
      'relations avec les usagers',
      'accueil des publics',
    ],
    questions: {
      basic: {
        question: 'What does a CSAT (customer satisfaction) score measure?',
        answer: 'How satisfied customers are with a specific interaction or service',
        distractors: [
          'How likely customers are to recommend the company to friends or colleagues',
          'How much time the team spends on each ticket',
          'How many customers cancel each month',
        ],
        explanation:
          'CSAT asks about satisfaction with a particular experience; likelihood to recommend is NPS, and cancellations are churn.',
      },
      intermediate: {
        question:
          'A customer is frustrated because their issue is still unresolved after several days. How should your reply begin?',
        answer: 'Acknowledge the frustration and the delay, then say clearly what happens next and when',
        distractors: [
          "Quote the company's policy on response times",
          'Apologise repeatedly without committing to anything',
          'Ask them to describe the issue again from the very beginning, so that nothing in the history is missed',
        ],
        explanation:
          'Empathy plus a concrete next step and time restores trust; policies, empty apologies or making the customer repeat themselves add frustration.',
      },
      advanced: {
        question:
          'Which metric best shows whether customers get their problems solved without having to contact support again?',
        answer: 'First contact resolution rate',
        distractors: ['Average handle time', 'Number of tickets created', 'Agent utilisation rate'],
        explanation:
          'First contact resolution counts issues solved in the first interaction; handle time and utilisation measure effort, ticket volume measures demand.',
      },
    },
  },
];
